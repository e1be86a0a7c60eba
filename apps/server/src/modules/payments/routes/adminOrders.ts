import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type TSchema, Type } from 'typebox';
import { DomainError } from '../../../domain/errors.js';
import { shanghaiDate } from '../../../domain/shanghaiDate.js';
import { Int4 } from '../../../http/bounds.js';
import { CappedPage, Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { say } from '../../../http/validationMessage.js';
import { adminScope } from '../../../plugins/app/admin.js';
import { findOrder, listOrders, notifiesOf, orderActions, orderTarget } from '../adminOrderQueries.js';
import { NotifyRow } from './notifyRowSchema.js';
import { providerPriority } from '../paymentGateway.js';
import { ordersCsv } from '../ordersCsv.js';
import { gatewayFor } from '../paymentSettings.js';

const adminOrderMessages = {
  unknownOrder: { zh: '订单不存在', en: 'No such order' },
  alreadyPaid: { zh: '订单已支付，未重复发放', en: 'The order is paid already; nothing was credited again' },
  markedPaid: { zh: '订单已标记为已支付，套餐已发放', en: 'The order is marked paid and its package granted' },
  providerNotConfigured: (provider: string) => ({
    zh: `支付渠道 ${provider} 未配置完整，无法查询`,
    en: `The ${provider} provider is not fully configured and cannot be asked`,
  }),
};

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Time = Type.String({ format: 'date-time' });
const Status = Type.Integer({ minimum: 0, maximum: 2, description: '0 pending, 1 paid, 2 expired' });
const Provider = Type.Union(providerPriority.map((name) => Type.Literal(name)));
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10, description: 'YYYY-MM-DD, an Asia/Shanghai day (included)' });
const OrderNumber = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', description: 'The order number (LX…)' });

const orderFields = {
  orderId: Type.String(),
  user: Type.Object({ id: Type.Integer(), username: Type.String() }),
  goodsId: Nullable(Type.Integer({ description: 'None for a back-office test order' })),
  goodsName: Type.String({ description: "The package's name; a test order's title (支付测试) for a test order" }),
  amountFen: Type.Integer(),
  status: Status,
  provider: Type.String(),
  payType: Type.String(),
  providerTradeNo: Nullable(Type.String()),
  createdAt: Time,
  paidAt: Nullable(Time),
};
const OrderRow = Type.Object(orderFields);
const OrderDetail = Type.Object({
  ...orderFields,
  grantScore: Type.Integer(),
  grantDays: Type.Integer({ description: '-1 lifetime membership' }),
  isTest: Type.Boolean({ description: 'A back-office test order (1 fen, grants nothing, never revenue)' }),
  expiresAt: Time,
  checkedAt: Nullable(Time),
  actions: Type.Array(
    Type.Object({ action: Type.String(), operatorId: Nullable(Type.Integer()), reason: Type.String(), after: Type.Unknown(), createdAt: Time }),
    { description: 'What operators did to the order (orders.markPaid, orders.queryProvider), oldest first' },
  ),
  notifies: Type.Array(NotifyRow, { description: 'The provider notifies naming the order (the notify log), newest first, at most 50' }),
});
const Params = Type.Object({ id: OrderNumber });
const filterFields = {
  status: Type.Optional(Status),
  provider: Type.Optional(Provider),
  userId: Type.Optional(Int4({ minimum: 1 })),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  q: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'An order number or a provider trade number, exactly' })),
};

/**
 * The back office's orders: the list and its CSV export (filters, newest first), one order, marking it paid
 * (confirmed; credited through the notify's own path, so at most once) and asking its provider.
 */
