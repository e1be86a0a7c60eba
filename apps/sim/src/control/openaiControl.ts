import type { FastifyInstance } from 'fastify';
import { openAiError, simulatedError } from '../openai/openaiErrors.js';
import type { OpenAiBehaviour } from '../openai/openaiState.js';
import type { SimState } from '../simState.js';
import { openaiPatchSchema } from './controlSchemas.js';

interface ErrorPatch {
  status: number;
  body?: { error: { message: string; type: string; param?: string | null; code?: string | null } };
}

type OpenAiPatch = Partial<Omit<OpenAiBehaviour, 'error'>> & { error?: ErrorPatch | null };

function toError(patch: ErrorPatch): OpenAiBehaviour['error'] {
  const body = patch.body?.error;
  return { status: patch.status, body: body ? openAiError(body.message, body.type, body.param ?? null, body.code ?? null) : simulatedError(patch.status) };
}

/** `POST /__control/openai`: fields given replace the current ones, the rest stay. */
export function registerOpenaiControl(app: FastifyInstance, state: SimState): void {
  app.post<{ Body: OpenAiPatch }>('/openai', { schema: { body: openaiPatchSchema } }, async (request) => {
    const { error, ...rest } = request.body;
    const behaviour: OpenAiBehaviour = { ...state.openai.behaviour, ...rest };
    if (error !== undefined) behaviour.error = error && toError(error);
    state.openai.behaviour = behaviour;
    return { behaviour };
  });
}
