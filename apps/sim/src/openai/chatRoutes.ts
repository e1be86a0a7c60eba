import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { dropConnection } from '../shared/dropConnection.js';
import { pause } from '../shared/pause.js';
import type { OpenAiState } from './openaiState.js';
import { completionBody, type CompletionMeta } from './completionBodies.js';
import { preciseNow, recordCompletion } from './openaiState.js';
import { planAnswer } from './planAnswer.js';
import { streamCompletion } from './streamCompletion.js';
import { validateChatRequest } from './validateChatRequest.js';

export function registerChatRoutes(app: FastifyInstance, state: { openai: OpenAiState }): void {
  app.post('/chat/completions', async (request, reply) => {
    const validation = validateChatRequest(request.body);
    if (!validation.ok) return reply.code(400).send(validation.error);
    const chat = validation.value;
    // A control call during this request affects only later requests.
    const behaviour = state.openai.behaviour;
    const record = recordCompletion(state.openai, {
      id: `chatcmpl-${randomBytes(12).toString('hex')}`,
      body: request.body,
      outcome: 'pending',
      tokensSent: 0,
      receivedAt: preciseNow(),
      firstTokenAt: null,
    });
    if (behaviour.error) {
      record.outcome = 'error';
      return reply.code(behaviour.error.status).send(behaviour.error.body);
    }
    const meta: CompletionMeta = { id: record.id, created: Math.floor(Date.now() / 1000), model: chat.model, includeUsage: chat.includeUsage };
    const plan = planAnswer(chat, behaviour);
    const res = reply.hijack().raw;
    const abort = new AbortController();
    res.on('close', () => abort.abort());
    try {
      if (chat.stream) return await streamCompletion(res, meta, plan, behaviour, record, abort.signal);
      await pause(behaviour.firstTokenDelayMs + behaviour.tokenDelayMs * Math.max(0, plan.deltas.length - 1), abort.signal);
      if (behaviour.disconnectAfterTokens !== null) {
        record.outcome = 'disconnected';
        dropConnection(res);
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(completionBody(meta, plan)));
      record.tokensSent = plan.deltas.length;
      record.outcome = 'completed';
    } catch (error) {
      if (!abort.signal.aborted) throw error;
      record.outcome = 'aborted';
    }
  });
}
