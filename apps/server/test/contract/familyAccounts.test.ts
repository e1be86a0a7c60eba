import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsApp } from '../modules/accounts/accountTestKit.js';
import { familyRegistration } from './spec7.js';

/** Account calls of this product family's clients, replayed with their exact payloads (issue 14). */
let env: Awaited<ReturnType<typeof accountsApp>>;
beforeAll(async () => {
  env = await accountsApp();
});
afterAll(async () => env.close());

describe('registration', () => {
  it("POST /auth/registeV3 with §7's full payload, '' in every unused field, registers the account", async () => {
    const reply = await env.kit.post('/auth/registeV3', familyRegistration('family1'));
    expect(reply.json()).toMatchObject({ code: 200, success: true });
    expect((await env.kit.login('family1', 'secret123')).json()).toMatchObject({ code: 200 });
  });
});

describe('GET /balance/query', () => {
  it("answers the caller's userBalance {score, isVip, vipExpire}; a visitor gets 401", async () => {
    expect((await env.kit.get('/balance/query')).json()).toMatchObject({ code: 401, message: '请先登录后再进行使用！' });
    await env.kit.register('family2', 'secret123');
    const token: string = (await env.kit.login('family2', 'secret123')).json().data;
    const { userBalance } = await env.kit.info(token);
    expect((await env.kit.get('/balance/query', token)).json()).toEqual({ code: 200, data: userBalance, message: expect.any(String), success: true });
    expect(userBalance).toMatchObject({ isVip: false, vipExpire: null });
  });
});
