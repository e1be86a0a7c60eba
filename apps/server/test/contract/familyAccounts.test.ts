import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsApp } from '../modules/accounts/accountTestKit.js';

/** Account calls of this product family's clients, replayed with their exact payloads (issue 14). */
let env: Awaited<ReturnType<typeof accountsApp>>;
beforeAll(async () => {
  env = await accountsApp();
});
afterAll(async () => env.close());

describe('registration', () => {
  it("POST /auth/registeV3 with §7's full payload, '' in every unused field, registers the account", async () => {
    const reply = await env.kit.post('/auth/registeV3', {
      username: 'family1',
      email: '',
      password: 'secret123',
      avatar: '',
      nickname: '',
      phone: '',
      phoneCode: '',
      openId: '',
      miniOpenId: '',
      weAppOpenId: '',
      invitedBy: '',
    });
    expect(reply.json()).toMatchObject({ code: 200, success: true });
    expect((await env.kit.login('family1', 'secret123')).json()).toMatchObject({ code: 200 });
  });
});
