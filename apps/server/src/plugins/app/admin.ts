import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AdminSessions } from '../../domain/admin/adminSessions.js';
import { type AuditEntry, recordAudit } from '../../domain/admin/audit.js';
import { bodyDigest, ConfirmGrants } from '../../domain/admin/confirmGrants.js';
import { OperatorTotp } from '../../domain/admin/operatorTotp.js';
import type { Database } from '../../db/client.js';
import { failure } from '../../http/envelope.js';
import { languageOf } from '../../http/validationMessage.js';
import { type AuthenticatedScope, type AuthenticatedTypeBox, loginRequired } from './auth.js';

declare module 'fastify' {
  interface FastifyInstance {
    adminSessions: AdminSessions;
    confirmGrants: ConfirmGrants;
    operatorTotp: OperatorTotp;
    /**
     * Appends an audit row for this request (its address and id; the confirmed reason unless the entry gives one); pass
     * the change's transaction.
     */
    audit: (request: FastifyRequest, entry: Omit<AuditEntry, 'address' | 'requestId'>, db?: Database) => Promise<void>;
  }
  interface FastifyContextConfig {
    /**
     * A dangerous back-office action (secrets, payment settings, grants, bans, roles, exports, deletions…): the request
     * must carry the grant `POST /api/admin/auth/confirm` gave for exactly it (`X-Admin-Grant`), else 403 需要二次确认.
     */
    confirm?: boolean;
  }
  interface FastifyRequest {
    /** The reason the operator gave when confirming this request (a `confirm` route's), else ''. */
    adminReason: string;
  }
}

/** The back office's API: every route under it is guarded here, whichever module declares it. */
const adminPrefix = '/api/admin';
/** The one route under it a visitor may call. */
const openRoutes = new Set([`${adminPrefix}/auth/login`]);

const adminMessages = {
  operatorsOnly: { zh: '仅管理员可用', en: 'Operators only' },
  sessionIdle: { zh: '登录已超时，请重新登录', en: 'Your session timed out. Please sign in again.' },
  confirmationRequired: { zh: '需要二次确认', en: 'This action needs confirming' },
};

/**
 * Guards /api/admin (SPEC §6's back office): every route registered under it, by any module, gets a check before its
 * body is even validated — 401 without a valid back-office session (an admin token, `POST /api/admin/auth/login`,
 * current, not idle for 30 minutes), 403 仅管理员可用 for a user's token or for a user no longer an operator (the
 * role is read per request from the user's row, so a demotion takes effect at the next call). Refusals to signed-in
 * users are audited. A route whose config says `confirm` also needs the grant of a two-step confirmation, else
 * 403 需要二次确认 (audited). Routes declare themselves through `adminScope` to see `request.user` as non-null.
 */
export default fp(
  async function admin(app: FastifyInstance) {
    const sessions = new AdminSessions(app.ephemeral, () => app.clock.now().getTime());
    const grants = new ConfirmGrants(app.ephemeral);
    app.decorate('adminSessions', sessions);
    app.decorate('confirmGrants', grants);
    app.decorate('operatorTotp', new OperatorTotp(app.ephemeral, app.clock));
    app.decorateRequest('adminReason', '');
    app.decorate('audit', (request: FastifyRequest, entry: Omit<AuditEntry, 'address' | 'requestId'>, db: Database = app.database.db) =>
      recordAudit(db, { reason: request.adminReason, ...entry, address: request.ip, requestId: String(request.id) }),
    );

    const refuse = (request: FastifyRequest, reply: FastifyReply, code: 401 | 403, message: { zh: string; en: string }) =>
      reply.code(code).send(failure(code, message[languageOf(request.headers['accept-language'])]));

    const guard: preValidationAsyncHookHandler = async (request, reply) => {
      const claims = await app.tokenClaimsOf(request);
      const user = claims ? await app.userRows.get(claims.userId, app.clock.now()) : undefined;
      if (!claims || !user || user.tokenVersion !== claims.version) return refuse(request, reply, 401, loginRequired);
      if (!claims.admin || user.role !== 'admin') {
        await app.audit(request, { operatorId: user.id, action: 'auth.forbidden', target: `${request.method} ${request.routeOptions.url}` });
        return refuse(request, reply, 403, adminMessages.operatorsOnly);
      }
      if (!(await sessions.touch(claims.admin.session))) return refuse(request, reply, 401, adminMessages.sessionIdle);
      request.user = { id: user.id, username: user.username, role: user.role };
      if (request.routeOptions.config.confirm) {
        const grant = request.headers['x-admin-grant'];
        const reason =
          typeof grant === 'string'
            ? await grants.redeem(grant, { operatorId: user.id, method: request.method, path: request.url, digest: bodyDigest(request.body) })
            : null;
        if (reason === null) {
          await app.audit(request, { operatorId: user.id, action: 'auth.unconfirmed', target: `${request.method} ${request.url}` });
          return refuse(request, reply, 403, adminMessages.confirmationRequired);
        }
        request.adminReason = reason;
      }
    };

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(`${adminPrefix}/`) || openRoutes.has(route.url)) return;
      const existing = route.preValidation ?? [];
      route.preValidation = [guard, ...(Array.isArray(existing) ? existing : [existing])];
    });
  },
  { name: 'admin', dependencies: ['auth', 'user-rows', 'ephemeral', 'clock', 'database'] },
);

/** Declares back-office routes (their paths under /admin): handlers see `request.user`, the operator, as non-null. */
export function adminScope(routes: (scope: AuthenticatedScope) => Promise<void> | void): FastifyPluginAsync {
  return async (scope) => {
    await routes(scope.withTypeProvider<AuthenticatedTypeBox>());
  };
}
