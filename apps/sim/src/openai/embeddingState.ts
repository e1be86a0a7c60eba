import type { OpenAiErrorBody } from './openaiErrors.js';

interface EmbeddingBehaviour {
  /** Before each reply. */
  delayMs: number;
  /** Returned instead of embeddings (after `failAfter` successes when that is set); `retryAfterSeconds` adds Retry-After. */
  error: { status: number; body: OpenAiErrorBody; retryAfterSeconds: number | null } | null;
  /** Answer this many requests, then return `error` (500 when none is set) for every later one; null: no limit. */
  failAfter: number | null;
}

export interface EmbeddingRecord {
  model: string;
  /** How many texts, and their characters in all. */
  inputs: number;
  characters: number;
  dimensions: number;
  encodingFormat: 'float' | 'base64';
  outcome: 'answered' | 'error';
  receivedAt: number;
}

export interface EmbeddingState {
  behaviour: EmbeddingBehaviour;
  /** Requests that passed auth and validation, oldest first (the last 1,000). */
  requests: EmbeddingRecord[];
  /** Requests answered since the behaviour was last set (for `failAfter`). */
  answered: number;
}

export const createEmbeddingState = (): EmbeddingState => ({ behaviour: { delayMs: 0, error: null, failAfter: null }, requests: [], answered: 0 });

export function recordEmbedding(state: EmbeddingState, record: EmbeddingRecord): void {
  state.requests.push(record);
  if (state.requests.length > 1000) state.requests.shift();
}
