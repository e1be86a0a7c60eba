import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSim } from '../sim.js';
import { createAliyunSmsState } from './aliyunSmsState.js';

const defaults = createAliyunSmsState().config;
const UUID = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/;
const BIZ_ID = /^\d{18}\^0$/;

let sim: FastifyInstance;
beforeEach(async () => {
  sim = await buildSim();
});
afterEach(() => {
  vi.useRealTimers();
});

type Params = Record<string, string | undefined>;

// The client side, written the way Aliyun's documentation builds it (Java's URLEncoder, then + → %20, * → %2A,
// %7E → ~), deliberately not with the simulator's own encoder.
function javaStyleEncode(value: string): string {
  return new URLSearchParams({ v: value }).toString().slice(2).replace(/\+/g, '%20').replace(/\*/g, '%2A').replace(/%7E/g, '~');
}

function defined(params: Params): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

function clientStringToSign(method: string, params: Record<string, string>): string {
  const sorted = Object.keys(params)
    .sort()
    .map((name) => `${javaStyleEncode(name)}=${javaStyleEncode(params[name]!)}`)
    .join('&');
  return `${method}&${javaStyleEncode('/')}&${javaStyleEncode(sorted)}`;
}

function clientSignature(method: string, params: Record<string, string>, secret: string): string {
  return createHmac('sha1', `${secret}&`).update(clientStringToSign(method, params)).digest('base64');
}

const nowTimestamp = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A SendSms request of our server's adapter: JSON, one number, a verification code. */
function sendSmsParams(overrides: Params = {}): Params {
  return {
    AccessKeyId: defaults.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: '13800138000',
    RegionId: 'cn-hangzhou',
    SignName: '灵犀',
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: randomUUID(),
    SignatureVersion: '1.0',
    TemplateCode: 'SMS_276100001',
    TemplateParam: '{"code":"123456"}',
    Timestamp: nowTimestamp(),
    Version: '2017-05-25',
    ...overrides,
  };
}

/** The parameters plus a Signature (by `secret`, over `method`), then `drop` taken out, as a query string. */
function signedQuery(method: string, params: Params, { secret = defaults.accessKeySecret, drop = [] as string[] } = {}): string {
  const given = defined(params);
  const all: Record<string, string> = { ...given, Signature: clientSignature(method, given, secret) };
  for (const name of drop) delete all[name];
  return Object.entries(all)
    .map(([name, value]) => `${javaStyleEncode(name)}=${javaStyleEncode(value)}`)
    .join('&');
}

const sendGet = (params: Params, options?: Parameters<typeof signedQuery>[2]) =>
  sim.inject({ method: 'GET', url: `/aliyun-sms/?${signedQuery('GET', params, options)}` });

const sendPost = (params: Params, options?: Parameters<typeof signedQuery>[2]) =>
  sim.inject({
    method: 'POST',
    url: '/aliyun-sms/',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
    payload: signedQuery('POST', params, options),
  });

const messages = async (phone?: string) => (await sim.inject({ method: 'GET', url: `/sms/messages${phone ? `?phone=${phone}` : ''}` })).json().messages;
const control = (payload: object) => sim.inject({ method: 'POST', url: '/__control/aliyun-sms', payload });

function expectPopError(reply: Awaited<ReturnType<typeof sendGet>>, status: number, code: string, message: string) {
  expect(reply.statusCode).toBe(status);
  const body = reply.json();
  expect(body).toEqual({
    RequestId: expect.stringMatching(UUID),
    HostId: 'dysmsapi.aliyuncs.com',
    Code: code,
    Message: message,
    Recommend: `https://api.aliyun.com/troubleshoot?q=${code}&product=Dysmsapi&requestId=${body.RequestId}`,
  });
}

