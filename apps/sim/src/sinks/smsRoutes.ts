import type { FastifyInstance } from 'fastify';
import type { SimState } from '../simState.js';

const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

interface SmsBody {
  phone: string;
  code?: string;
  templateCode?: string;
  params?: Record<string, string>;
}

const smsBodySchema = {
  type: 'object',
  required: ['phone'],
  additionalProperties: false,
  properties: {
    phone: { type: 'string' },
    code: { type: 'string' },
    templateCode: { type: 'string' },
    params: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

export function registerSmsRoutes(app: FastifyInstance, state: SimState): void {
  app.post<{ Body: SmsBody }>('/sms/send', { schema: { body: smsBodySchema } }, async (request, reply) => {
    const { phone, code, templateCode, params } = request.body;
    if (!MAINLAND_MOBILE.test(phone)) {
      return reply.code(400).send({ ok: false, error: 'invalid_phone', message: `not an 11-digit mainland mobile number: ${phone}` });
    }
    const sinks = state.sinks;
    const id = `sms-${sinks.nextId++}`;
    sinks.sms.push({
      id,
      phone,
      code: code ?? null,
      templateCode: templateCode ?? null,
      params: params ?? {},
      signName: null,
      sentAt: new Date().toISOString(),
    });
    return { ok: true, id };
  });

  app.get<{ Querystring: { phone?: string } }>('/sms/messages', async (request) => {
    const { phone } = request.query;
    return { messages: state.sinks.sms.filter((message) => phone === undefined || message.phone === phone) };
  });

  app.delete('/sms/messages', async () => {
    state.sinks.sms = [];
    return { ok: true };
  });
}
