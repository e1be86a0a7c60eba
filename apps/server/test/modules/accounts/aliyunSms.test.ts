import { buildSim } from '@lingxi/sim';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AliyunSmsSender } from '../../../src/modules/accounts/smsSender';
import { createTestApp } from '../../../src/testing/testApp';
import { messageOf } from './accountTestKit';

// The real SMS adapter (Aliyun dysmsapi, RPC signature v1) against apps/sim, which verifies every signature.
let sim: FastifyInstance;
let app: FastifyInstance;
const keys = { accessKeyId: 'LTAI5tSimulatorAccessKey', accessKeySecret: 'SimulatorAccessKeySecret000000' };

beforeAll(async () => {
  sim = await buildSim();
  const simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
  app = await createTestApp({ env: { ALIYUN_SMS_ENDPOINT: `${simUrl}/aliyun-sms/` } });
  for (const [key, value] of Object.entries({
    smsAccessKeyId: keys.accessKeyId,
    smsAccessKeySecret: keys.accessKeySecret,
    smsSignName: '灵犀',
    smsTemplateCode: 'SMS_123456789',
  }))
    await app.configStore.set(key, value, false);
});
afterAll(async () => Promise.all([app.close(), sim.close()]));

const captcha = async () => {
  const id: string = (await app.inject({ method: 'POST', url: '/api/auth/captcha', payload: {} })).json().data.code;
  return { captchaId: id, captchaCode: (await app.ephemeral.get<{ answer: string }>(`captcha:${id}`))!.answer };
};

describe('Aliyun SMS adapter', () => {
  it('is chosen when the operator sets SMS keys, and its signed request reaches the phone', async () => {
    expect(app.accounts.sms()).toBeInstanceOf(AliyunSmsSender);
    const reply = await app.inject({ method: 'POST', url: '/api/auth/sendPhoneCode', payload: { phone: '13812345678', ...(await captcha()) } });
    expect(reply.statusCode).toBe(200);
    const messages = (await sim.inject({ url: '/sms/messages', query: { phone: '13812345678' } })).json().messages;
    expect(messages).toEqual([expect.objectContaining({ code: expect.stringMatching(/^\d{6}$/), templateCode: 'SMS_123456789', signName: '灵犀' })]);
  });

  it('reports a refused send (wrong secret, provider limit) as 502 without the provider’s words', async () => {
    await sim.inject({ method: 'POST', url: '/__control/aliyun-sms', payload: { failure: 'isv.BUSINESS_LIMIT_CONTROL' } });
    const limited = await app.inject({ method: 'POST', url: '/api/auth/sendPhoneCode', payload: { phone: '13812340000', ...(await captcha()) } });
    expect(limited.statusCode).toBe(502);
    expect(messageOf(limited)).toBe('短信发送失败，请稍后再试');
    await sim.inject({ method: 'POST', url: '/__control/aliyun-sms', payload: { failure: null } });

    await app.configStore.set('smsAccessKeySecret', 'wrong-secret', false);
    const forged = await app.inject({ method: 'POST', url: '/api/auth/sendPhoneCode', payload: { phone: '13812340001', ...(await captcha()) } });
    expect(forged.statusCode).toBe(502);
    await app.configStore.set('smsAccessKeySecret', keys.accessKeySecret, false);
  });
});
