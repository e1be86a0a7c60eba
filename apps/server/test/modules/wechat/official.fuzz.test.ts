import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../src/testing/testApp';

/** Percent-encoding that also yields what encodeURIComponent refuses (lone surrogates) as invalid UTF-8. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** Deterministic pseudo-random numbers (mulberry32), so a failing case can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const strings = [
  '',
  ' ',
  'a'.repeat(3000),
  '\u0000',
  '\ud800',
  '灵犀',
  '<xml><Event>SCAN</Event></xml>',
  "' or 1=1 --",
  'javascript:alert(1)',
  'https://a.example/',
  '0'.repeat(32),
  'f'.repeat(32),
  '%00',
  '{"$ne":null}',
];
const scalars: unknown[] = [null, true, 0, -1, 1.5, ...strings];
const keys = ['sceneStr', 'invitedBy', 'code', 'url', 'signature', 'timestamp', 'nonce', 'echostr', '__proto__', 'x'];

function value(next: () => number, depth = 0): unknown {
  const roll = next();
  if (depth > 2 || roll < 0.5) return scalars[Math.floor(next() * scalars.length)];
  if (roll < 0.7) return Array.from({ length: Math.floor(next() * 3) }, () => value(next, depth + 1));
  return Object.fromEntries(Array.from({ length: Math.floor(next() * 4) }, () => [keys[Math.floor(next() * keys.length)]!, value(next, depth + 1)]));
}

const endpoints: [InjectOptions['method'], string][] = [
  ['POST', '/api/official/getQRSceneStr'],
  ['GET', '/api/official/getQRCode'],
  ['POST', '/api/official/loginBySceneStr'],
  ['POST', '/api/official/getQRSceneStrByBind'],
  ['GET', '/api/official/getQRCodeByBind'],
  ['POST', '/api/official/bindWxBySceneStr'],
  ['POST', '/api/official/loginByCode'],
  ['POST', '/api/official/getRedirectUrl'],
  ['GET', '/api/official/notify'],
  ['POST', '/api/official/notify'],
];

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ env: { WECHAT_API_BASE: 'http://127.0.0.1:9', WECHAT_MP_BASE: 'http://127.0.0.1:9', WECHAT_OPEN_BASE: 'http://127.0.0.1:9' } });
  await app.configStore.set('wechatOfficialToken', 'fuzz-token', false);
});
afterAll(() => app.close());

describe('fuzzing /official/*', () => {
  it('answers 600 malformed requests without a 5xx: the envelope, or an empty 403 from notify', async () => {
    const next = random(20261122);
    const failures: string[] = [];
    for (let i = 0; i < 600; i += 1) {
      const [method, url] = endpoints[Math.floor(next() * endpoints.length)]!;
      const query = Array.from({ length: Math.floor(next() * 3) }, () => `${keys[Math.floor(next() * keys.length)]}=${encode(String(value(next)))}`).join('&');
      const options: InjectOptions = { method, url: query ? `${url}?${query}` : url, headers: {}, remoteAddress: `10.1.${i % 200}.${Math.floor(i / 200)}` };
      if (method === 'POST') {
        const kind = next();
        options.payload =
          kind < 0.6 ? JSON.stringify(value(next)) : kind < 0.8 ? String(value(next)) : Buffer.from(Array.from({ length: 64 }, () => Math.floor(next() * 256)));
        options.headers = {
          'content-type': ['application/json', 'text/xml', 'application/xml', 'text/plain', 'application/x-www-form-urlencoded'][Math.floor(next() * 5)]!,
        };
      }
      if (next() < 0.3) Object.assign(options.headers!, { authorization: `Bearer ${String(value(next)).slice(0, 100)}` });
      const reply = await app.inject(options);
      let body: { code?: unknown; message?: unknown; success?: unknown } | undefined;
      try {
        body = reply.json();
      } catch {
        body = undefined;
      }
      const isEnvelope = typeof body?.code === 'number' && typeof body.message === 'string' && typeof body.success === 'boolean';
      const isRefusedPush = url.endsWith('/notify') && reply.statusCode === 403 && reply.body === '';
      if (reply.statusCode >= 500 || !(isEnvelope || isRefusedPush))
        failures.push(`#${i} ${method} ${String(options.url).slice(0, 80)} → ${reply.statusCode} ${reply.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });
});
