import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperatorTotp } from '../../../src/domain/admin/operatorTotp';
import { createTestApp, ManualClock, operatorToken, testAdminPassword } from '../../../src/testing/testApp';

let app: FastifyInstance;
let token: string;
const clock = new ManualClock(new Date('2026-06-01T04:00:00Z'));
let address = 0;

const call = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method, url, payload, remoteAddress: `10.8.0.${++address}`, headers: { authorization: `Bearer ${token}`, ...headers } });
const login = (otp?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    remoteAddress: `10.8.1.${++address}`,
    payload: { username: 'admin', password: testAdminPassword, ...(otp ? { otp } : {}) },
  });
const codeNow = (secret: string, stepsAhead = 0) => OperatorTotp.codeAt(secret, new Date(clock.now().getTime() + stepsAhead * 30_000));

beforeAll(async () => {
  app = await createTestApp({ clock });
  token = await operatorToken(app);
});
afterAll(async () => app.close());

describe('an operator’s TOTP', () => {
  let secret = '';

  it('is made pending, shown once as an otpauth address, and enabled only by a code of it', async () => {
    expect((await call('GET', '/api/admin/auth/totp')).json().data).toEqual({ enabled: false });
    const setup = (await call('POST', '/api/admin/auth/totp/setup')).json().data;
    secret = setup.secret;
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]+/);
    const wrong = await call('POST', '/api/admin/auth/totp/enable', { otp: '000000' === codeNow(secret) ? '111111' : '000000' });
    expect(wrong.json().message).toBe('动态验证码错误，请核对手机时间后重试');
    expect((await call('POST', '/api/admin/auth/totp/enable', { otp: codeNow(secret) })).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/auth/totp')).json().data).toEqual({ enabled: true });
  });

  it('makes the login ask for a code, accept a fresh one once, and refuse a replayed one', async () => {
    const without = await login();
    expect([without.statusCode, without.json().message]).toEqual([401, '请输入动态验证码']);
    clock.advance(30_000);
    const code = codeNow(secret);
    expect((await login(code)).statusCode).toBe(200);
    const replayed = await login(code);
    expect([replayed.statusCode, replayed.json().message]).toEqual([401, '动态验证码错误或已使用']);
  });

  it('confirms a dangerous action by a code instead of the password, and turning it off needs that confirmation', async () => {
    expect((await call('POST', '/api/admin/auth/totp/disable')).json().message).toBe('需要二次确认');
    clock.advance(30_000);
    const request = { method: 'POST', path: '/api/admin/auth/totp/disable', reason: '换手机' };
    const noProof = await call('POST', '/api/admin/auth/confirm', request);
    expect(noProof.json().message).toBe('请输入密码或动态验证码');
    const grant = (await call('POST', '/api/admin/auth/confirm', { ...request, otp: codeNow(secret) })).json().data.grant;
    expect((await call('POST', '/api/admin/auth/totp/disable', undefined, { 'x-admin-grant': grant })).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/auth/totp')).json().data).toEqual({ enabled: false });
    expect((await login()).statusCode).toBe(200);
  });
});
