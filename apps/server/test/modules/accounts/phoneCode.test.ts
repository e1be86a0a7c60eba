import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dailyLimitPerIp, dailyLimitPerPhone } from '../../../src/modules/accounts/phoneCodes';
import { accountsApp, messageOf, uniquePhone } from './accountTestKit';

// One server per file (a fresh database costs ~2 s); every test uses its own phones and names.
let env: Awaited<ReturnType<typeof accountsApp>>;
beforeAll(async () => {
  env = await accountsApp();
});
afterAll(async () => env.close());

describe('captcha', () => {
  it('returns an SVG and an opaque id; the answer stays on the server and works once', async () => {
    const reply = await env.kit.post('/auth/captcha', { color: '#f5f5f5' });
    expect(reply.statusCode).toBe(200);
    const { svgCode, code } = reply.json().data;
    expect(svgCode).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    const { answer } = (await env.app.ephemeral.get<{ answer: string }>(`captcha:${code}`))!;
    expect(reply.body).not.toContain(answer);
    expect(await env.app.accounts.captcha.verify(code, answer.toUpperCase(), 'client')).toBe(true);
    expect(await env.app.accounts.captcha.verify(code, answer, 'client')).toBe(false);
  });

  it('draws 120 × 44 for the theme asked for: dark greys for light, light greys for dark, coloured on a given background', async () => {
    const svgOf = async (payload: object) => (await env.kit.post('/auth/captcha', payload)).json().data.svgCode as string;
    const fills = (svg: string) => [...svg.matchAll(/<path fill="(#[0-9a-f]+)"/g)].map((match) => match[1]!);
    const light = await svgOf({ theme: 'light' });
    expect(light).toContain('width="120" height="44"');
    expect(fills(light)).toHaveLength(4);
    for (const fill of fills(light)) expect(fill).toMatch(/^#([1-4])\1\1$/);
    for (const fill of fills(await svgOf({}))) expect(fill).toMatch(/^#([1-4])\1\1$/);
    const dark = await svgOf({ theme: 'dark' });
    for (const fill of fills(dark)) expect(fill).toMatch(/^#([a-e])\1\1$/);
    expect(light).not.toContain('<rect');
    expect(await svgOf({ color: '#f5f5f5' })).toContain('<rect width="100%" height="100%" fill="#f5f5f5"/>');
    expect((await env.kit.post('/auth/captcha', { theme: 'sepia' })).statusCode).toBe(400);
  });

  it('is void after a wrong answer and after 5 minutes', async () => {
    const first = await env.kit.captcha();
    expect(await env.app.accounts.captcha.verify(first.captchaId, 'nope', 'client')).toBe(false);
    expect(await env.app.accounts.captcha.verify(first.captchaId, first.captchaCode, 'client')).toBe(false);
    const second = await env.kit.captcha();
    env.clock.advance(5 * 60_000 + 1);
    expect(await env.app.accounts.captcha.verify(second.captchaId, second.captchaCode, 'client')).toBe(false);
  });
});

describe('POST /auth/sendPhoneCode', () => {
  let phone: string;
  beforeEach(() => {
    phone = uniquePhone();
  });

  it("§7's payload {phone, captchaCode}: checks the captcha last issued to the same Fingerprint header and address, once", async () => {
    const from = (fingerprint: string) => (url: string, payload: object) =>
      env.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress: '10.9.9.9', headers: { fingerprint } });
    const device = from('3000000000012');
    const id: string = (await device('/auth/captcha', {})).json().data.code;
    const { answer } = (await env.app.ephemeral.get<{ answer: string }>(`captcha:${id}`))!;
    // Another device behind the same address has no captcha of its own: refused, and ours stays usable.
    expect(messageOf(await from('3000000000099')('/auth/sendPhoneCode', { phone, captchaCode: answer }))).toBe('图形验证码错误，请重新输入');
    expect((await device('/auth/sendPhoneCode', { phone, captchaCode: answer })).json()).toMatchObject({ code: 200 });
    expect(await env.kit.smsCodes(phone)).toHaveLength(1);
    expect(messageOf(await device('/auth/sendPhoneCode', { phone, captchaCode: answer }))).toBe('图形验证码错误，请重新输入');
  });

  it('refuses without the right captcha and sends nothing', async () => {
    const { captchaId } = await env.kit.captcha();
    const wrong = await env.kit.post('/auth/sendPhoneCode', { phone, captchaId, captchaCode: 'zzzz' });
    expect(wrong.statusCode).toBe(400);
    expect(messageOf(wrong)).toBe('图形验证码错误，请重新输入');
    const missing = await env.kit.post('/auth/sendPhoneCode', { phone });
    expect(missing.statusCode).toBe(400);
    expect(await env.kit.smsCodes(phone)).toEqual([]);
  });

  it('sends a 6-digit code through the SMS adapter', async () => {
    const reply = await env.kit.sendCode(phone);
    expect(reply.statusCode).toBe(200);
    expect(messageOf(reply)).toBe('验证码发送成功');
    expect(await env.kit.smsCodes(phone)).toEqual([expect.stringMatching(/^\d{6}$/)]);
  });

  it('allows a resend in the 61st second, not in the 59th', async () => {
    await env.kit.sendCode(phone);
    env.clock.advance(59_000);
    const early = await env.kit.sendCode(phone);
    expect(early.statusCode).toBe(429);
    expect(messageOf(early)).toBe('验证码发送过于频繁，请稍后再试');
    env.clock.advance(2_000);
    expect((await env.kit.sendCode(phone)).statusCode).toBe(200);
    expect(await env.kit.smsCodes(phone)).toHaveLength(2);
  });

  it('stops at the daily limit per phone and per client address', async () => {
    // Driven below HTTP: the route's own per-minute limit (10) would stop a fast loop first.
    const sender = env.app.accounts.sms();
    const { phoneCodes } = env.app.accounts;
    for (let sent = 0; sent < dailyLimitPerPhone; sent++) {
      await phoneCodes.send(phone, '10.0.0.1', sender);
      env.clock.advance(61_000);
    }
    await expect(phoneCodes.send(phone, '10.0.0.2', sender)).rejects.toMatchObject({ statusCode: 429, message: '今日验证码发送次数已达上限，请明天再试' });
    expect(await env.kit.smsCodes(phone)).toHaveLength(dailyLimitPerPhone);

    for (let sent = dailyLimitPerPhone; sent < dailyLimitPerIp; sent++) await phoneCodes.send(uniquePhone(), '10.0.0.1', sender);
    await expect(phoneCodes.send(uniquePhone(), '10.0.0.1', sender)).rejects.toMatchObject({ statusCode: 429 });

    // A new day in Asia/Shanghai starts a new count.
    env.clock.advance(24 * 60 * 60_000);
    await expect(phoneCodes.send(phone, '10.0.0.1', sender)).resolves.toBeUndefined();
  });

  it('answers in English on request and validates the phone rule of SPEC §5', async () => {
    const bad = await env.kit.post('/auth/sendPhoneCode', { phone: '12800138000', ...(await env.kit.captcha()) });
    expect(bad.statusCode).toBe(400);
    const english = await env.kit.post('/auth/sendPhoneCode', { phone, captchaId: 'x', captchaCode: 'y' }, undefined, { 'accept-language': 'en' });
    expect(messageOf(english)).toBe('The picture code is wrong, please try again');
  });

  it('answers 502 when the SMS provider is down, and lets the user retry at once', async () => {
    const down = await accountsApp({ SMS_SINK_URL: 'http://127.0.0.1:9/' });
    try {
      const failed = await down.kit.sendCode(phone);
      expect(failed.statusCode).toBe(502);
      expect(messageOf(failed)).toBe('短信发送失败，请稍后再试');
      expect((await down.kit.sendCode(phone)).statusCode).toBe(502);
    } finally {
      await down.close();
    }
  });
});

describe('phone codes', () => {
  let phone: string;
  beforeEach(() => {
    phone = uniquePhone();
  });

  it('log in once: the code is single-use, and five wrong guesses void it', async () => {
    const code = await env.kit.codeFor(phone);
    expect((await env.kit.post('/auth/loginByPhoneV3', { phone, phoneCode: code })).statusCode).toBe(200);
    const reused = await env.kit.post('/auth/loginByPhoneV3', { phone, phoneCode: code });
    expect(messageOf(reused)).toBe('验证码错误或已过期');

    env.clock.advance(61_000);
    const next = await env.kit.codeFor(phone);
    const wrong = next === '000000' ? '111111' : '000000';
    for (let guess = 0; guess < 5; guess++) expect((await env.kit.post('/auth/loginByPhoneV3', { phone, phoneCode: wrong })).statusCode).toBe(400);
    expect((await env.kit.post('/auth/loginByPhoneV3', { phone, phoneCode: next })).statusCode).toBe(400);
  });

  it('expires after 10 minutes', async () => {
    const code = await env.kit.codeFor(phone);
    env.clock.advance(10 * 60_000 + 1);
    expect((await env.kit.post('/auth/loginByPhoneV3', { phone, phoneCode: code })).statusCode).toBe(400);
  });

  it('logs in exactly once when the same code is sent ten times at once', async () => {
    const code = await env.kit.codeFor(phone);
    const replies = await Promise.all(Array.from({ length: 10 }, () => env.kit.post('/auth/loginByPhoneV3', { phone, phoneCode: code })));
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
  });
});
