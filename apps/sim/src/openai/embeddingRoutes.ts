import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { isRecord } from '../shared/isRecord.js';
import { base64Of, embed } from './embeddingVector.js';
import { type EmbeddingState, recordEmbedding } from './embeddingState.js';
import { invalidRequest, simulatedError } from './openaiErrors.js';
import { preciseNow } from './openaiState.js';
import { tokenize } from './tokenize.js';

/** OpenAI's limits: 2,048 texts a request; the sim's default width is 1,024 (text-embedding-3's `dimensions`). */
const MAX_INPUTS = 2048;
const DEFAULT_DIMENSIONS = 1024;
const MAX_DIMENSIONS = 3072;

const invalidInput = invalidRequest("'$.input' is invalid. Please check the API reference: https://platform.openai.com/docs/api-reference.");

type Parsed =
  | { ok: true; model: string; inputs: string[]; dimensions: number; encodingFormat: 'float' | 'base64' }
  | { ok: false; error: ReturnType<typeof invalidRequest> };

/** The body as OpenAI checks it: a model, a non-empty string or 1–2,048 non-empty strings, optional dimensions and encoding. */
function parseEmbeddingRequest(body: unknown): Parsed {
  if (!isRecord(body)) return { ok: false, error: invalidRequest('We could not parse the JSON body of your request.') };
  const { model, input, dimensions = DEFAULT_DIMENSIONS, encoding_format: encodingFormat = 'float' } = body;
  if (typeof model !== 'string' || model === '') return { ok: false, error: invalidRequest('you must provide a model parameter') };
  if (input === undefined) return { ok: false, error: invalidRequest("'input' is a required property", 'input') };
  const inputs = typeof input === 'string' ? [input] : input;
  if (!Array.isArray(inputs) || inputs.length === 0 || inputs.length > MAX_INPUTS || !inputs.every((text) => typeof text === 'string' && text !== ''))
    return { ok: false, error: invalidInput };
  if (typeof dimensions !== 'number' || !Number.isInteger(dimensions) || dimensions < 1 || dimensions > MAX_DIMENSIONS)
    return { ok: false, error: invalidRequest(`Invalid value for 'dimensions': ${String(dimensions)}.`, 'dimensions') };
  if (encodingFormat !== 'float' && encodingFormat !== 'base64')
    return { ok: false, error: invalidRequest(`Invalid value for 'encoding_format': ${String(encodingFormat)}.`, 'encoding_format') };
  return { ok: true, model, inputs: inputs as string[], dimensions, encodingFormat };
}

/** POST /v1/embeddings as OpenAI answers it, with the control's latency, errors (Retry-After) and failure after N. */
export function registerEmbeddingRoutes(app: FastifyInstance, state: { openai: { embeddings: EmbeddingState } }): void {
  app.post('/embeddings', async (request, reply) => {
    const parsed = parseEmbeddingRequest(request.body);
    if (!parsed.ok) return reply.code(400).send(parsed.error);
    // Read per request: a control reset replaces the state.
    const embeddings = state.openai.embeddings;
    const { behaviour } = embeddings;
    const record = {
      model: parsed.model,
      inputs: parsed.inputs.length,
      characters: parsed.inputs.reduce((sum, text) => sum + text.length, 0),
      dimensions: parsed.dimensions,
      encodingFormat: parsed.encodingFormat,
      outcome: 'answered' as 'answered' | 'error',
      receivedAt: preciseNow(),
    };
    recordEmbedding(embeddings, record);
    if (behaviour.delayMs > 0) await sleep(behaviour.delayMs);
    const failing = behaviour.failAfter === null ? behaviour.error !== null : embeddings.answered >= behaviour.failAfter;
    if (failing) {
      record.outcome = 'error';
      const error = behaviour.error ?? { status: 500, body: simulatedError(500), retryAfterSeconds: null };
      if (error.retryAfterSeconds !== null) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.status).send(error.body);
    }
    embeddings.answered += 1;
    const tokens = parsed.inputs.reduce((sum, text) => sum + tokenize(text).length, 0);
    return {
      object: 'list',
      data: parsed.inputs.map((text, index) => {
        const vector = embed(text, parsed.dimensions);
        return { object: 'embedding', index, embedding: parsed.encodingFormat === 'base64' ? base64Of(vector) : Array.from(vector) };
      }),
      model: parsed.model,
      usage: { prompt_tokens: tokens, total_tokens: tokens },
    };
  });
}
