import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSim } from '../sim.js';
import { DEFAULT_API_KEY, type CompletionRecord } from './openaiState.js';

let sim: FastifyInstance;
let base: string;

beforeEach(async () => {
  sim = await buildSim();
  base = await sim.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  await sim.close();
});

const control = (payload: object) => sim.inject({ method: 'POST', url: '/__control/openai', payload });

function request(extra: object = {}, signal?: AbortSignal): Promise<Response> {
  return fetch(`${base}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${DEFAULT_API_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: 'hi there' }], ...extra }),
    ...(signal ? { signal } : {}),
  });
}

async function lastRecord(): Promise<CompletionRecord> {
  const state = (await sim.inject({ method: 'GET', url: '/__control/state' })).json();
  return state.openai.completions.at(-1);
}

/** Builds the exact frames expected for the stream whose first frame is `text`'s first frame. */
function framer(text: string, withUsage: boolean) {
  const first = JSON.parse(text.slice('data: '.length, text.indexOf('\n\n')));
  const head = { id: first.id, object: 'chat.completion.chunk', created: first.created, model: 'gpt-4o-mini', system_fingerprint: 'fp_sim' };
  const frame = (choices: unknown[], usage: unknown = null) => `data: ${JSON.stringify({ ...head, choices, ...(withUsage ? { usage } : {}) })}\n\n`;
  const delta = (value: object, finish: string | null = null) => ({ index: 0, delta: value, logprobs: null, finish_reason: finish });
  return { first, frame, delta };
}

async function readUntilError(response: Response): Promise<{ text: string; error: unknown }> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { text, error: null };
      text += decoder.decode(value, { stream: true });
    }
  } catch (error) {
    return { text, error };
  }
}

describe('streaming chat completions', () => {
  it('sends role, one chunk per token, finish, usage and [DONE] frames', async () => {
    await control({ reply: '你好，world' });
    const response = await request({ stream_options: { include_usage: true } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const text = await response.text();
    const { first, frame, delta } = framer(text, true);
    expect(first.id).toMatch(/^chatcmpl-[0-9a-f]{24}$/);
    expect(text).toBe(
      frame([delta({ role: 'assistant', content: '' })]) +
        frame([delta({ content: '你' })]) +
        frame([delta({ content: '好' })]) +
        frame([delta({ content: '，' })]) +
        frame([delta({ content: 'world' })]) +
        frame([delta({}, 'stop')]) +
        frame([], { prompt_tokens: 2, completion_tokens: 4, total_tokens: 6 }) +
        'data: [DONE]\n\n',
    );
    expect(await lastRecord()).toMatchObject({ id: first.id, outcome: 'completed', tokensSent: 4 });
  });

  it('leaves out the usage field and chunk unless include_usage is set, and streams reasoning first', async () => {
    await control({ reply: 'ok', reasoning: '嗯' });
    const text = await (await request({ max_tokens: 1 })).text();
    const { frame, delta } = framer(text, false);
    expect(text).toBe(
      frame([delta({ role: 'assistant', content: '' })]) + frame([delta({ reasoning_content: '嗯' })]) + frame([delta({}, 'length')]) + 'data: [DONE]\n\n',
    );
  });

  it('waits before the first token and between tokens', async () => {
    await control({ reply: 'a b c', firstTokenDelayMs: 120, tokenDelayMs: 60 });
    const started = performance.now();
    const response = await request();
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    await response.text();
    expect(performance.now() - started).toBeGreaterThanOrEqual(110 + 2 * 55);
  });

  it('stops generating when the client aborts mid-stream', async () => {
    await control({ tokenCount: 500, tokenDelayMs: 20 });
    const abort = new AbortController();
    const response = await request({}, abort.signal);
    await response.body!.getReader().read();
    abort.abort();
    await vi.waitFor(async () => expect((await lastRecord()).outcome).toBe('aborted'));
    const { tokensSent } = await lastRecord();
    expect(tokensSent).toBeLessThan(500);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await lastRecord()).tokensSent).toBe(tokensSent);
  });

  it('cancels the pending first-token timer when the client leaves before any byte', async () => {
    await control({ firstTokenDelayMs: 60_000 });
    const abort = new AbortController();
    const pending = request({}, abort.signal);
    await vi.waitFor(async () => expect((await lastRecord())?.outcome).toBe('pending'));
    abort.abort();
    await expect(pending).rejects.toThrow();
    await vi.waitFor(async () => expect((await lastRecord()).outcome).toBe('aborted'));
  });

  it('drops the connection after the configured number of tokens, without [DONE]', async () => {
    await control({ reply: 'one two three', disconnectAfterTokens: 2 });
    const { text, error } = await readUntilError(await request());
    expect(error).not.toBeNull();
    const { frame, delta } = framer(text, false);
    expect(text).toBe(frame([delta({ role: 'assistant', content: '' })]) + frame([delta({ content: 'one' })]) + frame([delta({ content: ' two' })]));
    expect(await lastRecord()).toMatchObject({ outcome: 'disconnected', tokensSent: 2 });
  });

  it('stalls after the configured number of tokens, connection open, until the client gives up', async () => {
    await control({ reply: 'one two three', stallAfterTokens: 2 });
    const abort = new AbortController();
    const reader = (await request({}, abort.signal)).body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes(' two')) text += (await reader.read()).value ?? '';
    const more = await Promise.race([reader.read().then(() => 'data'), new Promise((resolve) => setTimeout(() => resolve('silence'), 300))]);
    expect(more).toBe('silence');
    expect(await lastRecord()).toMatchObject({ outcome: 'pending', tokensSent: 2 });
    abort.abort();
    await vi.waitFor(async () => expect((await lastRecord()).outcome).toBe('aborted'));
  });

  it('records when each request arrived and, only once it went out, when its first token went out', async () => {
    await control({ firstTokenDelayMs: 60_000 });
    const abort = new AbortController();
    const response = request({}, abort.signal).catch(() => null);
    await vi.waitFor(async () => expect((await lastRecord())?.outcome).toBe('pending'));
    const waiting = await lastRecord();
    expect(waiting.receivedAt).toEqual(expect.any(Number));
    expect(waiting.firstTokenAt).toBeNull();
    abort.abort();
    await response;

    await control({ firstTokenDelayMs: 0 });
    await (await request()).text();
    const sent = await lastRecord();
    expect(sent.firstTokenAt).toBeGreaterThanOrEqual(sent.receivedAt);
  });
});

describe('non-streaming timing and failures', () => {
  it('drops the connection instead of answering when a disconnect is configured', async () => {
    await control({ disconnectAfterTokens: 0 });
    await expect(request({ stream: false })).rejects.toThrow();
    expect(await lastRecord()).toMatchObject({ outcome: 'disconnected', tokensSent: 0 });
  });

  it('is aborted, timer cleared, when the client gives up while it waits', async () => {
    await control({ firstTokenDelayMs: 60_000 });
    const abort = new AbortController();
    const pending = request({ stream: false }, abort.signal);
    await vi.waitFor(async () => expect((await lastRecord())?.outcome).toBe('pending'));
    abort.abort();
    await expect(pending).rejects.toThrow();
    await vi.waitFor(async () => expect((await lastRecord()).outcome).toBe('aborted'));
  });
});
