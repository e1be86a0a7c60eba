import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../src/testing/testApp';

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
  'a'.repeat(70_000),
  '\u0000',
  '\ud800',
  '\udfff\ud800',
  '\u202e反转',
  '\u200b',
  '😀'.repeat(500),
  '灵犀',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../etc/passwd',
  '%00',
  '\\',
  '{"$ne":null}',
  'NaN',
  '1e309',
];
const scalars: unknown[] = [null, true, false, 0, -1, 1.5, 2 ** 53, -(2 ** 31), Number.MAX_VALUE, ...strings];

function value(next: () => number, depth = 0): unknown {
  const roll = next();
  if (depth > 2 || roll < 0.5) return scalars[Math.floor(next() * scalars.length)];
  if (roll < 0.75) return Array.from({ length: Math.floor(next() * 4) }, () => value(next, depth + 1));
  return Object.fromEntries(
    Array.from({ length: Math.floor(next() * 4) }, () => [
      ['keys', 'url', 'domain', 'dir', '__proto__', 'constructor', 'x'][Math.floor(next() * 7)],
      value(next, depth + 1),
    ]),
  );
}

const endpoints: [InjectOptions['method'], string][] = [
  ['GET', '/api/config/queryFront'],
  ['POST', '/api/config/query'],
  ['POST', '/api/config/chatTail'],
  ['POST', '/api/config/themeGet'],
  ['GET', '/api/config/notice'],
  ['POST', '/api/config/notice'],
  ['GET', '/api/config/check'],
  ['GET', '/api/config/getVipLeavelRel'],
  ['GET', '/api/menu/list'],
  ['POST', '/api/file/upload'],
  ['GET', '/api/file/down'],
  ['POST', '/api/user/inviteLink'],
  ['PUT', '/api/config/query'],
  ['GET', '/api/does/not/exist'],
];

/** Percent-encoding that also produces what encodeURIComponent refuses: invalid UTF-8 and broken escapes. */
function encode(text: string, next: () => number): string {
  if (next() < 0.1) return ['%', '%E0%A4%A', '%ED%A0%80', '%FF%FE', '%%', '%zz'][Math.floor(next() * 6)]!;
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function request(next: () => number): InjectOptions {
  const [method, url] = endpoints[Math.floor(next() * endpoints.length)]!;
  const query = Array.from({ length: Math.floor(next() * 3) }, () => {
    const key = ['domain', 'url', 'menuPlatform', 'x'][Math.floor(next() * 4)]!;
    return `${key}=${encode(String(value(next)), next)}`;
  }).join('&');
  const options: InjectOptions = { method, url: query ? `${url}?${query}` : url, headers: {} };
  if (method !== 'GET') {
    const kind = next();
    if (kind < 0.5) options.payload = JSON.stringify(value(next));
    else if (kind < 0.7) options.payload = JSON.stringify(value(next)).slice(0, -1) || '{';
    else if (kind < 0.8) options.payload = 'x'.repeat(1_100_000);
    else options.payload = Buffer.from(Array.from({ length: 64 }, () => Math.floor(next() * 256)));
    const types = [
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'multipart/form-data; boundary=zzz',
      'application/x-www-form-urlencoded',
      'application/json; charset=latin1',
    ];
    options.headers = { 'content-type': types[Math.floor(next() * types.length)]! };
  }
  if (next() < 0.3) Object.assign(options.headers!, { authorization: `Bearer ${String(value(next)).slice(0, 200)}` });
  if (next() < 0.3) Object.assign(options.headers!, { 'accept-language': next() < 0.5 ? 'en' : '\u0000;;q=x' });
  return options;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => app.close());

describe('fuzzing the API', () => {
  it('answers 1,200 malformed requests without a 5xx, each in the envelope', async () => {
    const next = random(20261121);
    const failures: string[] = [];
    const histogram: Record<number, number> = {};
    for (let i = 0; i < 1200; i += 1) {
      const options = request(next);
      const reply = await app.inject(options);
      histogram[reply.statusCode] = (histogram[reply.statusCode] ?? 0) + 1;
      let body: unknown;
      try {
        body = reply.json();
      } catch {
        body = undefined;
      }
      const envelope = body as { code?: unknown; message?: unknown; success?: unknown } | undefined;
      const isEnvelope =
        typeof envelope?.code === 'number' && typeof envelope.message === 'string' && typeof envelope.success === 'boolean' && 'data' in (envelope as object);
      if (reply.statusCode >= 500 || !isEnvelope)
        failures.push(`#${i} ${options.method} ${String(options.url).slice(0, 80)} → ${reply.statusCode} ${reply.body.slice(0, 120)}`);
    }
    // The inputs reach success, validation, auth, not-found, size and media-type paths alike.
    expect(Object.keys(histogram)).toEqual(expect.arrayContaining(['200', '400', '401', '404', '413', '415']));
    expect(failures).toEqual([]);
  });
});
