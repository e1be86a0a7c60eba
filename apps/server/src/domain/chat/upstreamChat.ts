import type { Localized } from '../../http/DomainError.js';
import { chatMessages } from './chatMessages.js';

export interface UpstreamTarget {
  /** An OpenAI-compatible base, e.g. https://api.openai.com/v1 (…/chat/completions is appended). */
  baseUrl: string;
  apiKey: string;
  model: string;
}

/** OpenAI content parts: a question with an image (vision models). */
export type UpstreamContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

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
  let chunk: { choices?: { delta?: { content?: unknown; reasoning_content?: unknown; reasoning?: unknown } }[]; usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } | null };
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
 * Streams a chat completion from an OpenAI-compatible endpoint (PROTOCOLS §7 5.1): SSE parsed as it arrives,
 * reasoning (`reasoning_content`) and usage passed on. `signal` is the client going away: the upstream
 * request is aborted with it. A refusal, a dropped connection or a silence past the timeouts throws
 * UpstreamChatError; the caller's abort rethrows its reason.
 */
export async function* streamUpstream(target: UpstreamTarget, request: UpstreamRequest, signal: AbortSignal, timeouts: UpstreamTimeouts): AsyncGenerator<UpstreamEvent> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  let timedOut = false;
  let timer = setTimeout(() => ((timedOut = true), controller.abort()), timeouts.firstByteMs);
  const rearm = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => ((timedOut = true), controller.abort()), ms);
  };
  const failure = (error: unknown): unknown => {
    if (signal.aborted) return signal.reason;
    if (timedOut) return new UpstreamChatError(chatMessages.upstreamTimeout, 504, 'upstream timed out');
    if (error instanceof UpstreamChatError) return error;
    return new UpstreamChatError(chatMessages.upstreamDown, 502, error instanceof Error ? error.message : String(error));
  };
  try {
    let response: Response;
    try {
      response = await fetch(`${target.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${target.apiKey}`, accept: 'text/event-stream' },
        body: JSON.stringify({
          model: target.model,
          messages: request.messages,
          stream: true,
          stream_options: { include_usage: true },
          temperature: request.temperature,
          max_tokens: request.maxTokens,
        }),
        signal: controller.signal,
      });
    } catch (error) {
      throw failure(error);
    }
    if (!response.ok || !response.body) throw failure(errorFor(response.status, await response.text().catch(() => '')));
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    let finished = false;
    while (!finished) {
      let read: Awaited<ReturnType<typeof reader.read>>;
      try {
        read = await reader.read();
      } catch (error) {
        throw failure(error);
      }
      if (read.done) break;
      rearm(timeouts.idleMs);
      buffer += read.value;
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline).replace(/\r$/, '');
        buffer = buffer.slice(newline + 1);
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') {
          finished = true;
          break;
        }
        yield* eventsOf(data);
      }
    }
    // A stream that ends without [DONE] was cut off.
    if (!finished) throw failure(new Error('upstream stream ended without [DONE]'));
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
    controller.abort();
  }
}
