import { randomInt } from 'node:crypto';
import { and, asc, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { schema } from '../../db/index.js';
import { DomainError } from '../../domain/errors.js';
import type { Clock } from '../../domain/clock.js';
import { grantPackage } from '../economy/index.js';
import { paymentMessages, testOrderMessages } from './messages.js';
import { claimedOrderNo, type NotifyLogEntry, notifyPayload, writeNotify } from './notifyLog.js';
import {
  type GatewayPayment,
  type IncomingNotify,
  type NotifyVerdict,
  type PaymentGateway,
  type PaymentStart,
  type PayType,
  type ProviderName,
  rejected,
  type VerifiedNotify,
} from './paymentGateway.js';

/** SPEC §9: an order can be paid for 300 s; after that it expires. */
const PAYMENT_WINDOW_MS = 300_000;
/** The client polls every second; the provider itself is asked about one order at most this often. */
const PROVIDER_QUERY_INTERVAL_MS = 3_000;
/** How many orders one reconcile pass looks at. */
const RECONCILE_BATCH = 200;
/** How long after expiry the reconcile job still looks for a late payment. */
const LATE_PAYMENT_WINDOW_MS = 30 * 60_000;

export type OrderStatus = 0 | 1 | 2;
export type SettleOutcome = 'credited' | 'alreadyPaid' | 'unknownOrder' | 'amountMismatch';

export interface OrderServiceDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The provider new orders go to, by priority; null when none is enabled. */
  activeGateway: () => PaymentGateway | null;
  /** A provider's gateway whether or not it still takes new orders (its orders are still settled). */
  gatewayFor: (name: ProviderName) => PaymentGateway | null;
}

export interface NewOrder {
  userId: number;
  goodsId: number;
  payType: PayType;
  clientIp: string;
  /** Where the provider posts its notify (`…/api/pay/notify/<provider>`) and the buyer returns to. */
  notifyUrl: (provider: ProviderName) => string;
  returnUrl: string;
}

type OrderRow = typeof schema.orders.$inferSelect;

/** What an order grants once paid (snapshotted from its package). */
type Grant = Parameters<typeof grantPackage>[2];

/** A test order pays by QR where the provider can: WeChat first, Alipay where only that channel is open. */
const testPayTypes: PayType[] = ['native', 'alipay'];

/** `LX` + Shanghai time to the second + 10 random digits: 26 characters every provider accepts. */
function newOrderId(now: Date): string {
  const stamp = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace(/\D/g, '');
  return `LX${stamp}${randomInt(1_000_000_000, 10_000_000_000)}`;
}

/**
 * Orders and their payment (SPEC §7 "Orders and packages", PROTOCOLS §6/§8.5, §8.12): the price is the
 * package's, never the client's; an order is paid by one conditional update (pending or expired → paid)
 * and only the transaction whose update changed the row credits the package, in that same transaction —
 * so duplicate or concurrent notifies, polling and the reconcile job together credit an order once.
 */
export class OrderService {
  private readonly lastAsked = new Map<string, number>();

  constructor(private readonly deps: OrderServiceDeps) {}

  async create(request: NewOrder): Promise<PaymentStart & { orderId: string }> {
    const gateway = this.deps.activeGateway();
    if (!gateway) throw new DomainError(paymentMessages.noProvider);
    if (!gateway.accepts(request.payType)) throw new DomainError(paymentMessages.payTypeUnavailable);
    const [goods] = await this.deps.db
      .select()
      .from(schema.goods)
      .where(and(eq(schema.goods.id, request.goodsId), eq(schema.goods.isEnabled, true)));
    if (!goods || goods.priceFen <= 0) throw new DomainError(paymentMessages.unknownPackage);
    return this.place(gateway, request, {
      goodsId: goods.id,
      title: goods.name,
      amountFen: goods.priceFen,
      grant: { score: goods.score, days: goods.days, vipLevelId: goods.vipLevelId },
    });
  }

