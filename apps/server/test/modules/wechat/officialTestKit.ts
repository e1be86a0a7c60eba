import { randomBytes } from 'node:crypto';
import { buildSim } from '@lingxi/sim';
import type { InjectOptions } from 'fastify';
import { schema } from '../../../src/db/index.js';
import { notifySignature } from '../../../src/modules/wechat/notifySignature.js';
import { createTestApp, ManualClock } from '../../../src/testing/testApp.js';

export interface SimDelivery {
  method: string;
  url: string;
  body: string | null;
  status: number;
  response: string;
}

interface SimWechatState {
  config: { appId: string; appSecret: string; token: string; originalId: string };
  accessTokens: { accessToken: string; expiresAt: number }[];
  tickets: { ticket: string; scene: string; actionName: string; url: string; expiresAt: number | null }[];
  deliveries: SimDelivery[];
}

/**
 * The server and apps/sim (WeChat) both listening on 127.0.0.1, for the /official/* suites: the sim
 * pushes signed events to the server's real notify URL as WeChat would. The server runs on a clock
 * the tests move by hand (scene lifetimes); it starts at the real time, like the sim's.
 */
export async function startOfficialHarness() {
  const sim = await buildSim();
  const simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
  const clock = new ManualClock(new Date());
  const app = await createTestApp({ env: { WECHAT_API_BASE: simUrl, WECHAT_MP_BASE: simUrl, WECHAT_OPEN_BASE: simUrl }, clock });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const notifyUrl = `${appUrl}/api/official/notify`;
  let clientIp = 1;

  const simState = async () => (await sim.inject({ method: 'GET', url: '/__control/state' })).json().wechatMp as SimWechatState;
  const simControl = async (url: string, payload: object) => sim.inject({ method: 'POST', url: `/__control${url}`, payload });

  const harness = {
    app,
    sim,
    simUrl,
    appUrl,
    notifyUrl,
    clock,
    simState,
    simControl,

    /** Fresh sim state, no short-lived server state, the sim's credentials configured, a new client address. */
    async reset({ configure = true }: { configure?: boolean } = {}) {
      await sim.inject({ method: 'POST', url: '/__control/reset' });
      await app.database.db.delete(schema.ephemeralEntries);
      const { config } = await simState();
      for (const [key, value] of Object.entries({
        wechatOfficialAppId: config.appId,
        wechatOfficialAppSecret: config.appSecret,
        wechatOfficialToken: config.token,
      })) {
        await app.configStore.set(key, configure ? value : '', false);
      }
      for (const key of ['officialScanLoginText', 'officialSubscribeText', 'officialBindAccountText']) await app.configStore.set(key, '', false);
      clientIp += 1;
    },

    /** A call from this test's client address (the rate limits count per address). */
    call(
      method: 'GET' | 'POST',
      url: string,
      { payload, query, token, ip, language }: { payload?: object; query?: Record<string, string>; token?: string; ip?: string; language?: string } = {},
    ) {
      const options: InjectOptions = {
        method,
        url: `/api${url}`,
        remoteAddress: ip ?? `10.0.${Math.floor(clientIp / 250)}.${clientIp % 250}`,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(language ? { 'accept-language': language } : {}) },
      };
      if (payload) options.payload = payload;
      if (query) options.query = query;
      return app.inject(options);
    },

    /** A user of this test (optionally already bound to a WeChat openid) and a session token. */
    async createUser(wechatOpenId?: string) {
      const [user] = await app.database.db
        .insert(schema.users)
        .values({ username: `wx${randomBytes(5).toString('hex')}1`, wechatOpenId: wechatOpenId ?? null })
        .returning();
      if (!user) throw new Error('no user');
      return { user, token: await app.tokens.sign({ userId: user.id, version: user.tokenVersion }) };
    },

    /** A WeChat user scans the QR code of a scene: the sim pushes the signed event to our notify URL. */
    async scan(
      scene: string,
      { openid, event = 'SCAN', badSignature = false }: { openid?: string; event?: 'SCAN' | 'subscribe'; badSignature?: boolean } = {},
    ) {
      const reply = await simControl('/wechat-mp/scan', { notifyUrl, scene, event, badSignature, ...(openid ? { openid } : {}) });
      if (reply.statusCode !== 200) throw new Error(`sim scan failed: ${reply.statusCode} ${reply.body}`);
      return reply.json() as SimDelivery;
    },

    /** POSTs an event of our own making, signed with the sim's token as WeChat would sign it. */
    async pushSigned(xml: string, { timestamp = '1700000000', nonce = '4242' }: { timestamp?: string; nonce?: string } = {}) {
      const { config } = await simState();
      const query = new URLSearchParams({ signature: notifySignature(config.token, timestamp, nonce), timestamp, nonce, openid: 'x' });
      return fetch(`${notifyUrl}?${query}`, { method: 'POST', body: xml, headers: { 'content-type': 'text/xml' } });
    },

    async close() {
      await app.close();
      await sim.close();
    },
  };
  return harness;
}

export type OfficialHarness = Awaited<ReturnType<typeof startOfficialHarness>>;

/** The event body WeChat pushes when `openid` scans (SCAN) or follows through (subscribe) a scene QR. */
export function eventXml({ openid, createTime, event, eventKey }: { openid: string; createTime: number; event: string; eventKey: string }) {
  return (
    `<xml><ToUserName><![CDATA[gh_0123456789ab]]></ToUserName><FromUserName><![CDATA[${openid}]]></FromUserName>` +
    `<CreateTime>${createTime}</CreateTime><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[${event}]]></Event>` +
    `<EventKey><![CDATA[${eventKey}]]></EventKey><Ticket><![CDATA[gQx]]></Ticket></xml>`
  );
}
