import { and, desc, eq, inArray, lt, notInArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { schema } from '../../db/index.js';
import type { IncomingNotify, ProviderName } from './paymentGateway.js';

const { paymentNotifies, orders } = schema;

type NotifyOutcome = (typeof paymentNotifies.outcome.enumValues)[number];

/** One notify as the log keeps it. */
export interface NotifyLogEntry {
  provider: ProviderName;
  outcome: NotifyOutcome;
  orderNo: string | null;
  /** orders.id, when known; else looked up from `orderNo` when written. */
  orderId?: number | null;
  providerTradeNo: string | null;
  detail: string;
  payload: string;
  address: string;
  receivedAt: Date;
}

/** The fields that carry a provider's signature: never kept. */
const signatureFields = ['sign', 'sign_type', 'hash'];
/** A notify body is at most 64 KiB; the log keeps enough to read it, not a flood's worth. */
const MAX_PAYLOAD = 8_000;
const MAX_DETAIL = 500;

/**
 * What the log keeps of a notify: epay's and xunhupay's parameters without their signature; WeChat Pay's event without
 * its ciphertext (the signature is in headers, never kept), with the transaction it decrypted to when it did.
 */
export function notifyPayload(provider: ProviderName, notify: IncomingNotify, transaction?: Record<string, unknown>): string {
  let kept: unknown;
  if (provider === 'wechat') {
    try {
      const event = JSON.parse(notify.rawBody) as Record<string, unknown>;
      const resource = event.resource && typeof event.resource === 'object' ? { ...(event.resource as Record<string, unknown>) } : undefined;
      if (resource) delete resource.ciphertext;
      kept = { ...event, ...(resource ? { resource } : {}), ...(transaction ? { transaction } : {}) };
    } catch {
      kept = { body: notify.rawBody.slice(0, MAX_PAYLOAD) };
    }
  } else {
    kept = Object.fromEntries(Object.entries(notify.params).filter(([name]) => !signatureFields.includes(name)));
  }
  return JSON.stringify(kept).slice(0, MAX_PAYLOAD);
}

/** The order number a notify names, unverified (WeChat Pay's is inside its ciphertext): for the log only. */
export function claimedOrderNo(provider: ProviderName, { params }: IncomingNotify): string | null {
  if (provider === 'wechat') return null;
  return (provider === 'hupi' ? params.trade_order_id : params.out_trade_no) || null;
}

/** Writes one row (in the caller's transaction when given); an entry without an order id gets the one its number names. */
export async function writeNotify(db: Database, entry: NotifyLogEntry): Promise<void> {
  let orderId = entry.orderId ?? null;
  if (orderId === null && entry.orderNo) {
    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderId, entry.orderNo));
    orderId = order?.id ?? null;
  }
  await db.insert(paymentNotifies).values({
    provider: entry.provider,
    outcome: entry.outcome,
    orderNo: entry.orderNo?.slice(0, 64) ?? null,
    orderId,
    providerTradeNo: entry.providerTradeNo?.slice(0, 64) || null,
    detail: entry.detail.slice(0, MAX_DETAIL),
    payload: entry.payload,
    address: entry.address,
    receivedAt: entry.receivedAt,
  });
}

export interface NotifyFilters {
  /** The order number (LX…) the notify named. */
  orderId?: string;
  provider?: ProviderName;
  outcome?: NotifyOutcome;
  /** Rows older than this id (the last one of the previous page). */
  before?: number;
}

const columns = {
  id: paymentNotifies.id,
  provider: paymentNotifies.provider,
  orderNo: paymentNotifies.orderNo,
  providerTradeNo: paymentNotifies.providerTradeNo,
  outcome: paymentNotifies.outcome,
  detail: paymentNotifies.detail,
  payload: paymentNotifies.payload,
  address: paymentNotifies.address,
  receivedAt: paymentNotifies.receivedAt,
};

const shown = <T extends { payload: string; receivedAt: Date }>(row: T) => {
  let payload: unknown = row.payload;
  try {
    payload = JSON.parse(row.payload);
  } catch {
    // A payload cut at the length limit stays text.
  }
  return { ...row, payload, receivedAt: row.receivedAt.toISOString() };
};

/** Newest first, paged by the last id seen; `nextBefore` is null on the last page. */
export async function listNotifies(db: Database, { orderId, provider, outcome, before }: NotifyFilters, size: number) {
  const conditions: (SQL | undefined)[] = [
    orderId === undefined ? undefined : eq(paymentNotifies.orderNo, orderId),
    provider === undefined ? undefined : eq(paymentNotifies.provider, provider),
    outcome === undefined ? undefined : eq(paymentNotifies.outcome, outcome),
    before === undefined ? undefined : lt(paymentNotifies.id, before),
  ];
  const rows = await db
    .select(columns)
    .from(paymentNotifies)
    .where(and(...conditions))
    .orderBy(desc(paymentNotifies.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  return { rows: page.map(shown), nextBefore: rows.length > size ? (page.at(-1)?.id ?? null) : null };
}

/** The notifies an order received, newest first (at most 50). */
export async function orderNotifies(db: Database, orderRowId: number) {
  const rows = await db.select(columns).from(paymentNotifies).where(eq(paymentNotifies.orderId, orderRowId)).orderBy(desc(paymentNotifies.id)).limit(50);
  return rows.map(shown);
}

/** Whether a verified notify (paid now, or a repeat of one) reached the order. */
export async function verifiedNotifyArrived(db: Database, orderRowId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentNotifies.id })
    .from(paymentNotifies)
    .where(and(eq(paymentNotifies.orderId, orderRowId), inArray(paymentNotifies.outcome, ['paid', 'duplicate'])))
    .limit(1);
  return row !== undefined;
}

const DAY_MS = 86_400_000;
/** How long the log keeps a notify: one nobody signed (or that named no order of ours) a month, the rest a year. */
const notifyRetention = { unverifiedDays: 30, days: 365 } as const;
/** Rows one pass deletes at most: a flood's backlog goes over several passes, none holding the table long. */
const PRUNE_BATCH = 5_000;
const unverified: NotifyOutcome[] = ['rejected', 'unknown'];

/**
 * Deletes the notifies past their retention, oldest first, at most PRUNE_BATCH a call (the reconcile job calls it each
 * pass); answers how many went. Orders keep their own state: the log is for reading what a provider sent.
 */
export async function pruneNotifies(db: Database, now: Date): Promise<number> {
  const expired = or(
    and(inArray(paymentNotifies.outcome, unverified), lt(paymentNotifies.receivedAt, new Date(now.getTime() - notifyRetention.unverifiedDays * DAY_MS))),
    and(notInArray(paymentNotifies.outcome, unverified), lt(paymentNotifies.receivedAt, new Date(now.getTime() - notifyRetention.days * DAY_MS))),
  );
  const oldest = db.select({ id: paymentNotifies.id }).from(paymentNotifies).where(expired).orderBy(paymentNotifies.receivedAt).limit(PRUNE_BATCH);
  const deleted = await db.delete(paymentNotifies).where(inArray(paymentNotifies.id, oldest)).returning({ id: paymentNotifies.id });
  return deleted.length;
}
