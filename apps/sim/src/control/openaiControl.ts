import type { FastifyInstance } from 'fastify';
import { openAiError, simulatedError } from '../openai/openaiErrors.js';
import type { OpenAiBehaviour } from '../openai/openaiState.js';
import type { SimState } from '../simState.js';
import { embeddingPatchSchema, openaiPatchSchema } from './controlSchemas.js';

interface ErrorPatch {
  status: number;
  body?: { error: { message: string; type: string; param?: string | null; code?: string | null } };
}

type OpenAiPatch = Partial<Omit<OpenAiBehaviour, 'error'>> & { error?: ErrorPatch | null };

function toError(patch: ErrorPatch): OpenAiBehaviour['error'] {
  const body = patch.body?.error;
  return { status: patch.status, body: body ? openAiError(body.message, body.type, body.param ?? null, body.code ?? null) : simulatedError(patch.status) };
}

interface EmbeddingPatch {
  delayMs?: number;
  failAfter?: number | null;
  retryAfterSeconds?: number | null;
  error?: ErrorPatch | null;
}

/** `POST /__control/openai`: fields given replace the current ones, the rest stay. `…/embeddings` likewise for embeddings. */
export function registerOpenaiControl(app: FastifyInstance, state: SimState): void {
  app.post<{ Body: OpenAiPatch }>('/openai', { schema: { body: openaiPatchSchema } }, async (request) => {
    const { error, ...rest } = request.body;
    const behaviour: OpenAiBehaviour = { ...state.openai.behaviour, ...rest };
    if (error !== undefined) behaviour.error = error && toError(error);
    state.openai.behaviour = behaviour;
    return { behaviour };
  });
  // Setting the embeddings' behaviour starts its failAfter count afresh.
  app.post<{ Body: EmbeddingPatch }>('/openai/embeddings', { schema: { body: embeddingPatchSchema } }, async (request) => {
    const { error, retryAfterSeconds, ...rest } = request.body;
    const embeddings = state.openai.embeddings;
    const current = embeddings.behaviour;
    const nextError = error === undefined ? current.error : error && { ...toError(error)!, retryAfterSeconds: null };
    const retry = retryAfterSeconds === undefined ? (current.error?.retryAfterSeconds ?? null) : retryAfterSeconds;
    embeddings.behaviour = { ...current, ...rest, error: nextError && { ...nextError, retryAfterSeconds: retry } };
    embeddings.answered = 0;
    return { behaviour: embeddings.behaviour };
  });
}
