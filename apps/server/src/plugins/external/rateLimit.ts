import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../../http/envelope.js';
import { languageOf } from '../../http/validationMessage.js';

/**
 * Limits apply per route (`config: { rateLimit: { max, timeWindow } }`): writes, login, SMS and payment creation get
 * them; cached public reads stay at full speed. RATE_LIMIT_ALLOWLIST addresses (load tests, trusted callers) are exempt.
 */
export default fp(
  async function rateLimits(app: FastifyInstance) {
    await app.register(rateLimit, {
      global: false,
      max: app.env.RATE_LIMIT_PER_MINUTE,
      timeWindow: '1 minute',
      allowList: app.env.RATE_LIMIT_ALLOWLIST.split(',')
        .map((address) => address.trim())
        .filter(Boolean),
      errorResponseBuilder: (request, context) =>
        Object.assign(
          failure(429, languageOf(request.headers['accept-language']) === 'zh' ? '请求过于频繁，请稍后再试' : 'Too many requests, please slow down'),
          {
            statusCode: context.statusCode,
          },
        ),
    });
  },
  { name: 'rate-limit', dependencies: ['env'] },
);
