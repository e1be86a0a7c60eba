import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { notifyAnswers, providerPriority, type ProviderName } from '../paymentGateway.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as the provider sent it: WeChat Pay signs these bytes. */
    rawPayBody?: string;
  }
}

/**
 * The providers' payment notifies: `GET|POST /pay/notify/{wechat|mpay|hupi|epay}`. The answer is what the
 * provider expects (`success`, or 204 for WeChat Pay) only once the payment is recorded; a forged, mismatched
 * or unknown notify changes nothing and is refused, so a real one keeps being retried. Every notify is logged
 * (payment_notifies, the back office's notify log); the log's background writes finish before the app closes.
 */
const payNotify: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (request, body, done) => {
    request.rawPayBody = body as string;
    done(null, body);
  });

  const handle = async (request: FastifyRequest<{ Params: { provider: string } }>, reply: FastifyReply) => {
    const provider = request.params.provider as ProviderName;
    if (!providerPriority.includes(provider)) return reply.code(404).type('text/plain').send('fail');
    const rawBody = request.rawPayBody ?? '';
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    const isJson = String(request.headers['content-type'] ?? '').includes('json');
    // PHP-style merge, as the gateways expect: query parameters, then form fields.
    const params = { ...Object.fromEntries(new URLSearchParams(query)), ...(isJson ? {} : Object.fromEntries(new URLSearchParams(rawBody))) };
    const recorded = await app.orders.handleNotify(provider, { params, headers: request.headers, rawBody }, request.ip);
    const answer = notifyAnswers[provider][recorded ? 'ok' : 'refused'];
    return reply
      .code(answer.status)
      .type(answer.contentType)
      .send(answer.body || undefined);
  };
  app.addHook('onClose', () => app.orders.notifyLogWritten());

  const notifyLimit = { rateLimit: { max: 3000, timeWindow: '1 minute' } };
  app.get<{ Params: { provider: string } }>('/pay/notify/:provider', { config: notifyLimit, schema: { hide: true } }, handle);
  app.post<{ Params: { provider: string } }>('/pay/notify/:provider', { config: notifyLimit, schema: { hide: true } }, handle);
};
export default payNotify;
