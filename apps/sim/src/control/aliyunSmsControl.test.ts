import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAliyunSmsState } from '../aliyunSms/aliyunSmsState.js';
import { buildSim } from '../sim.js';

const defaults = createAliyunSmsState().config;

let sim: FastifyInstance;
beforeEach(async () => {
  sim = await buildSim();
});

const control = (payload: object) => sim.inject({ method: 'POST', url: '/__control/aliyun-sms', payload });
const state = async () => (await sim.inject({ method: 'GET', url: '/__control/state' })).json().aliyunSms;

// RFC 3986 encoding as the signature scheme wants it, done independently of the simulator's encoder.
const encode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A signed SendSms GET with the given key pair and nonce. */
function sendSms(accessKeyId: string, secret: string, nonce: string = randomUUID()) {
  const params: Record<string, string> = {
    AccessKeyId: accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: '13800138000',
    SignName: '灵犀',
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: nonce,
    SignatureVersion: '1.0',
    TemplateCode: 'SMS_1',
    TemplateParam: '{"code":"1234"}',
    Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    Version: '2017-05-25',
  };
  const query = Object.keys(params)
    .sort()
    .map((name) => `${encode(name)}=${encode(params[name]!)}`)
    .join('&');
  const signature = createHmac('sha1', `${secret}&`)
    .update(`GET&%2F&${encode(query)}`)
    .digest('base64');
  return sim.inject({ method: 'GET', url: `/aliyun-sms/?${query}&Signature=${encode(signature)}` });
}

describe('POST /__control/aliyun-sms', () => {
  it('replaces the key pair and returns the config and failure', async () => {
    const reply = await control({ accessKeyId: 'LTAI5tRotated00000000000', accessKeySecret: 'rotated-secret' });
    expect(reply.json()).toEqual({ config: { accessKeyId: 'LTAI5tRotated00000000000', accessKeySecret: 'rotated-secret' }, failure: null });
    expect((await sendSms(defaults.accessKeyId, defaults.accessKeySecret)).statusCode).toBe(404);
    expect((await sendSms('LTAI5tRotated00000000000', defaults.accessKeySecret)).json().Code).toBe('SignatureDoesNotMatch');
    expect((await sendSms('LTAI5tRotated00000000000', 'rotated-secret')).json().Code).toBe('OK');
  });

  it('sets and clears the forced failure, keeping the keys', async () => {
    expect((await control({ failure: 'isv.DAY_LIMIT_CONTROL' })).json()).toEqual({ config: defaults, failure: 'isv.DAY_LIMIT_CONTROL' });
    expect((await sendSms(defaults.accessKeyId, defaults.accessKeySecret)).json()).toMatchObject({ Code: 'isv.DAY_LIMIT_CONTROL', Message: '触发日发送限额' });
    expect((await control({ failure: null })).json().failure).toBeNull();
  });

  it.each([{ accessKeyId: '' }, { accessKeySecret: 1 }, { failure: 'isv.UNKNOWN' }, { failure: 'OK' }, { region: 'cn-hangzhou' }])(
    'rejects %j',
    async (payload) => {
      expect((await control(payload)).statusCode).toBe(400);
      expect(await state()).toEqual({ config: { accessKeyId: defaults.accessKeyId }, failure: null, usedNonces: [] });
    },
  );
});

describe('Aliyun SMS state', () => {
  it('shows the key id, failure and spent nonces, never the secret', async () => {
    await sendSms(defaults.accessKeyId, defaults.accessKeySecret, 'nonce-1');
    await control({ failure: 'isv.BUSINESS_LIMIT_CONTROL' });
    expect(await state()).toEqual({ config: { accessKeyId: 'LTAI5tSimulatorAccessKey' }, failure: 'isv.BUSINESS_LIMIT_CONTROL', usedNonces: ['nonce-1'] });
  });

  it('is put back by reset: keys, failure and nonces', async () => {
    await control({ accessKeySecret: 'other', failure: 'isv.AMOUNT_NOT_ENOUGH' });
    await sendSms(defaults.accessKeyId, 'other', 'nonce-2');
    await sim.inject({ method: 'POST', url: '/__control/reset' });
    expect(await state()).toEqual({ config: { accessKeyId: defaults.accessKeyId }, failure: null, usedNonces: [] });
    expect((await sendSms(defaults.accessKeyId, defaults.accessKeySecret, 'nonce-2')).json().Code).toBe('OK');
  });
});
