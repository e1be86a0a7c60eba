import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAliyunSmsState } from '../aliyunSms/aliyunSmsState.js';
import { createEpayState } from '../epay/epayState.js';
import { createOpenAiState, DEFAULT_API_KEY } from '../openai/openaiState.js';
import { createS3State } from '../s3/s3State.js';
import { objectPath, signRequest } from '../s3/signRequest.js';
import { buildSim } from '../sim.js';
import { createXunhupayState } from '../xunhupay/xunhupayState.js';
import { createWechatMpState } from '../wechatMp/wechatMpState.js';

let sim: FastifyInstance;
beforeEach(async () => {
  sim = await buildSim();
});

const control = (url: string, payload?: object) => sim.inject({ method: 'POST', url: `/__control/${url}`, ...(payload ? { payload } : {}) });
const state = async () => (await sim.inject({ method: 'GET', url: '/__control/state' })).json();
const defaults = createOpenAiState().behaviour;
const { key: _epayKey, ...epayConfig } = createEpayState().config;

describe('POST /__control/openai', () => {
  it('replaces only the given fields and returns the whole behaviour', async () => {
    await control('openai', { tokenDelayMs: 30, reply: '固定回答' });
    const reply = await control('openai', { firstTokenDelayMs: 500, reply: null });
    expect(reply.json()).toEqual({ behaviour: { ...defaults, tokenDelayMs: 30, firstTokenDelayMs: 500, reply: null } });
    expect((await state()).openai.behaviour).toEqual(reply.json().behaviour);
  });

  it('fills an error body from the status when none is given', async () => {
    const { behaviour } = (await control('openai', { error: { status: 503 } })).json();
    expect(behaviour.error).toEqual({
      status: 503,
      body: { error: { message: 'Simulated upstream error (HTTP 503)', type: 'server_error', param: null, code: null } },
    });
  });

  it.each([{ tokenDelayMs: -1 }, { tokenDelayMs: '5' }, { tokenCount: 0 }, { error: { status: 200 } }, { replyText: 'typo' }, { apiKey: '' }])(
    'rejects %j',
    async (payload) => {
      expect((await control('openai', payload)).statusCode).toBe(400);
      expect((await state()).openai.behaviour).toEqual(defaults);
    },
  );
});

describe('POST /__control/wechat-mp', () => {
  it('changes the account config', async () => {
    const reply = await control('wechat-mp', { appSecret: 'new-secret' });
    expect(reply.json()).toEqual({ config: { ...createWechatMpState().config, appSecret: 'new-secret' } });
    const token = await sim.inject({
      method: 'GET',
      url: `/cgi-bin/token?grant_type=client_credential&appid=${createWechatMpState().config.appId}&secret=new-secret`,
    });
    expect(token.json().expires_in).toBe(7200);
  });
});

describe('reset and state', () => {
  it('starts empty', async () => {
    expect(await state()).toEqual({
      openai: { behaviour: defaults, completions: [], embeddings: { behaviour: { delayMs: 0, error: null, failAfter: null }, requests: [], answered: 0 } },
      wechatMp: {
        config: createWechatMpState().config,
        accessTokens: [],
        tickets: [],
        deliveries: [],
        oauthUser: createWechatMpState().oauthUser,
        oauthCodes: [],
        oauthTokens: [],
      },
      sinks: { sms: [], mail: [] },
      s3: { config: { accessKeyId: 'sim-access-key', buckets: ['lingxi'] }, error: null, objects: [] },
      aliyunSms: { config: { accessKeyId: createAliyunSmsState().config.accessKeyId }, failure: null, usedNonces: [] },
      epay: { config: epayConfig, orders: [] },
      mpay: { config: epayConfig, orders: [] },
      xunhupay: { config: { appid: createXunhupayState().config.appid }, orders: [] },
      wechatPay: {
        config: { appId: 'wxd678efh567hg6787', mchId: '1230000109', merchantSerialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1' },
        platformPublicKeyId: 'PUB_KEY_ID_0112300001092025010100000000000001',
        orders: [],
      },
    });
  });

  it('puts every upstream back to its defaults', async () => {
    const empty = await state();
    await control('openai', { apiKey: 'sk-other', tokenCount: 3 });
    await sim.inject({
      method: 'POST',
      url: '/v1/chat/completions',
      headers: { authorization: 'Bearer sk-other' },
      payload: { model: 'm', messages: [{ role: 'user', content: 'x' }] },
    });
    await control('wechat-mp', { token: 't2' });
    await sim.inject({
      method: 'GET',
      url: `/cgi-bin/token?grant_type=client_credential&appid=${createWechatMpState().config.appId}&secret=${createWechatMpState().config.appSecret}`,
    });
    await sim.inject({ method: 'POST', url: '/sms/send', payload: { phone: '13800138000', code: '1' } });
    await sim.inject({ method: 'POST', url: '/mail/send', payload: { to: 'a@b.cn', subject: 's' } });
    const url = objectPath('lingxi', 'a.txt');
    await sim.inject({
      method: 'PUT',
      url,
      payload: 'a',
      headers: signRequest({ method: 'PUT', url, host: 'localhost:80', body: 'a', ...createS3State().config }),
    });
    await control('s3', { buckets: ['lingxi', 'more'], error: { status: 503, code: 'SlowDown' } });
    await control('wechat-mp/oauth-user', { openid: 'oOther', unionid: 'uOther' });
    const { appId } = createWechatMpState().config;
    await sim.inject({
      method: 'GET',
      url: `/connect/oauth2/authorize?appid=${appId}&redirect_uri=https%3A%2F%2Fa.example%2F&response_type=code&scope=snsapi_base`,
    });
    await control('aliyun-sms', { accessKeyId: 'LTAI-other', failure: 'isv.BUSINESS_LIMIT_CONTROL' });
    await control('epay', { notifyMethod: 'POST' });
    await control('mpay', { pid: '2002' });
    await control('xunhupay', { appsecret: 'other' });
    await control('wechat-pay', { mchId: '1900000001' });
    expect(await state()).not.toEqual(empty);

    expect((await control('reset')).json()).toEqual({ ok: true });
    expect(await state()).toEqual(empty);
    expect((await sim.inject({ method: 'POST', url: '/sms/send', payload: { phone: '13800138000' } })).json().id).toBe('sms-1');
    expect((await sim.inject({ method: 'GET', url: '/v1/models', headers: { authorization: `Bearer ${DEFAULT_API_KEY}` } })).statusCode).toBe(200);
  });

  it('keeps separate state per sim instance', async () => {
    const other = await buildSim();
    await control('openai', { reply: 'only here' });
    expect((await other.inject({ method: 'GET', url: '/__control/state' })).json().openai.behaviour).toEqual(defaults);
  });
});
