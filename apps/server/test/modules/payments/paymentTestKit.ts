import { randomBytes } from 'node:crypto';
import { buildSim } from '@lingxi/sim';
import { and, eq, sum } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { schema } from '../../../src/db/index.js';
import { providerPriority, type ProviderName } from '../../../src/modules/payments/paymentGateway.js';
import { createTestApp, ManualClock } from '../../../src/testing/testApp.js';

/** Each provider's control route in apps/sim and how its pay call names the order and the amount paid. */
const simPay: Record<ProviderName, { path: string; order: string; amount: (fen: number) => Record<string, unknown> }> = {
  epay: { path: 'epay', order: 'outTradeNo', amount: (fen) => ({ money: (fen / 100).toFixed(2) }) },
  mpay: { path: 'mpay', order: 'outTradeNo', amount: (fen) => ({ money: (fen / 100).toFixed(2) }) },
  hupi: { path: 'xunhupay', order: 'tradeOrderId', amount: (fen) => ({ totalFee: (fen / 100).toFixed(2) }) },
  wechat: { path: 'wechat-pay', order: 'outTradeNo', amount: (fen) => ({ total: fen }) },
};

export interface PayOptions {
  /** Fen the buyer pays, if not the order's amount. */
  paidFen?: number;
  times?: number;
  concurrent?: boolean;
  badSignature?: boolean;
  notify?: boolean;
}

/**
 * The server and apps/sim's payment providers, both listening on 127.0.0.1: orders go to the sim, whose
 * control API pays them and sends signed notifies to the server's real notify URL. The server's clock is
 * moved by hand (the 300 s window); it starts at the real time, since signatures carry real timestamps.
 */
