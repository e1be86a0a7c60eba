import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TokenService } from '../auth/tokens.js';
import { schema } from '../db/index.js';
import { failure } from '../http/envelope.js';
import { languageOf } from '../http/validationMessage.js';

export interface AuthUser {
  id: number;
  username: string;
  role: 'user' | 'admin';
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** The user of a valid, current token, or null (for calls visitors may make too). */
    identify: (request: FastifyRequest) => Promise<AuthUser | null>;
    /** preHandler: 401 in the envelope unless the request carries a valid, current token. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const loginRequired = { zh: '请先登录后再进行使用！', en: 'Please log in first' };
const secretKey = 'jwtSecret';

/**
 * Bearer-token sessions. The signing secret lives in the (non-public) site config, created on
 * first use, so every instance behind a load balancer shares it; a token is valid only while its
 * version equals the user's current token version.
 */
export default fp(async function auth(app: FastifyInstance) {
  let secret = app.configStore.get<string>(secretKey, '');
  if (!secret) {
    secret = randomBytes(48).toString('base64url');
    await app.configStore.set(secretKey, secret, false);
  }
  app.decorate('tokens', new TokenService(secret));
  app.decorateRequest('user', null);

  app.decorate('identify', async (request: FastifyRequest): Promise<AuthUser | null> => {
    const header = request.headers.authorization ?? '';
    const claims = header.startsWith('Bearer ') ? await app.tokens.verify(header.slice(7).trim()) : null;
    const [user] = claims
      ? await app.database.db
          .select({ id: schema.users.id, username: schema.users.username, role: schema.users.role, tokenVersion: schema.users.tokenVersion })
          .from(schema.users)
          .where(eq(schema.users.id, claims.userId))
      : [];
    return claims && user && user.tokenVersion === claims.version ? { id: user.id, username: user.username, role: user.role } : null;
  });

  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await app.identify(request);
    if (!user) return reply.code(401).send(failure(401, loginRequired[languageOf(request.headers['accept-language'])]));
    request.user = user;
  });
});
