import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { Localized } from '../../domain/errors.js';
import { chatMessages } from './messages.js';

export interface UpstreamTarget {
  /** An OpenAI-compatible base, e.g. https://api.openai.com/v1 (…/chat/completions is appended). */
  baseUrl: string;
  apiKey: string;
  model: string;
}

/** OpenAI content parts: a question with an image (vision models). */
type UpstreamContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

export interface UpstreamMessage {
  role: 'system' | 'user' | 'assistant';
  content: string | UpstreamContentPart[];
}

/** A message of plain text (everything but a question with an image). */
export interface TextMessage extends UpstreamMessage {
  content: string;
}

export interface UpstreamRequest {
  messages: UpstreamMessage[];
  temperature: number;
  maxTokens: number;
}

export type UpstreamEvent = { kind: 'delta'; content: string; reasoning: string } | { kind: 'usage'; promptTokens: number; completionTokens: number };

export interface UpstreamTimeouts {
  /** Until the answer starts (headers and first byte). */
  firstByteMs: number;
  /** Between two pieces of the stream: a longer silence is a stall. */
  idleMs: number;
}

/** An upstream failure, with the sentence users see. */
export class UpstreamChatError extends Error {
  override name = 'UpstreamChatError';
  constructor(
    readonly userMessage: Localized,
    readonly status: number,
    detail: string,
  ) {
    super(detail);
  }
}

function errorFor(status: number, body: string): UpstreamChatError {
  let detail = body.slice(0, 300);
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } };
    if (typeof parsed.error?.message === 'string') detail = parsed.error.message.slice(0, 300);
  } catch {
    // not JSON: keep the text
  }
  if (status === 401 || status === 403) return new UpstreamChatError(chatMessages.upstreamKey, 502, `HTTP ${status}: ${detail}`);
  if (status === 429) return new UpstreamChatError(chatMessages.upstreamQuota, 503, `HTTP ${status}: ${detail}`);
  if (status >= 400 && status < 500) return new UpstreamChatError(chatMessages.upstreamRefused(detail), 502, `HTTP ${status}: ${detail}`);
  return new UpstreamChatError(chatMessages.upstreamDown, 502, `HTTP ${status}: ${detail}`);
}

/** One `data:` payload of the SSE stream, as events. */
function* eventsOf(data: string): Generator<UpstreamEvent> {
  let chunk: {
    choices?: { delta?: { content?: unknown; reasoning_content?: unknown; reasoning?: unknown } }[];
    usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } | null;
  };
  try {
    chunk = JSON.parse(data) as typeof chunk;
  } catch {
    return;
  }
  const delta = chunk.choices?.[0]?.delta;
  const content = typeof delta?.content === 'string' ? delta.content : '';
  const reasoningField = delta?.reasoning_content ?? delta?.reasoning;
  const reasoning = typeof reasoningField === 'string' ? reasoningField : '';
  if (content || reasoning) yield { kind: 'delta', content, reasoning };
  const usage = chunk.usage;
  if (usage && typeof usage.prompt_tokens === 'number' && typeof usage.completion_tokens === 'number') {
    yield { kind: 'usage', promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens };
  }
}

/**
 * Keep-alive connections to the upstreams, reused across answers (a new TLS connection per answer would cost more
 * than the answer's first token). An idle connection is closed after 4 s, before servers usually close theirs.
 */
const agents = {
  'http:': new HttpAgent({ keepAlive: true, timeout: 4000, scheduling: 'lifo' }),
  'https:': new HttpsAgent({ keepAlive: true, timeout: 4000, scheduling: 'lifo' }),
};
/** How much of a refusal's body is read for its message. */
const ERROR_BODY_LIMIT = 64 * 1024;

/**
 * Streams a chat completion from an OpenAI-compatible endpoint (PROTOCOLS §7 5.1): SSE parsed as it arrives,
 * reasoning (`reasoning_content`) and usage passed on. `signal` is the client going away: the upstream
 * request is aborted with it. A refusal, a dropped connection or a silence past the timeouts throws
 * UpstreamChatError; the caller's abort rethrows its reason.
 *
 * node:http rather than fetch: no web streams between the socket and the parser (fetch's per-chunk stream
 * machinery was most of the server's own cost per token), one 'data' event per chunk, events queued for the caller.
 */