  /**
   * A back-office test order: 1 fen at the named provider (switched on or not, once its settings are complete), for the
   * operator, granting nothing when paid. It names no package (so none is needed, and none is kept from deletion);
   * `onCreated` runs in the transaction that inserts it (the audit row).
   */
  async createTest(
    provider: ProviderName,
    request: Omit<NewOrder, 'goodsId' | 'payType'>,
    onCreated: (tx: Database, orderId: string) => Promise<void>,
  ): Promise<PaymentStart & { orderId: string }> {
    const gateway = this.deps.gatewayFor(provider);
    if (!gateway) throw new DomainError(testOrderMessages.incomplete(provider));
    const payType = testPayTypes.find((candidate) => gateway.accepts(candidate));
    if (!payType) throw new DomainError(testOrderMessages.noChannel);
    return this.place(
      gateway,
      { ...request, payType },
      { goodsId: null, title: testOrderMessages.title, amountFen: 1, grant: { score: 0, days: 0, vipLevelId: null }, isTest: true },
      onCreated,
    );
  }

  /** Inserts the order, then has its provider take it; an order the provider refused is expired at once. */
  private async place(
    gateway: PaymentGateway,
    request: Omit<NewOrder, 'goodsId'>,
    order: { goodsId: number | null; title: string; amountFen: number; grant: Grant; isTest?: boolean },
    onCreated?: (tx: Database, orderId: string) => Promise<void>,
  ): Promise<PaymentStart & { orderId: string }> {
    const { db, clock } = this.deps;
    const [user] = await db.select({ openId: schema.users.wechatOpenId }).from(schema.users).where(eq(schema.users.id, request.userId));
    const now = clock.now();
    const orderId = newOrderId(now);
    const expiresAt = new Date(now.getTime() + PAYMENT_WINDOW_MS);
    await db.transaction(async (tx) => {
      await tx.insert(schema.orders).values({
        orderId,
        userId: request.userId,
        goodsId: order.goodsId,
        amountFen: order.amountFen,
        grantScore: order.grant.score,
        grantDays: order.grant.days,
        grantVipLevelId: order.grant.vipLevelId,
        provider: gateway.name,
        payType: request.payType,
        expiresAt,
        isTest: order.isTest ?? false,
      });
      await onCreated?.(tx, orderId);
    });
    try {
      const start = await gateway.start({
        orderId,
        amountFen: order.amountFen,
        title: order.title,
        payType: request.payType,
        notifyUrl: request.notifyUrl(gateway.name),
        returnUrl: request.returnUrl,
        clientIp: request.clientIp,
        expiresAt,
        openId: user?.openId ?? null,
      });
      return { orderId, ...start };
    } catch (error) {
      // The provider never took it: the order cannot be paid, so it leaves the pending set at once.
      await db
        .update(schema.orders)
        .set({ status: 2 })
        .where(and(eq(schema.orders.orderId, orderId), eq(schema.orders.status, 0)));
      throw error;
    }
  }

  /**
   * Marks the order paid and credits it, once; everything else changes nothing. `onCredited` runs in the crediting
   * transaction (the back office's audit row of a payment it marked).
   */
  async settle(provider: ProviderName, payment: VerifiedNotify, onCredited?: (tx: Database) => Promise<void>): Promise<SettleOutcome> {
    return (await this.settleOrder(provider, payment, onCredited)).outcome;
  }

