import { createEmbeddingState, type EmbeddingState } from './embeddingState.js';
import type { OpenAiErrorBody } from './openaiErrors.js';

export interface OpenAiBehaviour {
  /** The only key accepted in `Authorization: Bearer`. */
  apiKey: string;
  /** Fixed answer text; null answers with an echo of the last user message. */
  reply: string | null;
  /** Answer by repeating the system message (a model that leaks its instructions); `reply` wins when set. */
  echoSystem: boolean;
  /** Streamed as `delta.reasoning_content` (DeepSeek style) before the answer; null for none. */
  reasoning: string | null;
  /** Exact number of answer tokens: the reply is repeated or cut to fit; null keeps its natural length. */
  tokenCount: number | null;
  firstTokenDelayMs: number;
  tokenDelayMs: number;
  /** Returned instead of a completion by chat and image requests. */
  error: { status: number; body: OpenAiErrorBody } | null;
  /**
   * Streams: cut the connection after this many token deltas (0 = right after the role chunk).
   * Without stream, any number cuts it instead of answering.
   */
  disconnectAfterTokens: number | null;
  /** Streams: after this many token deltas, go silent with the connection open until the client gives up. */
  stallAfterTokens: number | null;
}

type CompletionOutcome = 'pending' | 'completed' | 'aborted' | 'disconnected' | 'error';

export interface CompletionRecord {
  id: string;
  body: unknown;
  outcome: CompletionOutcome;
  tokensSent: number;
  /** Wall-clock ms (sub-ms precision) when the request arrived and when its first token was written: the sim's own TTFT. */
  receivedAt: number;
  firstTokenAt: number | null;
}

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes on one machine. */
export const preciseNow = () => performance.timeOrigin + performance.now();

export interface OpenAiState {
  behaviour: OpenAiBehaviour;
  /** Chat requests that passed auth and validation, oldest first. */
  completions: CompletionRecord[];
  /** POST /v1/embeddings: its own behaviour and request log. */
  embeddings: EmbeddingState;
}

export const DEFAULT_API_KEY = 'sk-sim-0000000000000000';
const MAX_RECORDS = 1000;

export function createOpenAiState(): OpenAiState {
  return {
    behaviour: {
      apiKey: DEFAULT_API_KEY,
      reply: null,
      echoSystem: false,
      reasoning: null,
      tokenCount: null,
      firstTokenDelayMs: 0,
      tokenDelayMs: 0,
      error: null,
      disconnectAfterTokens: null,
      stallAfterTokens: null,
    },
    completions: [],
    embeddings: createEmbeddingState(),
  };
}

export function recordCompletion(state: OpenAiState, record: CompletionRecord): CompletionRecord {
  state.completions.push(record);
  if (state.completions.length > MAX_RECORDS) state.completions.shift();
  return record;
}
