import type { FastifyInstance } from 'fastify';
import type { SimState } from '../simState.js';

const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface MailBody {
  to: string;
  from?: string;
  subject: string;
  text?: string;
  html?: string;
}

const mailBodySchema = {
  type: 'object',
  required: ['to', 'subject'],
  additionalProperties: false,
  properties: {
    to: { type: 'string' },
    from: { type: 'string' },
    subject: { type: 'string' },
    text: { type: 'string' },
    html: { type: 'string' },
  },
} as const;

export function registerMailRoutes(app: FastifyInstance, state: SimState): void {
  app.post<{ Body: MailBody }>('/mail/send', { schema: { body: mailBodySchema } }, async (request, reply) => {
    const { to, from, subject, text, html } = request.body;
    if (!ADDRESS.test(to)) return reply.code(400).send({ ok: false, error: 'invalid_address', message: `not an e-mail address: ${to}` });
    const sinks = state.sinks;
    const id = `mail-${sinks.nextId++}`;
    sinks.mail.push({ id, to, from: from ?? null, subject, text: text ?? null, html: html ?? null, sentAt: new Date().toISOString() });
    return { ok: true, id };
  });

  app.get<{ Querystring: { to?: string } }>('/mail/messages', async (request) => {
    const { to } = request.query;
    return { messages: state.sinks.mail.filter((message) => to === undefined || message.to === to) };
  });

  app.delete('/mail/messages', async () => {
    state.sinks.mail = [];
    return { ok: true };
  });
}
