import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../http/envelope.js';
import { languageOf } from '../http/validationMessage.js';

export interface SecurityOptions {
  corsOrigins: string[];
  rateLimitPerMinute: number;
  /** sha256 sources of the web shell's inline scripts (the pre-paint theme script). */
  inlineScriptHashes: string[];
}

/** Security headers with a strict CSP, CORS for listed origins only, and a global rate limit. */
export default fp<SecurityOptions>(async function security(app: FastifyInstance, { corsOrigins, rateLimitPerMinute, inlineScriptHashes }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        scriptSrc: ["'self'", ...inlineScriptHashes],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, { origin: corsOrigins.length ? corsOrigins : false, credentials: false });
  await app.register(rateLimit, {
    max: rateLimitPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: (request, context) =>
      Object.assign(failure(429, languageOf(request.headers['accept-language']) === 'zh' ? '请求过于频繁，请稍后再试' : 'Too many requests, please slow down'), {
        statusCode: context.statusCode,
      }),
  });
});