export async function* streamUpstream(
  target: UpstreamTarget,
  request: UpstreamRequest,
  signal: AbortSignal,
  timeouts: UpstreamTimeouts,
): AsyncGenerator<UpstreamEvent> {
  let timedOut = false;
  const failure = (error: unknown): unknown => {
    if (signal.aborted) return signal.reason;
    if (timedOut) return new UpstreamChatError(chatMessages.upstreamTimeout, 504, 'upstream timed out');
    if (error instanceof UpstreamChatError) return error;
    return new UpstreamChatError(chatMessages.upstreamDown, 502, error instanceof Error ? error.message : String(error));
  };
  signal.throwIfAborted();
  let url: URL;
  try {
    url = new URL(`${target.baseUrl.replace(/\/+$/, '')}/chat/completions`);
  } catch (error) {
    throw failure(error);
  }
  const agent = url.protocol === 'https:' ? agents['https:'] : url.protocol === 'http:' ? agents['http:'] : null;
  if (!agent) throw failure(new Error(`unsupported upstream protocol ${url.protocol}`));
  const body = JSON.stringify({
    model: target.model,
    messages: request.messages,
    stream: true,
    stream_options: { include_usage: true },
    temperature: request.temperature,
    max_tokens: request.maxTokens,
  });

  // What the socket's events hand to the generator below.
  const queue: UpstreamEvent[] = [];
  let done = false;
  let problem: { error: unknown } | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    const resume = wake;
    wake = null;
    resume?.();
  };
  const fail = (error: unknown) => {
    if (!done && !problem) problem = { error };
    notify();
  };

  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const req = send(url, {
    method: 'POST',
    agent,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      authorization: `Bearer ${target.apiKey}`,
      accept: 'text/event-stream',
    },
  });
  let response: IncomingMessage | null = null;
  let timer = setTimeout(() => ((timedOut = true), req.destroy(), fail(new Error('upstream timed out'))), timeouts.firstByteMs);
  const rearm = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => ((timedOut = true), req.destroy(), fail(new Error('upstream timed out'))), ms);
  };
  const onAbort = () => {
    req.destroy();
    fail(signal.reason);
  };
  signal.addEventListener('abort', onAbort, { once: true });
  req.setNoDelay(true);
  req.on('error', fail);
  req.on('response', (res) => {
    response = res;
    const status = res.statusCode ?? 0;
    if (status < 200 || status >= 300) {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (text.length < ERROR_BODY_LIMIT) text += chunk;
      });
      res.on('end', () => fail(errorFor(status, text)));
      res.on('close', () => fail(errorFor(status, text)));
      return;
    }
    res.setEncoding('utf8');
    let buffer = '';
    res.on('data', (chunk: string) => {
      if (done) return;
      rearm(timeouts.idleMs);
      buffer += chunk;
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline).replace(/\r$/, '');
        buffer = buffer.slice(newline + 1);
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') {
          done = true;
          break;
        }
        for (const event of eventsOf(data)) queue.push(event);
      }
      notify();
    });
    // A stream that ends without [DONE] was cut off.
    res.on('end', () => fail(new Error('upstream stream ended without [DONE]')));
    res.on('close', () => fail(new Error('upstream connection closed')));
  });
  req.end(body);

  try {
    let next = 0;
    for (;;) {
      while (next < queue.length) yield queue[next++]!;
      queue.length = next = 0;
      if (done) return;
      if (problem) throw failure((problem as { error: unknown }).error);
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
    const res = response as IncomingMessage | null;
    if (done && res && !res.complete && !res.destroyed) {
      // [DONE] came; let the rest of the response (its last chunk marker) arrive so the connection is reused.
      const guard = setTimeout(() => req.destroy(), 1000);
      res.once('close', () => clearTimeout(guard));
      res.resume();
    } else if (!done || !res?.complete) {
      req.destroy();
    }
  }
}
