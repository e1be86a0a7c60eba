import { createHash } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSim } from '../sim.js';
import { MAX_OBJECT_BYTES } from './s3Plugin.js';
import { createS3State } from './s3State.js';
import { objectPath, signRequest, type SignOptions } from './signRequest.js';

const { accessKeyId, secretAccessKey } = createS3State().config;
const HOST = '127.0.0.1:8090';
// Every byte value, so nothing on the way may treat the body as text.
const binary = Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 7) % 256));
const md5 = (data: Buffer | string) => `"${createHash('md5').update(data).digest('hex')}"`;

let sim: FastifyInstance;
beforeEach(async () => {
  sim = await buildSim();
});
afterEach(async () => {
  await sim.close();
});

type Call = Partial<Omit<SignOptions, 'method' | 'url' | 'host'>> & { send?: Buffer | string };

/** A request signed like an SDK would; `send` replaces the body after signing. */
function s3(method: string, url: string, call: Call = {}) {
  const headers = signRequest({ method, url, host: HOST, accessKeyId, secretAccessKey, ...call });
  const payload = call.send ?? call.body;
  return sim.inject({ method: method as InjectOptions['method'], url, headers, ...(payload === undefined ? {} : { payload }) });
}

function errorXml(code: string, message: string, resource: string, requestId: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<Error><Code>${code}</Code><Message>${message}</Message><Resource>${resource}</Resource><RequestId>${requestId}</RequestId></Error>`
  );
}

async function expectError(reply: Awaited<ReturnType<typeof s3>>, status: number, code: string) {
  expect(reply.statusCode).toBe(status);
  expect(reply.headers['content-type']).toBe('application/xml');
  expect(reply.body).toMatch(new RegExp(`^<\\?xml version="1.0" encoding="UTF-8"\\?><Error><Code>${code}</Code><Message>[^<]+</Message>`));
}

describe('object round trip', () => {
  const key = 'images/202611/0b9f2c1e-uuid.png';
  const url = objectPath('lingxi', key);

  it('stores, serves, describes and deletes the exact bytes under a key with slashes', async () => {
    const put = await s3('PUT', url, { body: binary, headers: { 'content-type': 'image/png' } });
    expect(put.statusCode).toBe(200);
    expect(put.headers.etag).toBe(md5(binary));
    expect(put.body).toBe('');

    const get = await s3('GET', url);
    expect(get.statusCode).toBe(200);
    expect(get.rawPayload.equals(binary)).toBe(true);
    expect(get.headers).toMatchObject({ 'content-type': 'image/png', 'content-length': '512', etag: md5(binary) });
    const lastModified = Date.parse(String(get.headers['last-modified']));
    expect(Math.abs(lastModified - Date.now())).toBeLessThan(2000);
    expect(get.headers['last-modified']).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);

    const head = await s3('HEAD', url);
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': '512',
      etag: md5(binary),
      'last-modified': get.headers['last-modified'],
    });

    expect((await s3('DELETE', url)).statusCode).toBe(204);
    await expectError(await s3('GET', url), 404, 'NoSuchKey');
    expect((await s3('DELETE', url)).statusCode).toBe(204); // S3 does not tell whether the key existed
  });

  it('overwrites a key and keeps bodies raw whatever their content type', async () => {
    await s3('PUT', url, { body: binary, headers: { 'content-type': 'image/png' } });
    const json = '{"not": "parsed"}';
    expect((await s3('PUT', url, { body: json, headers: { 'content-type': 'application/json' } })).headers.etag).toBe(md5(json));
    const get = await s3('GET', url);
    expect([get.body, get.headers['content-type']]).toEqual([json, 'application/json']);
  });

  it('defaults the content type as S3 does and stores empty objects', async () => {
    const empty = objectPath('lingxi', 'empty');
    const put = await s3('PUT', empty);
    expect(put.headers.etag).toBe('"d41d8cd98f00b204e9800998ecf8427e"');
    const get = await s3('GET', empty);
    expect(get.headers).toMatchObject({ 'content-type': 'binary/octet-stream', 'content-length': '0' });
  });

  it('signs and stores keys needing encoding, with a query string, any region, and UNSIGNED-PAYLOAD', async () => {
    const odd = objectPath('lingxi', "头像/a b+c (1)!'*~.png");
    expect(odd).toBe('/s3/lingxi/%E5%A4%B4%E5%83%8F/a%20b%2Bc%20%281%29%21%27%2A~.png');
    const put = await s3('PUT', `${odd}?x-id=PutObject`, { body: 'x', region: 'cn-hangzhou', payloadHash: 'UNSIGNED-PAYLOAD' });
    expect(put.statusCode).toBe(200);
    expect((await s3('GET', `${odd}?x-id=GetObject`, { region: 'auto' })).body).toBe('x');
    const state = (await sim.inject({ method: 'GET', url: '/__control/state' })).json();
    expect(state.s3.objects).toEqual([{ bucket: 'lingxi', key: "头像/a b+c (1)!'*~.png", size: 1, contentType: 'binary/octet-stream', etag: md5('x') }]);
  });
});

describe('authentication errors', () => {
  const url = objectPath('lingxi', 'a/b.txt');

  it('answers S3 XML with the resource and the request id of the x-amz-request-id header', async () => {
    const reply = await sim.inject({ method: 'GET', url });
    expect(reply.statusCode).toBe(403);
    expect(reply.headers['content-type']).toBe('application/xml');
    const requestId = String(reply.headers['x-amz-request-id']);
    expect(requestId).toMatch(/^[0-9A-F]{16}$/);
    expect(reply.body).toBe(errorXml('AccessDenied', 'Access Denied', '/lingxi/a/b.txt', requestId));
  });

  it.each([
    'AWS sim-access-key:c2lnbmF0dXJl',
    `AWS4-HMAC-SHA256 Credential=${accessKeyId}/20260101/us-east-1/s3/aws4_request`,
    'AWS4-HMAC-SHA256 Credential=, SignedHeaders=host, Signature=00',
  ])('refuses a malformed Authorization header %j with AccessDenied', async (authorization) => {
    await expectError(await sim.inject({ method: 'GET', url, headers: { authorization } }), 403, 'AccessDenied');
  });

  it('refuses an unknown access key', async () => {
    await expectError(await s3('GET', url, { accessKeyId: 'AKIAIOSFODNN7EXAMPLE' }), 403, 'InvalidAccessKeyId');
  });

  it('refuses a signature made with another secret, or for another path, method or header value', async () => {
    await expectError(await s3('GET', url, { secretAccessKey: 'wrong-secret' }), 403, 'SignatureDoesNotMatch');
    const headers = signRequest({ method: 'GET', url, host: HOST, accessKeyId, secretAccessKey });
    await expectError(await sim.inject({ method: 'GET', url: objectPath('lingxi', 'a/c.txt'), headers }), 403, 'SignatureDoesNotMatch');
    await expectError(await sim.inject({ method: 'DELETE', url, headers }), 403, 'SignatureDoesNotMatch');
    await expectError(await sim.inject({ method: 'GET', url, headers: { ...headers, host: 'evil.example:80' } }), 403, 'SignatureDoesNotMatch');
  });

  it('refuses a body that is not the one signed', async () => {
    const reply = await s3('PUT', url, { body: 'original', send: 'tampered' });
    await expectError(reply, 400, 'XAmzContentSHA256Mismatch');
    await expectError(await s3('GET', url), 404, 'NoSuchKey');
  });

  it('refuses requests dated more than 15 minutes away', async () => {
    const minutes = (n: number) => new Date(Date.now() + n * 60_000);
    await expectError(await s3('GET', url, { date: minutes(-16) }), 403, 'RequestTimeTooSkewed');
    await expectError(await s3('GET', url, { date: minutes(16) }), 403, 'RequestTimeTooSkewed');
    await expectError(await s3('GET', url, { date: minutes(-14) }), 404, 'NoSuchKey');
  });

  it('requires host and every x-amz- header to be signed, and a credential scoped to s3 on the same day', async () => {
    const headers = signRequest({ method: 'GET', url, host: HOST, accessKeyId, secretAccessKey });
    const unsignedHost = { ...headers, authorization: headers.authorization!.replace('SignedHeaders=host;', 'SignedHeaders=') };
    await expectError(await sim.inject({ method: 'GET', url, headers: unsignedHost }), 403, 'AccessDenied');
    await expectError(await sim.inject({ method: 'GET', url, headers: { ...headers, 'x-amz-meta-extra': '1' } }), 403, 'AccessDenied');
    const otherService = { ...headers, authorization: headers.authorization!.replace('/s3/aws4_request', '/ec2/aws4_request') };
    await expectError(await sim.inject({ method: 'GET', url, headers: otherService }), 403, 'AccessDenied');
    const otherDay = { ...headers, authorization: headers.authorization!.replace(/Credential=([^/]+)\/\d{8}/, 'Credential=$1/20000101') };
    await expectError(await sim.inject({ method: 'GET', url, headers: otherDay }), 403, 'AccessDenied');
    const { 'x-amz-date': date, ...undated } = headers;
    await expectError(await sim.inject({ method: 'GET', url, headers: undated }), 403, 'AccessDenied');
    const badTime = { ...headers, 'x-amz-date': `${date!.slice(0, 9)}006100Z` };
    const reply = await sim.inject({ method: 'GET', url, headers: badTime });
    await expectError(reply, 403, 'AccessDenied');
    expect(reply.body).toContain('<Message>AWS authentication requires a valid Date or x-amz-date header</Message>');
  });

  it('requires x-amz-content-sha256 and refuses chunked uploads', async () => {
    const headers = signRequest({ method: 'GET', url, host: HOST, accessKeyId, secretAccessKey });
    const { 'x-amz-content-sha256': _hash, ...unhashed } = headers;
    await expectError(await sim.inject({ method: 'GET', url, headers: unhashed }), 400, 'InvalidRequest');
    await expectError(await s3('PUT', url, { body: 'x', payloadHash: 'STREAMING-AWS4-HMAC-SHA256-PAYLOAD' }), 501, 'NotImplemented');
    await expectError(await s3('PUT', url, { body: 'x', payloadHash: 'not-a-hash' }), 400, 'InvalidArgument');
  });
});

describe('buckets and keys', () => {
  it('answers NoSuchBucket for a bucket that is not configured, after authentication', async () => {
    const url = objectPath('other-bucket', 'a.png');
    const reply = await s3('PUT', url, { body: binary });
    await expectError(reply, 404, 'NoSuchBucket');
    expect(reply.body).toContain('<Message>The specified bucket does not exist</Message><Resource>/other-bucket/a.png</Resource>');
    await expectError(await sim.inject({ method: 'GET', url }), 403, 'AccessDenied');
  });

  it('answers NoSuchKey with the XML body on GET and the status alone on HEAD', async () => {
    const url = objectPath('lingxi', 'missing/图.png');
    const get = await s3('GET', url);
    expect(get.body).toBe(errorXml('NoSuchKey', 'The specified key does not exist.', '/lingxi/missing/图.png', String(get.headers['x-amz-request-id'])));
    const head = await s3('HEAD', url);
    expect(head.statusCode).toBe(404);
    expect(head.body).toBe('');
  });

  it('does not implement bucket-level or other requests', async () => {
    await expectError(await s3('GET', '/s3/lingxi/?list-type=2'), 501, 'NotImplemented');
    await expectError(await s3('POST', objectPath('lingxi', 'a.png'), { body: 'x' }), 501, 'NotImplemented');
    await expectError(await s3('PUT', objectPath('lingxi', 'k'.repeat(1025)), { body: 'x' }), 400, 'KeyTooLongError');
  });
});

describe('body size', () => {
  it('takes a 50 MB upload and refuses one over the limit with EntityTooLarge', async () => {
    const url = objectPath('lingxi', 'big.bin');
    const big = Buffer.alloc(50 * 1024 * 1024, 7);
    expect((await s3('PUT', url, { body: big, payloadHash: 'UNSIGNED-PAYLOAD' })).headers.etag).toBe(md5(big));
    const tooBig = Buffer.alloc(MAX_OBJECT_BYTES + 1);
    await expectError(await s3('PUT', url, { body: tooBig, payloadHash: 'UNSIGNED-PAYLOAD' }), 400, 'EntityTooLarge');
    expect((await s3('HEAD', url)).headers['content-length']).toBe(String(big.length));
  });
});

describe('over HTTP', () => {
  it('round-trips through a listening server with fetch', async () => {
    const base = await sim.listen({ port: 0, host: '127.0.0.1' });
    const url = objectPath('lingxi', 'images/202611/real.bin');
    const send = async (method: string, body?: Buffer) => {
      const { host: _host, ...headers } = signRequest({ method, url, host: new URL(base).host, accessKeyId, secretAccessKey, ...(body ? { body } : {}) });
      return fetch(`${base}${url}`, { method, headers, ...(body ? { body } : {}) });
    };
    const put = await send('PUT', binary);
    expect([put.status, put.headers.get('etag')]).toEqual([200, md5(binary)]);
    const get = await send('GET');
    expect(Buffer.from(await get.arrayBuffer()).equals(binary)).toBe(true);
    expect(get.headers.get('content-type')).toBe('binary/octet-stream');
    const head = await send('HEAD');
    expect([head.status, head.headers.get('content-length'), await head.text()]).toEqual([200, '512', '']);
    expect((await send('DELETE')).status).toBe(204);
    expect((await send('HEAD')).status).toBe(404);
  });
});