describe('Aliyun SendSms: the published example', () => {
  // The request URL of the SMS signature document (AccessKey testId / testSecret), taken verbatim, at its own time.
  const publishedQuery =
    'Signature=zJDF%2BLrzhj%2FThnlvIToysFRq6t4%3D&AccessKeyId=testId&Action=SendSms&Format=XML&OutId=123' +
    '&PhoneNumbers=15300000001&RegionId=cn-hangzhou&SignName=%E9%98%BF%E9%87%8C%E4%BA%91%E7%9F%AD%E4%BF%A1%E6%B5%8B%E8%AF%95%E4%B8%93%E7%94%A8' +
    '&SignatureMethod=HMAC-SHA1&SignatureNonce=45e25e9b-0a6f-4070-8c85-2956eda1b466&SignatureVersion=1.0&TemplateCode=SMS_71390007' +
    '&TemplateParam=%7B%22customer%22%3A%22test%22%7D&Timestamp=2017-07-12T02%3A42%3A19Z&Version=2017-05-25';

  it('accepts the documented URL, answers in XML and puts the message in the SMS sink; a replay is refused', async () => {
    await control({ accessKeyId: 'testId', accessKeySecret: 'testSecret' });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2017-07-12T02:45:00Z') });
    const reply = await sim.inject({ method: 'GET', url: `/aliyun-sms/?${publishedQuery}` });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/xml;charset=utf-8');
    expect(reply.body).toMatch(
      /^<\?xml version='1\.0' encoding='UTF-8'\?><SendSmsResponse><Message>OK<\/Message><RequestId>[0-9A-F-]{36}<\/RequestId><BizId>\d{18}\^0<\/BizId><Code>OK<\/Code><\/SendSmsResponse>$/,
    );
    expect(await messages()).toEqual([
      {
        id: 'sms-1',
        phone: '15300000001',
        code: null,
        templateCode: 'SMS_71390007',
        params: { customer: 'test' },
        signName: '阿里云短信测试专用',
        sentAt: '2017-07-12T02:45:00.000Z',
      },
    ]);

    const replay = await sim.inject({ method: 'GET', url: `/aliyun-sms/?${publishedQuery}` });
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toMatch(
      /^<\?xml version='1\.0' encoding='UTF-8'\?><Error><RequestId>([0-9A-F-]{36})<\/RequestId><HostId>dysmsapi\.aliyuncs\.com<\/HostId><Code>SignatureNonceUsed<\/Code><Message>Specified signature nonce was used already\.<\/Message><Recommend>https:\/\/api\.aliyun\.com\/troubleshoot\?q=SignatureNonceUsed&amp;product=Dysmsapi&amp;requestId=\1<\/Recommend><\/Error>$/,
    );
    expect(await messages()).toHaveLength(1);
  });

  it('refuses the documented URL with the default keys', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2017-07-12T02:45:00Z') });
    expect((await sim.inject({ method: 'GET', url: `/aliyun-sms/?${publishedQuery}` })).statusCode).toBe(404);
  });
});