  /** settle, and the order it found. A test order is paid by the same conditional update and grants nothing. */
  private async settleOrder(
    provider: ProviderName,
    payment: VerifiedNotify,
    onCredited?: (tx: Database, orderRowId: number) => Promise<void>,
  ): Promise<{ outcome: SettleOutcome; order: { id: number; amountFen: number; provider: ProviderName } | null }> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const [order] = await tx.select().from(schema.orders).where(eq(schema.orders.orderId, payment.orderId));
      if (!order) return { outcome: 'unknownOrder', order: null };
      if (order.provider !== provider) return { outcome: 'unknownOrder', order };
      if (payment.amountFen !== order.amountFen) return { outcome: 'amountMismatch', order };
      // An expired order the buyer paid late still gets what was paid for.
      const [paid] = await tx
        .update(schema.orders)
        .set({ status: 1, paidAt: now, providerTradeNo: payment.tradeNo || null })
        .where(and(eq(schema.orders.orderId, order.orderId), ne(schema.orders.status, 1)))
        .returning({ id: schema.orders.id, isTest: schema.orders.isTest });
      if (!paid) return { outcome: 'alreadyPaid', order };
      if (!paid.isTest)
        await grantPackage(tx, order.userId, { score: order.grantScore, days: order.grantDays, vipLevelId: order.grantVipLevelId }, now, {
          reason: 'order',
          reference: order.orderId,
        });
      await onCredited?.(tx, order.id);
      return { outcome: 'credited', order };
    });
  }

  /**
   * A provider's notify: verified by its gateway, then settled; true when the provider may stop sending it. Every
   * notify is logged (payment_notifies): a payment credited now in the crediting transaction, any other outcome after
   * the answer is decided, in the background, so the log never delays or changes what the provider is told.
   */
  async handleNotify(provider: ProviderName, notify: IncomingNotify, address: string): Promise<boolean> {
    const receivedAt = this.deps.clock.now();
    const gateway = this.deps.gatewayFor(provider);
    const verdict: NotifyVerdict = gateway ? gateway.verifyNotify(notify, receivedAt) : rejected('渠道未配置完整', claimedOrderNo(provider, notify));
    const transaction = verdict.kind === 'rejected' ? undefined : verdict.transaction;
    const entry = { provider, address, receivedAt, payload: notifyPayload(provider, notify, transaction) };
    if (verdict.kind !== 'payment') {
      this.deps.log.warn(
        { provider, orderNo: verdict.orderNo, detail: verdict.detail },
        'payment notify refused: not configured, bad signature or not a payment',
      );
      const tradeNo = verdict.kind === 'unpaid' ? verdict.tradeNo : null;
      this.logLater({ ...entry, outcome: verdict.kind, orderNo: verdict.orderNo, providerTradeNo: tradeNo, detail: verdict.detail });
      return false;
    }
    const logged = { ...entry, orderNo: verdict.orderId, providerTradeNo: verdict.tradeNo || null };
    const { outcome, order } = await this.settleOrder(provider, verdict, (tx, orderId) => writeNotify(tx, { ...logged, outcome: 'paid', orderId, detail: '' }));
    if (outcome === 'credited') return true;
    if (outcome === 'alreadyPaid') {
      this.logLater({ ...logged, outcome: 'duplicate', orderId: order?.id ?? null, detail: '订单已支付，未重复发放' });
      return true;
    }
    this.deps.log.error({ provider, orderId: verdict.orderId, paidFen: verdict.amountFen, outcome }, 'payment notify refused');
    if (outcome === 'amountMismatch')
      this.logLater({ ...logged, outcome: 'mismatch', orderId: order?.id ?? null, detail: `支付 ${verdict.amountFen} 分，订单 ${order?.amountFen} 分` });
    else this.logLater({ ...logged, outcome: 'unknown', orderId: order?.id ?? null, detail: order ? `订单属于渠道 ${order.provider}` : '没有这个订单' });
    return false;
  }

  private readonly pendingLogs = new Set<Promise<void>>();

  private logLater(entry: NotifyLogEntry) {
    const write: Promise<void> = writeNotify(this.deps.db, entry)
      .catch((error: unknown) => this.deps.log.error({ err: error, provider: entry.provider }, 'payment notify log write failed'))
      .finally(() => this.pendingLogs.delete(write));
    this.pendingLogs.add(write);
  }

  /** Waits for the notify log's background writes (before closing the database; tests). */
  async notifyLogWritten(): Promise<void> {
    await Promise.all([...this.pendingLogs]);
  }

  /** SPEC §7 queryByOrderId: the owner's order status; a pending one is checked with its provider (throttled). */
  async status(userId: number, orderId: string): Promise<OrderStatus> {
    const [order] = await this.deps.db
      .select()
      .from(schema.orders)
      .where(and(eq(schema.orders.orderId, orderId), eq(schema.orders.userId, userId)));
    if (!order) throw new DomainError(paymentMessages.unknownOrder, 404);
    if (order.status !== 0) return order.status as OrderStatus;
    return this.checkPending(order);
  }

  /** Asks the provider about a pending order: paid → settled; past its window and unpaid → expired. */
  private async checkPending(order: OrderRow, { throttle = true } = {}): Promise<OrderStatus> {
    const now = this.deps.clock.now().getTime();
    const expired = now >= order.expiresAt.getTime();
    const asked = this.lastAsked.get(order.orderId);
    if (throttle && !expired && asked !== undefined && now - asked < PROVIDER_QUERY_INTERVAL_MS) return 0;
    this.rememberAsked(order.orderId, now);
    const gateway = this.deps.gatewayFor(order.provider);
    let payment: GatewayPayment = { paid: false };
    try {
      if (gateway) payment = await gateway.query(order.orderId);
    } catch (error) {
      this.deps.log.warn({ err: error, orderId: order.orderId }, 'payment query failed');
      // Unknown is not unpaid: an order is only expired on the provider's word.
      return 0;
    }
    if (payment.paid) {
      const outcome = await this.settle(order.provider, { orderId: order.orderId, amountFen: payment.amountFen, tradeNo: payment.tradeNo });
      if (outcome === 'credited' || outcome === 'alreadyPaid') return 1;
      this.deps.log.error({ orderId: order.orderId, paidFen: payment.amountFen, outcome }, 'provider reports a payment that does not match the order');
      return 0;
    }
    if (!expired) return 0;
    const [closed] = await this.deps.db
      .update(schema.orders)
      .set({ status: 2 })
      .where(and(eq(schema.orders.orderId, order.orderId), eq(schema.orders.status, 0)))
      .returning({ id: schema.orders.id });
    if (closed)
      await gateway
        ?.close?.(order.orderId)
        .catch((error: unknown) => this.deps.log.warn({ err: error, orderId: order.orderId }, 'closing the order at the provider failed'));
    this.lastAsked.delete(order.orderId);
    const [current] = await this.deps.db.select({ status: schema.orders.status }).from(schema.orders).where(eq(schema.orders.orderId, order.orderId));
    return (current?.status ?? 2) as OrderStatus;
  }

  private rememberAsked(orderId: string, now: number) {
    if (this.lastAsked.size > 10_000) {
      for (const [id, at] of this.lastAsked) if (now - at >= PROVIDER_QUERY_INTERVAL_MS) this.lastAsked.delete(id);
    }
    this.lastAsked.set(orderId, now);
  }

  /**
   * The reconcile job (PROTOCOLS §6): pending orders, and orders that expired in the last half hour (a buyer
   * may pay a provider with no expiry of its own late), are checked with their provider, the least recently
   * checked first — so orders a provider keeps failing on cannot starve the rest. A payment whose notify
   * never arrived is credited; a pending order past its window is expired.
   */
  async reconcile(): Promise<{ checked: number; paid: number; expired: number }> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const lateSince = new Date(now.getTime() - LATE_PAYMENT_WINDOW_MS);
    const candidates = await db
      .select()
      .from(schema.orders)
      .where(or(eq(schema.orders.status, 0), and(eq(schema.orders.status, 2), gt(schema.orders.expiresAt, lateSince))))
      .orderBy(sql`${schema.orders.checkedAt} asc nulls first`, asc(schema.orders.expiresAt))
      .limit(RECONCILE_BATCH);
    const result = { checked: candidates.length, paid: 0, expired: 0 };
    for (const order of candidates) {
      await db.update(schema.orders).set({ checkedAt: now }).where(eq(schema.orders.id, order.id));
      const status = order.status === 0 ? await this.checkPending(order, { throttle: false }) : await this.checkExpired(order);
      if (status === 1) result.paid += 1;
      if (status === 2 && order.status === 0) result.expired += 1;
    }
    return result;
  }

  /** An expired order paid late: credited on the provider's word, like a late notify. */
  private async checkExpired(order: OrderRow): Promise<OrderStatus> {
    try {
      const payment = (await this.deps.gatewayFor(order.provider)?.query(order.orderId)) ?? { paid: false };
      if (!payment.paid) return 2;
      const outcome = await this.settle(order.provider, { orderId: order.orderId, amountFen: payment.amountFen, tradeNo: payment.tradeNo });
      return outcome === 'credited' || outcome === 'alreadyPaid' ? 1 : 2;
    } catch (error) {
      this.deps.log.warn({ err: error, orderId: order.orderId }, 'payment query failed');
      return 2;
    }
  }
}