export async function startPaymentHarness() {
  const sim = await buildSim();
  const simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
  const clock = new ManualClock(new Date());
  const app = await createTestApp({ env: { WECHAT_PAY_API_BASE: simUrl }, clock });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const db = app.database.db;
  let clientIp = 1;
  const control = async (url: string, payload?: object) =>
    sim.inject({ method: payload ? 'POST' : 'GET', url: `/__control${url}`, ...(payload ? { payload } : {}) });

  /** The sim hides merchant secrets from its state: the harness gives each gateway its own. */
  const secrets = { epay: 'HarnessEpayKey', mpay: 'HarnessMpayKey', hupi: 'HarnessXunhupaySecret' };
  const providerSettings = async (): Promise<Record<ProviderName, Record<string, string>>> => {
    await control('/epay', { key: secrets.epay });
    await control('/mpay', { key: secrets.mpay });
    await control('/xunhupay', { appsecret: secrets.hupi });
    const wechat = (await control('/wechat-pay')).json();
    const state = (await control('/state')).json();
    return {
      wechat: {
        payWechatAppId: wechat.config.appId,
        payWechatMchId: wechat.config.mchId,
        payWechatSerialNo: wechat.config.merchantSerialNo,
        payWechatPrivateKey: wechat.config.merchantPrivateKey,
        payWechatApiV3Key: wechat.config.apiV3Key,
        payWechatPublicKeyId: wechat.platform.publicKeyId,
        payWechatPublicKey: wechat.platform.publicKey,
      },
      mpay: {
        payMpayUrl: `${simUrl}/mpay`,
        payMpayPid: state.mpay.config.pid,
        payMpayKey: secrets.mpay,
        payMpayApiPayUrl: `${simUrl}/mpay/mapi.php`,
        payMpayChannel: '["wxpay","alipay"]',
      },
      hupi: { payHupiGatewayUrl: `${simUrl}/xunhupay`, payHupiAppId: state.xunhupay.config.appid, payHupiSecret: secrets.hupi },
      epay: {
        payEpayUrl: `${simUrl}/epay`,
        payEpayPid: state.epay.config.pid,
        payEpaySecret: secrets.epay,
        payEpayApiPayUrl: '',
        payEpayChannel: '["wxpay","alipay"]',
      },
    };
  };
  const statusKey: Record<ProviderName, string> = { wechat: 'payWechatStatus', mpay: 'payMpayStatus', hupi: 'payHupiStatus', epay: 'payEpayStatus' };

  const harness = {
    app,
    sim,
    simUrl,
    appUrl,
    clock,
    control,

    /** Every provider configured with the sim's credentials; only `enabled` take orders. */
    async configure(enabled: ProviderName[], overrides: Record<string, string> = {}) {
      const settings = await providerSettings();
      for (const name of providerPriority) {
        for (const [key, value] of Object.entries(settings[name])) await app.configStore.set(key, overrides[key] ?? value);
        await app.configStore.set(statusKey[name], enabled.includes(name) ? 1 : 0);
      }
      await app.configStore.set('siteUrl', appUrl);
      clientIp += 1;
    },

    /** A new user with `score` points (credited through the ledger) and a session token. */
    async createUser({ score = 0, wechatOpenId = null }: { score?: number; wechatOpenId?: string | null } = {}) {
      const [user] = await db
        .insert(schema.users)
        .values({ username: `pay${randomBytes(5).toString('hex')}1`, wechatOpenId })
        .returning();
      if (score > 0) await db.insert(schema.pointsLedger).values({ userId: user!.id, delta: score, balanceAfter: score, reason: 'admin' });
      if (score > 0) await db.update(schema.users).set({ score }).where(eq(schema.users.id, user!.id));
      return { id: user!.id, token: await app.accounts.issueToken(user!) };
    },

    call(method: 'GET' | 'POST', url: string, { payload, query, token }: { payload?: object; query?: Record<string, string>; token?: string } = {}) {
      const options: InjectOptions = {
        method,
        url: `/api${url}`,
        remoteAddress: `10.9.${Math.floor(clientIp / 250)}.${clientIp % 250}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      };
      if (payload) options.payload = payload;
      if (query) options.query = query;
      return app.inject(options);
    },

    buy(token: string, goodsId: number, payType = 'native') {
      return harness.call('POST', '/order/buy', { token, payload: { goodsId, payType } });
    },

    async status(token: string, orderId: string): Promise<number> {
      return (await harness.call('GET', '/order/queryByOrderId', { token, query: { orderId } })).json().data.status;
    },

    /** The buyer pays at the provider's sim, which notifies the server (unless `notify: false`). */
    async pay(provider: ProviderName, orderId: string, { paidFen, ...delivery }: PayOptions = {}) {
      const { path, order, amount } = simPay[provider];
      const reply = await control(`/${path}/pay`, { [order]: orderId, ...(paidFen === undefined ? {} : amount(paidFen)), ...delivery });
      if (reply.statusCode !== 200) throw new Error(`sim ${path}/pay: ${reply.statusCode} ${reply.body}`);
      return reply.json() as { deliveries: { status: number | null; response: string | null; acknowledged: boolean }[] };
    },

    async user(id: number) {
      const [row] = await db.select().from(schema.users).where(eq(schema.users.id, id));
      return row!;
    },

    async order(orderId: string) {
      const [row] = await db.select().from(schema.orders).where(eq(schema.orders.orderId, orderId));
      return row!;
    },

    /** Ledger rows that credited the order, and the user's ledger total. */
    async ledger(userId: number, orderId: string) {
      const rows = await db
        .select()
        .from(schema.pointsLedger)
        .where(and(eq(schema.pointsLedger.reason, 'order'), eq(schema.pointsLedger.reference, orderId)));
      const [total] = await db
        .select({ total: sum(schema.pointsLedger.delta) })
        .from(schema.pointsLedger)
        .where(eq(schema.pointsLedger.userId, userId));
      return { orderRows: rows.length, total: Number(total?.total ?? 0) };
    },

    async goods(typeId: 1 | 2) {
      const rows = await db.select().from(schema.goods).where(eq(schema.goods.typeId, typeId));
      return rows.sort((a, b) => a.sort - b.sort);
    },

    async close() {
      await app.close();
      await sim.close();
    },
  };
  return harness;
}
