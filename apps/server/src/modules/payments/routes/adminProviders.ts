import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { type TSchema, Type } from 'typebox';
import { schema } from '../../../db/index.js';
import { DomainError } from '../../../domain/errors.js';
import { Int4 } from '../../../http/bounds.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { siteBase } from '../../../http/siteBase.js';
import { adminScope } from '../../../plugins/app/admin.js';
import { orderTarget } from '../adminOrderQueries.js';
import { testOrderMessages } from '../messages.js';
import { NotifyRow, Outcome, Provider } from './notifyRowSchema.js';
import { listNotifies, verifiedNotifyArrived } from '../notifyLog.js';
import { providerPriority } from '../paymentGateway.js';
import { activeGateway, gatewayFor } from '../paymentSettings.js';
import { providerSettings } from '../providerKeys.js';

const Nullable = <T extends TSchema>(item: T) => Type.Union([item, Type.Null()]);
const OrderNumber = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', description: 'The order number (LX…)' });

const ProviderInfo = Type.Object({
  provider: Provider,
  enabled: Type.Boolean({ description: 'The switch (site key switchKey, 1 on)' }),
  switchKey: Type.String(),
  complete: Type.Boolean({ description: 'Every required setting is set: the provider can take orders' }),
  active: Type.Boolean({ description: 'The provider new orders go to now (the first enabled and complete one by priority)' }),
  missing: Type.Array(Type.String(), { description: 'Required settings not set' }),
  settings: Type.Array(
    Type.Object({
      key: Type.String(),
      required: Type.Boolean(),
      secret: Type.Boolean({ description: 'Written through POST /api/admin/config/secrets (confirmed), never shown' }),
      set: Type.Boolean(),
      value: Type.Optional(Type.Unknown({ description: 'Site keys only' })),
    }),
  ),
  notifyUrl: Type.String({ description: "The address to give the provider: from siteUrl, else this request's own address" }),
});

const TestStart = Type.Object({
  orderId: Type.String(),
  url_qrcode: Type.Optional(Type.String({ description: 'The text to draw as a QR code' })),
  redirectUrl: Type.Optional(Type.String({ description: "The provider's cashier page to open" })),
});

const statusNames = ['pending', 'paid', 'expired'] as const;

/**
 * The back office's payment providers: each one's switch, settings (secrets as set or not) and notify URL; 测试下单
 * (a 1-fen order for the operator that grants nothing when paid) and its status; the notify log.
 */
const adminProviders: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;
  const context = { config: app.configStore, env: app.env, clock: app.clock, log: app.log };

  await app.register(
    adminScope(async (operator) => {
      operator.get(
        '/admin/payments/providers',
        {
          schema: {
            tags: ['admin'],
            summary: 'Every payment provider: switch, settings and their completeness, notify URL',
            description:
              'Settings are written through POST /api/admin/config/secrets (secret keys, confirmed) and /config/site (site keys, the switch among them).',
            response: {
              200: Envelope(
                Type.Object({
                  siteUrlSet: Type.Boolean({ description: 'Without siteUrl the notify URLs come from the address this page was asked at' }),
                  providers: Type.Array(ProviderInfo),
                }),
              ),
              ...errorReplies(401, 403),
            },
          },
        },
        async (request) => {
          const siteUrl = String(app.configStore.get<unknown>('siteUrl', '') ?? '').trim();
          const base = siteBase(request, siteUrl);
          const active = activeGateway(context)?.name ?? null;
          const providers = providerPriority.map((provider) => {
            const { switchKey, enabled, settings, missing } = providerSettings(provider, app.configStore);
            return {
              provider,
              enabled,
              switchKey,
              complete: missing.length === 0 && gatewayFor(provider, context) !== null,
              active: active === provider,
              missing,
              settings,
              notifyUrl: `${base}/api/pay/notify/${provider}`,
            };
          });
          return ok({ siteUrlSet: siteUrl !== '', providers });
        },
      );

      operator.get(
        '/admin/payments/notifies',
        {
          schema: {
            tags: ['admin'],
            summary: 'The notify log: every provider notify received, newest first, paged by the last id',
            querystring: Type.Object({
              orderId: Type.Optional(OrderNumber),
              provider: Type.Optional(Provider),
              outcome: Type.Optional(Outcome),
              before: Type.Optional(Int4({ minimum: 1, description: 'The last id of the previous page' })),
              size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
            }),
            response: {
              200: Envelope(Type.Object({ rows: Type.Array(NotifyRow), nextBefore: Nullable(Type.Integer({ description: 'before= for the next page' })) })),
              ...errorReplies(401, 403),
            },
          },
        },
        async (request) => {
          const { size = 50, ...filters } = request.query;
          return ok(await listNotifies(db, filters, size));
        },
      );

      operator.post(
        '/admin/payments/:provider/test-order',
        {
          config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
          schema: {
            tags: ['admin'],
            summary: '测试下单: a 1-fen order for the operator at this provider (on or off, once complete) that grants nothing when paid',
            params: Type.Object({ provider: Provider }),
            response: { 200: Envelope(TestStart), ...errorReplies(401, 403, 429, 502) },
          },
        },
        async (request) => {
          const { provider } = request.params;
          const base = siteBase(request, app.configStore.get<string>('siteUrl', ''));
          const created = await app.orders.createTest(
            provider,
            {
              userId: request.user.id,
              clientIp: request.ip,
              notifyUrl: (name) => `${base}/api/pay/notify/${name}`,
              returnUrl: `${base}/admin/payments`,
            },
            (tx, orderId) =>
              app.audit(
                request,
                { operatorId: request.user.id, action: 'payments.testOrder', target: orderTarget(orderId), after: { provider, amountFen: 1 } },
                tx,
              ),
          );
          return ok({
            orderId: created.orderId,
            ...(created.url_qrcode ? { url_qrcode: created.url_qrcode } : {}),
            ...(created.redirectUrl ? { redirectUrl: created.redirectUrl } : {}),
          });
        },
      );

      operator.get(
        '/admin/payments/test-orders/:id',
        {
          // Polled every second for up to 300 s.
          config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
          schema: {
            tags: ['admin'],
            summary: 'A test order’s status (a pending one is checked with its provider, as a buyer’s polling is) and whether its verified notify arrived',
            params: Type.Object({ id: OrderNumber }),
            response: {
              200: Envelope(
                Type.Object({
                  orderId: Type.String(),
                  provider: Provider,
                  status: Type.Union([Type.Literal('pending'), Type.Literal('paid'), Type.Literal('expired')]),
                  notified: Type.Boolean({ description: 'A verified notify reached us: paid but not notified means the notify URL does not reach this site' }),
                  paidAt: Nullable(Type.String({ format: 'date-time' })),
                }),
              ),
              ...errorReplies(401, 403, 404, 429),
            },
          },
        },
        async (request) => {
          const where = and(eq(schema.orders.orderId, request.params.id), eq(schema.orders.isTest, true));
          const [order] = await db.select().from(schema.orders).where(where);
          if (!order) throw new DomainError(testOrderMessages.unknownTestOrder, 404);
          const status = await app.orders.status(order.userId, order.orderId);
          const [current] = await db.select({ paidAt: schema.orders.paidAt }).from(schema.orders).where(where);
          return ok({
            orderId: order.orderId,
            provider: order.provider,
            status: statusNames[status],
            notified: await verifiedNotifyArrived(db, order.id),
            paidAt: current?.paidAt?.toISOString() ?? null,
          });
        },
      );
    }),
  );
};
export default adminProviders;
