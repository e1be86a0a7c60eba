import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSim } from '../sim.js';

let sim: FastifyInstance;
beforeEach(async () => {
  sim = await buildSim();
});

const post = (url: string, payload: object) => sim.inject({ method: 'POST', url, payload });
const get = async (url: string) => (await sim.inject({ method: 'GET', url })).json();
const isoDate = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

describe('SMS sink', () => {
  it('stores sent codes and lists them by phone', async () => {
    expect((await post('/sms/send', { phone: '13800138000', code: '123456' })).json()).toEqual({ ok: true, id: 'sms-1' });
    await post('/sms/send', { phone: '19912345678', templateCode: 'SMS_1', params: { code: '9999' } });
    expect(await get('/sms/messages?phone=13800138000')).toEqual({
      messages: [{ id: 'sms-1', phone: '13800138000', code: '123456', templateCode: null, params: {}, signName: null, sentAt: isoDate }],
    });
    expect((await get('/sms/messages')).messages.map((m: { id: string }) => m.id)).toEqual(['sms-1', 'sms-2']);
  });

  it.each(['1380013800', '138001380000', '12800138000', '+8613800138000', '1380013800a'])('rejects %s as not an 11-digit mainland mobile', async (phone) => {
    const reply = await post('/sms/send', { phone, code: '1234' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ ok: false, error: 'invalid_phone', message: `not an 11-digit mainland mobile number: ${phone}` });
    expect(await get('/sms/messages')).toEqual({ messages: [] });
  });

  it('rejects a malformed body', async () => {
    const reply = await post('/sms/send', { phone: 13800138000 });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ ok: false, error: 'invalid_request', message: 'body/phone must be string' });
  });

  it('clears on DELETE', async () => {
    await post('/sms/send', { phone: '13800138000', code: '1' });
    expect((await sim.inject({ method: 'DELETE', url: '/sms/messages' })).json()).toEqual({ ok: true });
    expect(await get('/sms/messages')).toEqual({ messages: [] });
  });
});

describe('mail sink', () => {
  it('stores mail and lists it by recipient', async () => {
    const sent = await post('/mail/send', { to: 'a@example.com', subject: '验证码', text: '您的验证码是 123456' });
    expect(sent.json()).toEqual({ ok: true, id: 'mail-1' });
    await post('/mail/send', { to: 'b@example.com', from: 'no-reply@lingxi.test', subject: 'Hi', html: '<p>Hi</p>' });
    expect(await get('/mail/messages?to=a@example.com')).toEqual({
      messages: [{ id: 'mail-1', to: 'a@example.com', from: null, subject: '验证码', text: '您的验证码是 123456', html: null, sentAt: isoDate }],
    });
    expect((await sim.inject({ method: 'DELETE', url: '/mail/messages' })).statusCode).toBe(200);
    expect(await get('/mail/messages')).toEqual({ messages: [] });
  });

  it('rejects a bad address and a missing subject', async () => {
    expect((await post('/mail/send', { to: 'not-an-address', subject: 's' })).json()).toEqual({
      ok: false,
      error: 'invalid_address',
      message: 'not an e-mail address: not-an-address',
    });
    expect((await post('/mail/send', { to: 'a@example.com' })).json()).toMatchObject({ ok: false, error: 'invalid_request' });
  });
});
