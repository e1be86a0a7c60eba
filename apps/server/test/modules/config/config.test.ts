import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../src/testing/testApp';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('GET /api/config/queryFront', () => {
  it('returns the front-end configuration and no secret', async () => {
    const reply = await app.inject('/api/config/queryFront?domain=https://lingxi.example');
    expect(reply.statusCode).toBe(200);
    const { code, success, data } = reply.json();
    expect({ code, success }).toEqual({ code: 200, success: true });
    expect(data).toMatchObject({ siteName: '灵犀', signInRewards: 5, payEpayStatus: 0, isAutoOpenNotice: 1 });
    for (const secret of ['payEpaySecret', 'payWechatApiV3Key', 'openaiApiKey', 'wechatOfficialAppSecret', 'allowedDomains', '__seededAt']) {
      expect(data).not.toHaveProperty(secret);
    }
  });

  it('leaves the long legal pages to /config/query', async () => {
    const { data } = (await app.inject('/api/config/queryFront')).json();
    for (const page of ['agreementInfo', 'privacyPolicy', 'serviceAgreementInfo']) expect(data).not.toHaveProperty(page);
    const pages = (await post('/api/config/query', { keys: ['agreementInfo', 'privacyPolicy', 'serviceAgreementInfo'] })).json().data;
    expect(pages.agreementInfo).toContain('用户协议');
    expect(pages.privacyPolicy).toContain('隐私政策');
    expect(pages.serviceAgreementInfo).toContain('服务协议');
  });

  it('rejects an over-long domain', async () => {
    const reply = await app.inject(`/api/config/queryFront?domain=${'a'.repeat(300)}`);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ code: 400, data: null, message: '参数 domain 长度不能超过 253', success: false });
  });
});

describe('POST /api/config/query (and chatTail, themeGet)', () => {
  it.each(['/api/config/query', '/api/config/chatTail', '/api/config/themeGet'])('%s returns only public keys that were asked for', async (url) => {
    const reply = await post(url, { keys: ['siteName', 'signInRewards', 'payHupiSecret', 'openaiApiKey', 'noSuchKey'] });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toEqual({ siteName: '灵犀', signInRewards: 5 });
  });

  it('cannot read a secret even when asked only for it', async () => {
    const reply = await post('/api/config/query', { keys: ['payWechatApiV3Key'] });
    expect(reply.json().data).toEqual({});
    expect(reply.body).not.toContain('payWechatApiV3Key');
  });

  it('names the missing field, in Chinese and in English', async () => {
    expect((await post('/api/config/query', {})).json()).toMatchObject({ code: 400, message: '缺少参数 keys' });
    expect((await post('/api/config/query', {}, { 'accept-language': 'en' })).json()).toMatchObject({ code: 400, message: 'Missing parameter keys' });
  });

  it('rejects wrong types and sizes', async () => {
    expect((await post('/api/config/query', { keys: 'siteName' })).json()).toMatchObject({ code: 400, message: '参数 keys 类型错误，应为 array' });
    expect((await post('/api/config/query', { keys: [1] })).json()).toMatchObject({ code: 400, message: '参数 keys.0 类型错误，应为 string' });
    expect((await post('/api/config/query', { keys: [''] })).json()).toMatchObject({ code: 400, message: '参数 keys.0 长度不能少于 1' });
    expect((await post('/api/config/query', { keys: ['x'.repeat(65)] })).json()).toMatchObject({ code: 400, message: '参数 keys.0 长度不能超过 64' });
    expect((await post('/api/config/query', { keys: Array.from({ length: 101 }, (_, i) => `k${i}`) })).json()).toMatchObject({
      code: 400,
      message: '参数 keys 最多 100 项',
    });
    // Undeclared fields are stripped on public routes (the tolerance rule: test/http/tolerance.test.ts).
    expect((await post('/api/config/query', { keys: [], extra: 1 })).json()).toMatchObject({ code: 200, data: {} });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const reply = await app.inject({ method: 'POST', url: '/api/config/query', payload: '{"keys": [', headers: { 'content-type': 'application/json' } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ code: 400, data: null, message: '请求体不是有效的 JSON', success: false });
  });
});

