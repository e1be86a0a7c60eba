import { randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifyTypeProvider,
  FastifyTypeProviderDefault,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerBase,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { FastifyRequestType, ResolveFastifyRequestType } from 'fastify/types/type-provider.js';
import fp from 'fastify-plugin';
import { TokenService, type TokenClaims } from '../../auth/tokens.js';
import { failure } from '../../http/envelope.js';
import { languageOf } from '../../http/validationMessage.js';

interface AuthUser {
  id: number;
  username: string;
  role: 'user' | 'admin';
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** The claims of the request's bearer token when its signature and expiry are valid (its version not checked). */
    tokenClaimsOf: (request: FastifyRequest) => Promise<TokenClaims | null>;
    /** The user of a valid, current user token, or null (for calls visitors may make too). */
    identify: (request: FastifyRequest) => Promise<AuthUser | null>;
    /** preHandler: 401 in the envelope unless the request carries a valid, current token. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler for a route that reads the user's row anyway (the chat stream, getInfo): 401 unless the token's signature
     * and expiry are valid; sets `request.tokenClaims` without a query. The route MUST then refuse (401) when
     * `tokenClaims.version` is not the user's current token version, in that query — that is what ends a session
     * on password change or logout.
     */
    authenticateToken: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  // Every declaration of FastifyRequest must repeat its type parameters (unused here); `user` depends on the type provider.
  /* eslint-disable @typescript-eslint/no-unused-vars */
  interface FastifyRequest<
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    RawServer extends RawServerBase = RawServerDefault,
    RawRequest extends RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
    SchemaCompiler extends FastifySchema = FastifySchema,
    TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
    ContextConfig = ContextConfigDefault,
    Logger extends FastifyBaseLogger = FastifyBaseLogger,
    RequestType extends FastifyRequestType = ResolveFastifyRequestType<TypeProvider, SchemaCompiler, RouteGeneric>,
  > {
    /* eslint-enable @typescript-eslint/no-unused-vars */
    /** The caller: never null in an `authenticated` scope (its routes are typed by AuthenticatedTypeBox); elsewhere null. */
    user: TypeProvider extends AuthenticatedTypeBox ? AuthUser : AuthUser | null;
    /** Set by authenticateToken: a validly signed, unexpired token's claims, its version not yet checked. */
    tokenClaims: TokenClaims | null;
  }
}

export const loginRequired = { zh: '请先登录后再进行使用！', en: 'Please log in first' };
const secretKey = 'jwtSecret';

/**
 * Bearer-token sessions. The signing secret lives in the (non-public) site config, created on
 * first use, so every instance behind a load balancer shares it; a token is valid only while its
 * version equals the user's current token version.
 */
export default fp(
  async function auth(app: FastifyInstance) {
    let secret = app.configStore.get<string>(secretKey, '');
    if (!secret) {
      secret = randomBytes(48).toString('base64url');
      await app.configStore.set(secretKey, secret, false);
    }
    const tokens = new TokenService(secret);
    app.decorate('tokens', tokens);
    app.decorateRequest('user', null);
    app.decorateRequest('tokenClaims', null);

    // A token's signature and expiry do not change, so a verified token is remembered until it expires (the HMAC
    // check is ~80 µs of this process per request). Only that is remembered: whether its version is still the
    // user's is read from the user's row on every request (app.userRows: dropped as soon as the row changes), so
    // revocation takes effect at once.
    const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
    const VERIFIED_MAX = 10_000;
    const claimsOf = async (request: FastifyRequest): Promise<TokenClaims | null> => {
      const header = request.headers.authorization ?? '';
      if (!header.startsWith('Bearer ')) return null;
      const token = header.slice(7).trim();
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) return known.claims;
        verified.delete(token);
      }
      const claims = await tokens.verify(token);
      if (!claims) return null;
      const exp = decodeJwt(token).exp;
      if (typeof exp === 'number') {
        if (verified.size >= VERIFIED_MAX) verified.clear();
        verified.set(token, { claims, expiresAt: exp * 1000 });
      }
      return claims;
    };

    app.decorate('tokenClaimsOf', claimsOf);

    app.decorate('identify', async (request: FastifyRequest): Promise<AuthUser | null> => {
      const claims = await claimsOf(request);
      if (claims?.admin) return null; // a back-office session is no user session
      const user = claims ? await app.userRows.get(claims.userId, app.clock.now()) : undefined;
      return claims && user && user.tokenVersion === claims.version ? { id: user.id, username: user.username, role: user.role } : null;
    });

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const user = await app.identify(request);
      if (!user) return reply.code(401).send(failure(401, loginRequired[languageOf(request.headers['accept-language'])]));
      request.user = user;
    });

    app.decorate('authenticateToken', async (request: FastifyRequest, reply: FastifyReply) => {
      const claims = await claimsOf(request);
      if (!claims || claims.admin) return reply.code(401).send(failure(401, loginRequired[languageOf(request.headers['accept-language'])]));
      request.tokenClaims = claims;
    });
  },
  { name: 'auth', dependencies: ['database', 'clock', 'site-config', 'user-rows'] },
);

/** The TypeBox type provider of routes in an `authenticated` scope: their handlers see `request.user` as non-null. */
export interface AuthenticatedTypeBox extends TypeBoxTypeProvider {
  authenticated: true;
}

/** A scope whose every route requires a user. */
export type AuthenticatedScope = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  AuthenticatedTypeBox
>;

/**
 * Routes for logged-in users only: the scope's hook answers 401 in the envelope unless the request carries a valid,
 * current token, and sets `request.user`, which the handlers see as non-null. The hook runs where `preHandler:
 * app.authenticate` ran before (after rate limits and validation), so the order of 429, 400 and 401 is unchanged.
 */
export function authenticated(routes: (scope: AuthenticatedScope) => Promise<void> | void): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('preHandler', scope.authenticate);
    await routes(scope.withTypeProvider<AuthenticatedTypeBox>());
  };
}
