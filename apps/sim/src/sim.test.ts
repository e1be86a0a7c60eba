import { describe, expect, it } from 'vitest';
import { buildSim } from './sim.js';

describe('simulator host', () => {
  it('reports health with the mounted upstreams', async () => {
    const sim = await buildSim();
    const reply = await sim.inject({ method: 'GET', url: '/health' });
    expect(reply.json()).toEqual({
      status: 'ok',
      upstreams: ['openai', 'midjourney', 'wechatMp', 'sms', 'mail', 's3', 'aliyunSms', 'epay', 'mpay', 'xunhupay', 'wechatPay'],
    });
  });
});