describe('GET/POST /api/config/notice', () => {
  it.each(['GET', 'POST'] as const)('%s returns the latest notice', async (method) => {
    const reply = await app.inject({ method, url: '/api/config/notice' });
    expect(reply.json()).toMatchObject({ code: 200, data: { noticeTitle: '欢迎使用灵犀' } });
    expect(reply.json().data.noticeInfo).toContain('<p>');
  });
});

describe('GET /api/config/getVipLeavelRel', () => {
  it('lists the membership levels with the packages on sale that grant them, lifetime as -1', async () => {
    const { data } = (await app.inject('/api/config/getVipLeavelRel')).json();
    expect(data).toEqual([
      {
        id: expect.any(Number),
        name: '会员',
        badge: 'VIP',
        rank: 1,
        isDefault: true,
        packages: [
          { id: expect.any(Number), name: '月度会员', days: 30 },
          { id: expect.any(Number), name: '年度会员', days: 365 },
          { id: expect.any(Number), name: '永久会员', days: -1 },
        ],
      },
    ]);
  });
});

describe('GET /api/config/check', () => {
  it('says genuine (2) for any domain while the allow-list is empty', async () => {
    expect((await app.inject('/api/config/check?domain=anything.example')).json().data).toEqual({ status: 2 });
  });

  it('says 2 for an allowed host (any scheme or port) and 1 otherwise, without calling out', async () => {
    await app.configStore.set('allowedDomains', JSON.stringify(['lingxi.example']));
    try {
      expect((await app.inject('/api/config/check?domain=https://LINGXI.example:8443')).json().data).toEqual({ status: 2 });
      expect((await app.inject('/api/config/check?domain=lingxi.example')).json().data).toEqual({ status: 2 });
      expect((await app.inject('/api/config/check?domain=evil.example')).json().data).toEqual({ status: 1 });
      expect((await app.inject('/api/config/check?domain=')).json().data).toEqual({ status: 1 });
    } finally {
      await app.configStore.set('allowedDomains', '[]');
    }
  });

  it('requires the domain', async () => {
    expect((await app.inject('/api/config/check')).json()).toMatchObject({ code: 400, message: '缺少参数 domain' });
  });
});

describe('config cache', () => {
  it('serves a change at once without another query', async () => {
    await app.configStore.set('siteName', '灵犀 AI');
    expect((await app.inject('/api/config/queryFront')).json().data.siteName).toBe('灵犀 AI');
    await app.configStore.set('siteName', '灵犀');
  });
});

describe('operator HTML', () => {
  it('is sanitised before any client sees it: notice and legal pages', async () => {
    const { schema } = await import('../../../src/db');
    const hostile =
      '<p onclick="steal()">你好<script>alert(1)</script><a href="javascript:alert(2)">点我</a><a href="https://lingxi.example">官网</a><img src="x" onerror="alert(3)"><iframe src="https://evil.example"></iframe><style>body{display:none}</style></p>';
    await app.database.db.insert(schema.notices).values({ noticeTitle: '测试公告', noticeInfo: hostile });
    await app.configStore.set('agreementInfo', hostile, true);
    const notice = (await app.inject('/api/config/notice')).json().data;
    const page = (await post('/api/config/query', { keys: ['agreementInfo'] })).json().data.agreementInfo;
    for (const html of [notice.noticeInfo, page]) {
      expect(html).toContain('你好');
      expect(html).toContain('<a href="https://lingxi.example" target="_blank" rel="noopener noreferrer">官网</a>');
      expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe|<style/i);
    }
  });
});

describe('POST /api/config/qrcode', () => {
  it("answers the customer-service QR image when it is an upload of this site, else ''", async () => {
    const qrcode = async () => (await post('/api/config/qrcode', { keys: ['wechatImage'] })).json();
    expect(await qrcode()).toMatchObject({ code: 200, data: '' });
    const upload = '/uploads/avatar/202611/0f8fad5b-d9cb-469f-a165-70867728950e.png';
    await app.configStore.set('wechatImage', upload);
    expect(await qrcode()).toMatchObject({ code: 200, data: upload });
    expect((await app.inject({ method: 'POST', url: '/api/config/qrcode' })).json()).toMatchObject({ code: 200, data: upload });
    await app.configStore.set('wechatImage', 'https://elsewhere.example/qr.png');
    expect(await qrcode()).toMatchObject({ code: 200, data: '' });
  });
});
