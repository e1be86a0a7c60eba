import type { FastifyError, FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { OpenAiState } from './openaiState.js';
import { registerChatRoutes } from './chatRoutes.js';
import { registerEmbeddingRoutes } from './embeddingRoutes.js';
import { registerImageFileRoute, registerImageGenerationRoute } from './imageRoutes.js';
import { incorrectApiKey, invalidRequest, missingApiKey, openAiError, unparsableJson } from './openaiErrors.js';

const MODELS = ['gpt-4o-mini', 'gpt-4o', 'gpt-3.5-turbo', 'deepseek-chat', 'deepseek-reasoner', 'dall-e-3', 'text-embedding-3-small'];
const MODELS_CREATED = 1_700_000_000;

function registerV1(v1: FastifyInstance, state: { openai: OpenAiState }): void {
  v1.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization;
    const key = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (!key) return reply.code(401).send(missingApiKey);
    if (key !== state.openai.behaviour.apiKey) return reply.code(401).send(incorrectApiKey(key));
  });
  v1.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return reply.code(400).send(unparsableJson);
    return reply.code(status).send(openAiError(error.message, status < 500 ? 'invalid_request_error' : 'server_error'));
  });
  v1.setNotFoundHandler((request, reply) => reply.code(404).send(invalidRequest(`Invalid URL (${request.method} ${request.url})`)));
  v1.get('/models', async () => ({
    object: 'list',
    data: MODELS.map((id) => ({ id, object: 'model', created: MODELS_CREATED, owned_by: 'system' })),
  }));
  registerChatRoutes(v1, state);
  registerEmbeddingRoutes(v1, state);
  registerImageGenerationRoute(v1, state);
}

/** OpenAI-compatible upstream: /v1 (Bearer key) and the generated image files. */
export const openaiPlugin: FastifyPluginAsync<{ state: { openai: OpenAiState } }> = async (app, { state }) => {
  await app.register(async (v1) => registerV1(v1, state), { prefix: '/v1' });
  registerImageFileRoute(app);
};
