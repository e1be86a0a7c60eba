import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSim } from '../sim.js';
import { DEFAULT_API_KEY } from './openaiState.js';

const auth = { authorization: `Bearer ${DEFAULT_API_KEY}` };
const chat = { model: 'gpt-4o-mini', messages: [{ role: 'user', content: '今天天气如何？' }] };

let sim: FastifyInstance;
beforeEach(async () => {
  sim = await buildSim();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = auth) =>
  sim.inject({ method: 'POST', url, headers, payload: payload as object });
const control = (payload: object) => post('/__control/openai', payload, {});

describe('OpenAI auth', () => {
  it('rejects a missing key', async () => {
    const reply = await post('/v1/chat/completions', chat, {});
    expect(reply.statusCode).toBe(401);
    expect(reply.json().error).toMatchObject({ type: 'invalid_request_error', param: null, code: null });
    expect(reply.json().error.message).toMatch(/^You didn't provide an API key\./);
  });

  it('rejects a wrong key with invalid_api_key and a masked key', async () => {
    const reply = await post('/v1/models', undefined, { authorization: 'Bearer sk-wrong-key-123456' });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual({
      error: {
        message: 'Incorrect API key provided: sk-************3456. You can find your API key at https://platform.openai.com/account/api-keys.',
        type: 'invalid_request_error',
        param: null,
        code: 'invalid_api_key',
      },
    });
  });

  it('accepts the key set through the control API, and only that one', async () => {
    await control({ apiKey: 'sk-test-rotated' });
    expect((await post('/v1/chat/completions', chat)).statusCode).toBe(401);
    expect((await post('/v1/chat/completions', chat, { authorization: 'Bearer sk-test-rotated' })).statusCode).toBe(200);
  });
});

describe('POST /v1/chat/completions without stream', () => {
  it('answers with a chat.completion echoing the prompt', async () => {
    const reply = await post('/v1/chat/completions', chat);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/json');
    const body = reply.json();
    expect(body.id).toMatch(/^chatcmpl-[0-9a-f]{24}$/);
    expect(body).toEqual({
      id: body.id,
      object: 'chat.completion',
      created: body.created,
      model: 'gpt-4o-mini',
      system_fingerprint: 'fp_sim',
      choices: [{ index: 0, message: { role: 'assistant', content: '模拟回答：今天天气如何？', refusal: null }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: 7, completion_tokens: 12, total_tokens: 19 },
    });
    expect(Math.abs(body.created - Date.now() / 1000)).toBeLessThan(5);
  });

  it('returns reasoning_content and cuts at max_tokens', async () => {
    await control({ reply: '晴天', reasoning: '查天气' });
    const body = (await post('/v1/chat/completions', { ...chat, max_tokens: 4 })).json();
    expect(body.choices[0]).toMatchObject({ message: { content: '晴', reasoning_content: '查天气' }, finish_reason: 'length' });
    expect(body.usage.completion_tokens).toBe(4);
  });

  it('records the request and its outcome', async () => {
    const body = (await post('/v1/chat/completions', chat)).json();
    const state = (await sim.inject({ method: 'GET', url: '/__control/state' })).json();
    expect(state.openai.completions).toEqual([
      { id: body.id, body: chat, outcome: 'completed', tokensSent: 12, receivedAt: expect.any(Number), firstTokenAt: null },
    ]);
  });
});

describe('errors', () => {
  it('answers an invalid body with 400 in the OpenAI shape', async () => {
    const reply = await post('/v1/chat/completions', { model: 'gpt-4o-mini', messages: [] });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatchObject({ param: 'messages', code: 'empty_array', type: 'invalid_request_error' });
  });

  it('answers unparsable JSON with 400 in the OpenAI shape', async () => {
    const reply = await post('/v1/chat/completions', '{"model":', { ...auth, 'content-type': 'application/json' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatchObject({ type: 'invalid_request_error', param: null, code: null });
    expect(reply.json().error.message).toMatch(/^We could not parse the JSON body of your request\./);
  });

  it('answers an unknown /v1 route with 404 Invalid URL', async () => {
    const reply = await post('/v1/completions/legacy', {});
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ error: { message: 'Invalid URL (POST /v1/completions/legacy)', type: 'invalid_request_error', param: null, code: null } });
  });

  it('returns the configured error, for streams too, until it is cleared', async () => {
    const quota = {
      message: 'You exceeded your current quota, please check your plan and billing details.',
      type: 'insufficient_quota',
      param: null,
      code: 'insufficient_quota',
    };
    await control({ error: { status: 429, body: { error: quota } } });
    const reply = await post('/v1/chat/completions', { ...chat, stream: true });
    expect(reply.statusCode).toBe(429);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(reply.json()).toEqual({ error: quota });
    await control({ error: null });
    expect((await post('/v1/chat/completions', chat)).statusCode).toBe(200);
  });
});

describe('GET /v1/models', () => {
  it('lists models in the OpenAI list shape', async () => {
    const body = (await sim.inject({ method: 'GET', url: '/v1/models', headers: auth })).json();
    expect(body.object).toBe('list');
    expect(body.data[0]).toEqual({ id: 'gpt-4o-mini', object: 'model', created: 1_700_000_000, owned_by: 'system' });
  });
});
