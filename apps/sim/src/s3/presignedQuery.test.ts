import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSim } from '../sim.js';
import { createS3State } from './s3State.js';
import { objectPath, presignUrl, signRequest } from './signRequest.js';

const { accessKeyId, secretAccessKey } = createS3State().config;
const HOST = '127.0.0.1:8090';
const url = objectPath('lingxi', 'images/202611/private.png');
const body = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

let sim: FastifyInstance;
beforeEach(async () => {
  sim = await buildSim();
  const headers = signRequest({ method: 'PUT', url, host: HOST, body, accessKeyId, secretAccessKey, headers: { 'content-type': 'image/png' } });
  expect((await sim.inject({ method: 'PUT', url, headers, payload: body })).statusCode).toBe(200);
});
afterEach(async () => {
  await sim.close();
});

type Presign = Partial<Parameters<typeof presignUrl>[0]>;

const presign = (options: Presign = {}) => presignUrl({ method: 'GET', url, host: HOST, accessKeyId, secretAccessKey, expires: 300, ...options });

/** Sends a path and query as a browser would a presigned URL: no Authorization, only the host. */
function send(path: string, method: InjectOptions['method'] = 'GET', headers: Record<string, string> = {}) {
  return sim.inject({ method, url: path, headers: { host: HOST, ...headers } });
}

async function expectError(reply: Awaited<ReturnType<typeof send>>, status: number, code: string, message?: string) {
  expect(reply.statusCode).toBe(status);
  expect(reply.body).toMatch(new RegExp(`^<\\?xml version="1.0" encoding="UTF-8"\\?><Error><Code>${code}</Code><Message>[^<]+</Message>`));
  if (message) expect(reply.body).toContain(`<Message>${message}</Message>`);
}