const adminOrders: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;
  const orderOf = async (orderId: string) => {
    const order = await findOrder(db, orderId);
    if (!order) throw new DomainError(adminOrderMessages.unknownOrder, 404);
    return order;
  };

  await app.register(
    adminScope(async (operator) => {
      operator.get(
        '/admin/orders',
        {
          schema: {
            tags: ['admin'],
            summary: 'Orders, newest first, with how many match (counted up to 10,000)',
            querystring: Type.Object({
              ...filterFields,
              page: Type.Optional(Int4({ minimum: 1 })),
              size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
            }),
            response: { 200: Envelope(CappedPage(OrderRow)), ...errorReplies(401, 403) },
          },
        },
        async (request) => {
          const { page = 1, size = 20, ...filters } = request.query;
          return ok(await listOrders(db, filters, page, size));
        },
      );

      operator.get(
        '/admin/orders/export',
        {
          config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
          schema: {
            tags: ['admin'],
            summary: 'Downloads the orders matching the filters as CSV, newest first',
            querystring: Type.Object(filterFields),
            response: {
              200: {
                description:
                  'UTF-8 CSV with a BOM: orderId, userId, username, package, amountYuan, status (pending, paid, expired), provider, payType, providerTradeNo, createdAt, paidAt; streamed',
                content: { 'text/csv': { schema: Type.Unsafe<Readable>({ type: 'string' }) } },
              },
              ...errorReplies(401, 403, 429),
            },
          },
        },
        async (request, reply) => {
          const csv = ordersCsv(db, request.query);
          await app.audit(request, { operatorId: request.user.id, action: 'orders.export', after: request.query });
          return reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="orders-${shanghaiDate(app.clock.now())}.csv"`)
            .header('cache-control', 'no-store')
            .send(csv);
        },
      );

      operator.get(
        '/admin/orders/:id',
        {
          schema: {
            tags: ['admin'],
            summary: 'One order',
            description:
              'providerTradeNo and paidAt are what the notify or query that settled the order reported; notifies are every provider notify naming the order, whatever came of it; checkedAt is when the reconcile job last asked the provider.',
            params: Params,
            response: { 200: Envelope(OrderDetail), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const order = await orderOf(request.params.id);
          return ok({ ...order, actions: await orderActions(db, order.orderId), notifies: await notifiesOf(db, order.orderId) });
        },
      );

      operator.post(
        '/admin/orders/:id/mark-paid',
        {
          config: { confirm: true },
          schema: {
            tags: ['admin'],
            summary: 'Marks an unpaid or expired order paid and grants its package (two-step confirmation)',
            description: 'Settled exactly as a verified notify is: only the call that changes the order credits it. A paid order answers 409 订单已支付.',
            params: Params,
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403, 404, 409) },
          },
        },
        async (request) => {
          const order = await orderOf(request.params.id);
          const outcome = await app.orders.settle(order.provider, { orderId: order.orderId, amountFen: order.amountFen, tradeNo: '' }, (tx) =>
            app.audit(
              request,
              {
                operatorId: request.user.id,
                action: 'orders.markPaid',
                target: orderTarget(order.orderId),
                before: { status: order.status },
                after: { status: 1, userId: order.user.id, grantScore: order.grantScore, grantDays: order.grantDays },
              },
              tx,
            ),
          );
          if (outcome !== 'credited') throw new DomainError(adminOrderMessages.alreadyPaid, 409);
          return ok(null, say(request, adminOrderMessages.markedPaid));
        },
      );

      operator.post(
        '/admin/orders/:id/query-provider',
        {
          config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
          schema: {
            tags: ['admin'],
            summary: "Asks the order's provider whether it was paid; a payment the provider reports is settled as the buyer's polling would",
            params: Params,
            response: {
              200: Envelope(
                Type.Object({
                  paid: Type.Boolean({ description: "The provider's word" }),
                  amountFen: Nullable(Type.Integer()),
                  providerTradeNo: Nullable(Type.String()),
                  outcome: Nullable(
                    Type.Union([Type.Literal('credited'), Type.Literal('alreadyPaid'), Type.Literal('amountMismatch'), Type.Literal('unknownOrder')], {
                      description: 'What settling the reported payment did; null when the provider reports none',
                    }),
                  ),
                  status: Status,
                }),
              ),
              ...errorReplies(401, 403, 404, 429, 502),
            },
          },
        },
        async (request) => {
          const order = await orderOf(request.params.id);
          const gateway = gatewayFor(order.provider, { config: app.configStore, env: app.env, clock: app.clock, log: app.log });
          if (!gateway) throw new DomainError(adminOrderMessages.providerNotConfigured(order.provider));
          const payment = await gateway.query(order.orderId);
          const outcome = payment.paid
            ? await app.orders.settle(order.provider, { orderId: order.orderId, amountFen: payment.amountFen, tradeNo: payment.tradeNo })
            : null;
          const answer = {
            paid: payment.paid,
            amountFen: payment.paid ? payment.amountFen : null,
            providerTradeNo: payment.paid ? payment.tradeNo : null,
            outcome,
          };
          await app.audit(request, { operatorId: request.user.id, action: 'orders.queryProvider', target: orderTarget(order.orderId), after: answer });
          const { status } = await orderOf(order.orderId);
          return ok({ ...answer, status });
        },
      );
    }),
  );
};
export default adminOrders;
