import type { FastifyInstance } from 'fastify';
import type { SimState } from '../simState.js';
import { pushScanEvent, verifyServerUrl } from '../wechatMp/notifyClient.js';
import { DEFAULT_OPENID, defaultOAuthUser, isExpired, type NotifyDelivery, type OAuthUser, type WechatMpConfig } from '../wechatMp/wechatMpState.js';
import { oauthUserSchema, scanSchema, verifySchema, wechatMpPatchSchema } from './controlSchemas.js';

interface ScanBody {
  notifyUrl: string;
  ticket?: string;
  scene?: string;
  openid?: string;
  event?: 'subscribe' | 'SCAN';
  badSignature?: boolean;
}

async function tryDeliver<T extends NotifyDelivery>(deliveries: NotifyDelivery[], send: () => Promise<T>) {
  try {
    const delivery = await send();
    deliveries.push(delivery);
    return { ok: true as const, delivery };
  } catch (error) {
    return { ok: false as const, failure: { error: 'notify_failed', message: error instanceof Error ? error.message : String(error) } };
  }
}

export function registerWechatMpControl(app: FastifyInstance, state: SimState): void {
  app.post<{ Body: Partial<WechatMpConfig> }>('/wechat-mp', { schema: { body: wechatMpPatchSchema } }, async (request) => {
    state.wechatMp.config = { ...state.wechatMp.config, ...request.body };
    return { config: state.wechatMp.config };
  });

  // A user scans the QR code of `ticket` (or the newest one for `scene`): WeChat pushes the event to our server.
  app.post<{ Body: ScanBody }>('/wechat-mp/scan', { schema: { body: scanSchema } }, async (request, reply) => {
    const { notifyUrl, scene, openid = DEFAULT_OPENID, event = 'subscribe', badSignature = false } = request.body;
    const mp = state.wechatMp;
    const ticket = request.body.ticket !== undefined ? mp.tickets.get(request.body.ticket) : [...mp.tickets.values()].findLast((t) => t.scene === scene);
    if (!ticket) return reply.code(404).send({ error: 'unknown_ticket', message: 'no QR code was created for this ticket or scene' });
    if (isExpired(ticket)) return reply.code(410).send({ error: 'ticket_expired', message: 'the QR code has expired' });
    const result = await tryDeliver(mp.deliveries, () => pushScanEvent(mp.config, { notifyUrl, ticket, openid, event, badSignature }));
    return result.ok ? result.delivery : reply.code(502).send(result.failure);
  });

  app.post<{ Body: { notifyUrl: string; badSignature?: boolean } }>('/wechat-mp/verify', { schema: { body: verifySchema } }, async (request, reply) => {
    const { notifyUrl, badSignature = false } = request.body;
    const mp = state.wechatMp;
    const result = await tryDeliver(mp.deliveries, () => verifyServerUrl(mp.config, notifyUrl, badSignature));
    if (!result.ok) return reply.code(502).send(result.failure);
    return { ...result.delivery, echoed: result.delivery.response === result.delivery.echostr };
  });

  // Who is in the WeChat browser from now on: the next OAuth codes belong to this user (fields left out get defaults).
  app.post<{ Body: Partial<OAuthUser> & { openid: string } }>('/wechat-mp/oauth-user', { schema: { body: oauthUserSchema } }, async (request) => {
    state.wechatMp.oauthUser = { ...defaultOAuthUser(request.body.openid), ...request.body };
    return { oauthUser: state.wechatMp.oauthUser };
  });
}