describe('presigned URLs (query-string authentication)', () => {
  it('serves GET and HEAD, whatever the region, with other query parameters signed alongside', async () => {
    const get = await send(presign());
    expect(get.statusCode).toBe(200);
    expect(get.rawPayload.equals(body)).toBe(true);
    expect(get.headers['content-type']).toBe('image/png');

    const head = await send(presign({ method: 'HEAD', region: 'auto' }), 'HEAD');
    expect([head.statusCode, head.headers['content-length'], head.body]).toEqual([200, '256', '']);
    expect((await send(presign({ url: `${url}?x-id=GetObject` }))).statusCode).toBe(200);
  });

  it('takes a PUT, whose body is not signed', async () => {
    const other = objectPath('lingxi', 'uploads/a.txt');
    const put = await sim.inject({ method: 'PUT', url: presign({ method: 'PUT', url: other }), headers: { host: HOST }, payload: 'uploaded' });
    expect(put.statusCode).toBe(200);
    expect((await send(presign({ url: other }))).body).toBe('uploaded');
  });

  it('serves a fetch over HTTP, as a browser following the URL', async () => {
    const base = await sim.listen({ port: 0, host: '127.0.0.1' });
    const reply = await fetch(`${base}${presign({ host: new URL(base).host })}`);
    expect(reply.status).toBe(200);
    expect(Buffer.from(await reply.arrayBuffer()).equals(body)).toBe(true);
  });

  it('refuses a signature that does not cover the request sent', async () => {
    const good = presign();
    const tampered = good.replace(/X-Amz-Signature=([0-9a-f])/, (_, c: string) => `X-Amz-Signature=${c === '0' ? '1' : '0'}`);
    await expectError(await send(tampered), 403, 'SignatureDoesNotMatch');
    await expectError(await send(good.replace('private.png', 'other.png')), 403, 'SignatureDoesNotMatch');
    await expectError(await send(`${good}&response-content-type=text%2Fhtml`), 403, 'SignatureDoesNotMatch');
    await expectError(await send(good, 'DELETE'), 403, 'SignatureDoesNotMatch');
    await expectError(await send(good, 'GET', { host: 'evil.example' }), 403, 'SignatureDoesNotMatch');
    await expectError(await send(presign({ secretAccessKey: 'wrong-secret' })), 403, 'SignatureDoesNotMatch');
    expect((await send(good)).statusCode).toBe(200);
  });

  it('refuses an unknown access key', async () => {
    await expectError(await send(presign({ accessKeyId: 'AKIAIOSFODNN7EXAMPLE' })), 403, 'InvalidAccessKeyId');
  });

  it.each(['X-Amz-Credential', 'X-Amz-Signature', 'X-Amz-Date', 'X-Amz-SignedHeaders', 'X-Amz-Expires'])('requires %s', async (name) => {
    const reply = await send(presign().replace(new RegExp(`&${name}=[^&]*`), ''));
    const message =
      'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.';
    await expectError(reply, 400, 'AuthorizationQueryParametersError', message);
  });

  it('takes only AWS4-HMAC-SHA256, and a query without the algorithm is not presigned', async () => {
    const other = presign().replace('X-Amz-Algorithm=AWS4-HMAC-SHA256', 'X-Amz-Algorithm=AWS4-HMAC-SHA512');
    await expectError(await send(other), 400, 'AuthorizationQueryParametersError', 'X-Amz-Algorithm only supports &quot;AWS4-HMAC-SHA256&quot;');
    await expectError(await send(presign().replace('X-Amz-Algorithm=AWS4-HMAC-SHA256&', '')), 403, 'AccessDenied', 'Access Denied');
  });

  it('refuses a request with both an Authorization header and query authentication', async () => {
    const presigned = presign();
    const { host: _host, ...headers } = signRequest({ method: 'GET', url: presigned, host: HOST, accessKeyId, secretAccessKey });
    const message =
      'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the Authorization header should be specified';
    await expectError(await send(presigned, 'GET', headers), 400, 'InvalidArgument', message);
  });

  it('serves until X-Amz-Expires seconds after X-Amz-Date, however long that is, then refuses', async () => {
    expect((await send(presign({ date: minutes(-60), expires: 3700 }))).statusCode).toBe(200);
    expect((await send(presign({ date: minutes(-7 * 24 * 60 + 1), expires: 604800 }))).statusCode).toBe(200);
    await expectError(await send(presign({ date: minutes(-10), expires: 60 })), 403, 'AccessDenied', 'Request has expired');
    await expectError(await send(presign({ date: minutes(-1), expires: 0 })), 403, 'AccessDenied', 'Request has expired');
  });

  it('refuses a date more than 15 minutes ahead as not yet valid', async () => {
    expect((await send(presign({ date: minutes(14) }))).statusCode).toBe(200);
    await expectError(await send(presign({ date: minutes(16) })), 403, 'AccessDenied', 'Request is not yet valid');
  });

  it.each([
    ['604801', 'X-Amz-Expires must be less than a week (in seconds); that is, the given X-Amz-Expires must be less than 604800 seconds'],
    ['-1', 'X-Amz-Expires must be non-negative'],
    ['1e3', 'X-Amz-Expires should be a number'],
    ['', 'X-Amz-Expires should be a number'],
  ])('refuses X-Amz-Expires=%j', async (expires, message) => {
    const reply = await send(presign().replace('X-Amz-Expires=300', `X-Amz-Expires=${expires}`));
    await expectError(reply, 400, 'AuthorizationQueryParametersError', message);
  });

  it('refuses a malformed date or credential, another service, or a credential of another day', async () => {
    const good = presign();
    const date = /X-Amz-Date=(\d{8})T/.exec(good)![1]!;
    await expectError(
      await send(good.replace(/X-Amz-Date=\w+/, 'X-Amz-Date=2026-11-26T00%3A00%3A00Z')),
      400,
      'AuthorizationQueryParametersError',
      'X-Amz-Date must be in the ISO8601 Long Format &quot;yyyyMMdd&apos;T&apos;HHmmss&apos;Z&apos;&quot;',
    );
    await expectError(await send(good.replace('%2Faws4_request', '')), 400, 'AuthorizationQueryParametersError');
    await expectError(
      await send(good.replace('%2Fs3%2F', '%2Fec2%2F')),
      400,
      'AuthorizationQueryParametersError',
      'Error parsing the X-Amz-Credential parameter; incorrect service &quot;ec2&quot;. This endpoint belongs to &quot;s3&quot;.',
    );
    await expectError(
      await send(good.replace(`%2F${date}%2F`, '%2F20000101%2F')),
      400,
      'AuthorizationQueryParametersError',
      `Invalid credential date &quot;20000101&quot;. This date is not the same as X-Amz-Date: &quot;${date}&quot;.`,
    );
  });

  it('requires the host and every x-amz- header sent to be signed', async () => {
    await expectError(await send(presign().replace('X-Amz-SignedHeaders=host', 'X-Amz-SignedHeaders=range')), 403, 'AccessDenied');
    await expectError(await send(presign(), 'GET', { 'x-amz-meta-extra': '1' }), 403, 'AccessDenied');
  });
});