describe('Aliyun SendSms: success', () => {
  it('answers JSON in Aliyun field order and files the code under the phone', async () => {
    const reply = await sendGet(sendSmsParams());
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/json;charset=utf-8');
    const body = reply.json();
    expect(Object.keys(body)).toEqual(['Message', 'RequestId', 'BizId', 'Code']);
    expect(body).toEqual({ Message: 'OK', RequestId: expect.stringMatching(UUID), BizId: expect.stringMatching(BIZ_ID), Code: 'OK' });
    expect(await messages('13800138000')).toEqual([
      {
        id: 'sms-1',
        phone: '13800138000',
        code: '123456',
        templateCode: 'SMS_276100001',
        params: { code: '123456' },
        signName: '灵犀',
        sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });

  it('takes a POST with the parameters in a form body, signed over POST', async () => {
    const reply = await sendPost(sendSmsParams({ TemplateParam: '{"code":"654321","minutes":"5"}' }));
    expect(reply.json().Code).toBe('OK');
    expect((await messages())[0]).toMatchObject({ code: '654321', params: { code: '654321', minutes: '5' } });
  });

  it('signs query and form body parameters together', async () => {
    const params = defined(sendSmsParams());
    const signature = clientSignature('POST', params, defaults.accessKeySecret);
    const { PhoneNumbers, SignName, TemplateCode, TemplateParam, ...common } = params;
    const query = new URLSearchParams({ ...common, Signature: signature }).toString();
    const body = new URLSearchParams({
      PhoneNumbers: PhoneNumbers!,
      SignName: SignName!,
      TemplateCode: TemplateCode!,
      TemplateParam: TemplateParam!,
    }).toString();
    const reply = await sim.inject({
      method: 'POST',
      url: `/aliyun-sms/?${query}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });
    expect(reply.json().Code).toBe('OK');
  });

  it('sends to each of several numbers, with or without a country prefix', async () => {
    const reply = await sendGet(sendSmsParams({ PhoneNumbers: '+8613800138000,008613900139000,8615000150000,+17712345678,19912345678' }));
    expect(reply.json().Code).toBe('OK');
    expect((await messages()).map((m: { id: string; phone: string }) => [m.id, m.phone])).toEqual([
      ['sms-1', '13800138000'],
      ['sms-2', '13900139000'],
      ['sms-3', '15000150000'],
      ['sms-4', '17712345678'],
      ['sms-5', '19912345678'],
    ]);
  });

  it('takes a template without parameters, and the endpoint without its trailing slash', async () => {
    const reply = await sim.inject({ method: 'GET', url: `/aliyun-sms?${signedQuery('GET', sendSmsParams({ TemplateParam: undefined }))}` });
    expect(reply.json().Code).toBe('OK');
    expect((await messages())[0]).toMatchObject({ code: null, params: {} });
  });

  it('shares the sink and its numbering with /sms/send', async () => {
    await sim.inject({ method: 'POST', url: '/sms/send', payload: { phone: '13800138000', code: '1111' } });
    await sendGet(sendSmsParams());
    expect((await messages('13800138000')).map((m: { id: string; code: string }) => [m.id, m.code])).toEqual([
      ['sms-1', '1111'],
      ['sms-2', '123456'],
    ]);
  });

  it('accepts a Timestamp up to 15 minutes off', async () => {
    const at = (ms: number) => new Date(Date.now() + ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
    expect((await sendGet(sendSmsParams({ Timestamp: at(-14 * 60_000) }))).json().Code).toBe('OK');
    expect((await sendGet(sendSmsParams({ Timestamp: at(14 * 60_000) }))).json().Code).toBe('OK');
  });
});

describe('Aliyun SendSms: authentication', () => {
  it('answers a wrong secret with SignatureDoesNotMatch and the string it signed', async () => {
    const params = sendSmsParams();
    const reply = await sendGet(params, { secret: 'wrong-secret' });
    const expectedToSign = clientStringToSign('GET', defined(params));
    expectPopError(reply, 400, 'SignatureDoesNotMatch', `Specified signature is not matched with our calculation. server string to sign is:${expectedToSign}`);
    expect(await messages()).toEqual([]);
  });

  it('refuses a parameter changed after signing', async () => {
    const params = sendSmsParams();
    const query = signedQuery('GET', params).replace('PhoneNumbers=13800138000', 'PhoneNumbers=13900139000');
    expect((await sim.inject({ method: 'GET', url: `/aliyun-sms/?${query}` })).json().Code).toBe('SignatureDoesNotMatch');
  });

  it('refuses a POST signed as a GET', async () => {
    const reply = await sim.inject({
      method: 'POST',
      url: '/aliyun-sms/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: signedQuery('GET', sendSmsParams()),
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().Message).toContain('server string to sign is:POST&%2F&');
  });

  it('answers an unknown AccessKeyId with 404', async () => {
    expectPopError(
      await sendGet(sendSmsParams({ AccessKeyId: 'LTAI5tSomebodyElse000000' })),
      404,
      'InvalidAccessKeyId.NotFound',
      'Specified access key is not found.',
    );
  });

  it('refuses a nonce used before, but not one a forged request carried', async () => {
    const params = sendSmsParams();
    expect((await sendGet(params, { secret: 'forged' })).json().Code).toBe('SignatureDoesNotMatch');
    expect((await sendGet(params)).json().Code).toBe('OK');
    expectPopError(await sendGet({ ...params, PhoneNumbers: '13900139000' }), 400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    expect(await messages()).toHaveLength(1);
  });

  it.each(['Action', 'Version', 'AccessKeyId', 'Signature', 'SignatureMethod', 'SignatureVersion', 'SignatureNonce', 'Timestamp'])(
    'requires %s',
    async (name) => {
      const reply = await sendGet(sendSmsParams(), { drop: [name] });
      expectPopError(reply, 400, `Missing${name}`, `${name} is mandatory for this action.`);
    },
  );

  it('takes HMAC-SHA1 signatures of version 1.0 only', async () => {
    expectPopError(
      await sendGet(sendSmsParams({ SignatureMethod: 'HMAC-SHA256' })),
      400,
      'InvalidSignatureMethod',
      'Specified signature method is not supported.',
    );
    expectPopError(
      await sendGet(sendSmsParams({ SignatureVersion: '2.0' })),
      400,
      'IncompleteSignature',
      'The request signature does not conform to Aliyun standards.',
    );
  });

  it.each(['2017-07-12 02:42:19', '2017-07-12T02:42:19.123Z', '2017-07-12T02:61:19Z', '2017-07-12T10:42:19+08:00', '1499827339'])(
    'answers Timestamp %s with InvalidTimeStamp.Format',
    async (timestamp) => {
      expectPopError(
        await sendGet(sendSmsParams({ Timestamp: timestamp })),
        400,
        'InvalidTimeStamp.Format',
        'Specified time stamp or date value is not well formatted.',
      );
    },
  );

  it('refuses a Timestamp more than 15 minutes off', async () => {
    const at = (ms: number) => new Date(Date.now() + ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
    for (const offset of [-16 * 60_000, 16 * 60_000]) {
      expectPopError(
        await sendGet(sendSmsParams({ Timestamp: at(offset) })),
        400,
        'InvalidTimeStamp.Expired',
        'Specified time stamp or date value is expired.',
      );
    }
  });

  it('knows API version 2017-05-25 and the SendSms action only', async () => {
    expectPopError(await sendGet(sendSmsParams({ Version: '2018-01-01' })), 400, 'InvalidVersion', 'Specified parameter Version is not valid.');
    expectPopError(
      await sendGet(sendSmsParams({ Action: 'SendBatchSms' })),
      404,
      'InvalidAction.NotFound',
      'Specified api is not found, please check your url and method.',
    );
  });
});

describe('Aliyun SendSms: request errors', () => {
  it.each(['PhoneNumbers', 'SignName', 'TemplateCode'])('requires %s', async (name) => {
    expectPopError(await sendGet(sendSmsParams({ [name]: undefined })), 400, `Missing${name}`, `${name} is mandatory for this action.`);
    expect(await messages()).toEqual([]);
  });

  it.each(['1380013800', '138001380000', '12800138000', '+1 4155550100', '13800138000,abc', '13800138000,'])(
    'answers PhoneNumbers=%s with isv.MOBILE_NUMBER_ILLEGAL (HTTP 200) and sends nothing',
    async (phones) => {
      const reply = await sendGet(sendSmsParams({ PhoneNumbers: phones }));
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ Message: '手机号码格式错误', RequestId: expect.stringMatching(UUID), Code: 'isv.MOBILE_NUMBER_ILLEGAL' });
      expect(await messages()).toEqual([]);
    },
  );

  it('refuses more than 1000 numbers', async () => {
    const phones = Array.from({ length: 1001 }, (_, i) => `138${String(i).padStart(8, '0')}`).join(',');
    const reply = await sendPost(sendSmsParams({ PhoneNumbers: phones }));
    expect(reply.json()).toMatchObject({ Code: 'isv.MOBILE_COUNT_OVER_LIMIT', Message: '手机号码数量超过限制' });
  });

  it.each(['{code:123456}', '{"code":123456}', '["123456"]', '"123456"'])('answers TemplateParam %s with isv.INVALID_JSON_PARAM', async (templateParam) => {
    const reply = await sendGet(sendSmsParams({ TemplateParam: templateParam }));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ Message: 'JSON参数不合法，只接受字符串值', RequestId: expect.stringMatching(UUID), Code: 'isv.INVALID_JSON_PARAM' });
  });

  it('answers in XML when Format is XML or left out', async () => {
    for (const format of ['XML', undefined]) {
      const reply = await sendGet(sendSmsParams({ Format: format, PhoneNumbers: '123' }));
      expect(reply.headers['content-type']).toBe('text/xml;charset=utf-8');
      expect(reply.body).toMatch(
        /^<\?xml version='1\.0' encoding='UTF-8'\?><SendSmsResponse><Message>手机号码格式错误<\/Message><RequestId>[0-9A-F-]{36}<\/RequestId><Code>isv\.MOBILE_NUMBER_ILLEGAL<\/Code><\/SendSmsResponse>$/,
      );
    }
  });
});

describe('Aliyun SendSms: forced business failure', () => {
  it('answers every valid SendSms with the failure set through the control API until cleared', async () => {
    await control({ failure: 'isv.BUSINESS_LIMIT_CONTROL' });
    const reply = await sendGet(sendSmsParams());
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ Message: '触发分钟级流控Permits:1', RequestId: expect.stringMatching(UUID), Code: 'isv.BUSINESS_LIMIT_CONTROL' });
    expect(await messages()).toEqual([]);
    // Authentication still comes first.
    expect((await sendGet(sendSmsParams(), { secret: 'wrong' })).json().Code).toBe('SignatureDoesNotMatch');

    await control({ failure: 'isv.AMOUNT_NOT_ENOUGH' });
    expect((await sendGet(sendSmsParams())).json()).toMatchObject({ Code: 'isv.AMOUNT_NOT_ENOUGH', Message: '账户余额不足' });

    await control({ failure: null });
    expect((await sendGet(sendSmsParams())).json().Code).toBe('OK');
    expect(await messages()).toHaveLength(1);
  });
});
