import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { createS3State } from '../s3/s3State.js';
import { objectPath, signRequest } from '../s3/signRequest.js';
import { buildSim } from '../sim.js';

const defaults = createS3State().config;

let sim: FastifyInstance;
beforeEach(async () => {
  sim = await buildSim();
});

const control = (payload: object) => sim.inject({ method: 'POST', url: '/__control/s3', payload });
const state = async () => (await sim.inject({ method: 'GET', url: '/__control/state' })).json().s3;

function s3(method: InjectOptions['method'] & string, url: string, body?: string, credentials: Partial<typeof defaults> = {}) {
  const headers = signRequest({ method, url, host: 'localhost:80', ...defaults, ...credentials, ...(body === undefined ? {} : { body }) });
  return sim.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body }) });
}

describe('POST /__control/s3', () => {
  it('replaces the given fields and returns the config and forced error', async () => {
    const reply = await control({ secretAccessKey: 'rotated', buckets: ['lingxi', 'lingxi-backup'] });
    expect(reply.json()).toEqual({ config: { ...defaults, secretAccessKey: 'rotated', buckets: ['lingxi', 'lingxi-backup'] }, error: null });
    expect((await s3('PUT', objectPath('lingxi-backup', 'a.txt'), 'a')).statusCode).toBe(403);
    expect((await s3('PUT', objectPath('lingxi-backup', 'a.txt'), 'a', { secretAccessKey: 'rotated' })).statusCode).toBe(200);
  });

  it('forces an error on every S3 request until cleared, before authentication', async () => {
    const url = objectPath('lingxi', 'images/a.png');
    await s3('PUT', url, 'png');
    expect((await control({ error: { status: 503, code: 'ServiceUnavailable' } })).json().error).toEqual({ status: 503, code: 'ServiceUnavailable' });

    const get = await s3('GET', url);
    expect(get.statusCode).toBe(503);
    expect(get.headers['content-type']).toBe('application/xml');
    expect(get.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Error><Code>ServiceUnavailable</Code><Message>Service is unable to handle request.</Message>' +
        `<Resource>/lingxi/images/a.png</Resource><RequestId>${get.headers['x-amz-request-id']}</RequestId></Error>`,
    );
    expect((await sim.inject({ method: 'PUT', url, payload: 'x' })).statusCode).toBe(503);
    expect((await s3('HEAD', url)).body).toBe('');

    await control({ error: { status: 500, code: 'SimulatedOutage' } });
    expect((await s3('DELETE', url)).body).toContain('<Code>SimulatedOutage</Code><Message>Simulated S3 error (HTTP 500)</Message>');
    expect((await state()).objects).toHaveLength(1);

    await control({ error: null });
    expect((await s3('GET', url)).body).toBe('png');
  });

  it('drops the objects of a bucket taken out of the list', async () => {
    await s3('PUT', objectPath('lingxi', 'a.txt'), 'a');
    await control({ buckets: ['other'] });
    expect((await state()).objects).toEqual([]);
    expect((await s3('GET', objectPath('lingxi', 'a.txt'))).statusCode).toBe(404);
  });

  it.each([
    { buckets: ['Bad_Bucket'] },
    { buckets: ['a', 'a'] },
    { buckets: 'lingxi' },
    { accessKeyId: '' },
    { error: { status: 200, code: 'Ok' } },
    { error: { status: 503 } },
    { error: { status: 503, code: 'A<b>' } },
    { region: 'us-east-1' },
  ])('rejects %j', async (payload) => {
    expect((await control(payload)).statusCode).toBe(400);
    expect((await state()).config).toEqual({ accessKeyId: defaults.accessKeyId, buckets: defaults.buckets });
  });
});

describe('S3 state', () => {
  it('lists objects without bodies and never shows the secret', async () => {
    await s3('PUT', objectPath('lingxi', 'images/202611/x.png'), 'abc');
    expect(await state()).toEqual({
      config: { accessKeyId: 'sim-access-key', buckets: ['lingxi'] },
      error: null,
      objects: [{ bucket: 'lingxi', key: 'images/202611/x.png', size: 3, contentType: 'binary/octet-stream', etag: '"900150983cd24fb0d6963f7d28e17f72"' }],
    });
  });

  it('is emptied by reset, config and forced error included', async () => {
    const url = objectPath('lingxi', 'a.txt');
    await s3('PUT', url, 'a');
    await control({ accessKeyId: 'other-key', error: { status: 500, code: 'InternalError' } });
    await sim.inject({ method: 'POST', url: '/__control/reset' });
    expect(await state()).toEqual({ config: { accessKeyId: 'sim-access-key', buckets: ['lingxi'] }, error: null, objects: [] });
    const get = await s3('GET', url);
    expect([get.statusCode, get.body]).toEqual([404, expect.stringContaining('<Code>NoSuchKey</Code>')]);
  });
});
