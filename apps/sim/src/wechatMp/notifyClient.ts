import { randomInt } from 'node:crypto';
import { scanEventXml } from './eventXml.js';
import { wechatSignature } from './signature.js';
import type { NotifyDelivery, QrTicket, WechatMpConfig } from './wechatMpState.js';

/** WeChat gives the server 5 s to answer. */
const NOTIFY_TIMEOUT_MS = 5000;

export interface ScanPush {
  notifyUrl: string;
  ticket: QrTicket;
  openid: string;
  event: 'subscribe' | 'SCAN';
  /** Sign with a wrong token, as a forger would. */
  badSignature: boolean;
}

function signedUrl(notifyUrl: string, config: WechatMpConfig, badSignature: boolean, extra: Record<string, string>): URL {
  const url = new URL(notifyUrl);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = String(randomInt(100_000_000, 10_000_000_000));
  const token = badSignature ? `${config.token}-forged` : config.token;
  url.searchParams.set('signature', wechatSignature(token, timestamp, nonce));
  url.searchParams.set('timestamp', timestamp);
  url.searchParams.set('nonce', nonce);
  for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
  return url;
}

async function deliver(method: 'GET' | 'POST', url: URL, body: string | null): Promise<NotifyDelivery> {
  const response = await fetch(url, {
    method,
    ...(body === null ? {} : { body, headers: { 'content-type': 'text/xml' } }),
    signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
  });
  return { method, url: url.toString(), body, status: response.status, response: await response.text() };
}

/** POSTs the subscribe/SCAN event a user's scan of `ticket` produces. */
export async function pushScanEvent(config: WechatMpConfig, push: ScanPush): Promise<NotifyDelivery> {
  const url = signedUrl(push.notifyUrl, config, push.badSignature, { openid: push.openid });
  const xml = scanEventXml({
    toUserName: config.originalId,
    fromUserName: push.openid,
    createTime: Number(url.searchParams.get('timestamp')),
    event: push.event,
    // A new follower's key carries the qrscene_ prefix; an existing follower's does not.
    eventKey: push.event === 'subscribe' ? `qrscene_${push.ticket.scene}` : push.ticket.scene,
    ticket: push.ticket.ticket,
  });
  return deliver('POST', url, xml);
}

/** The server-URL check WeChat runs when the URL is configured: the server must echo `echostr`. */
export async function verifyServerUrl(config: WechatMpConfig, notifyUrl: string, badSignature: boolean): Promise<NotifyDelivery & { echostr: string }> {
  const echostr = String(randomInt(1_000_000_000_000, 10_000_000_000_000));
  return { ...(await deliver('GET', signedUrl(notifyUrl, config, badSignature, { echostr }), null)), echostr };
}
