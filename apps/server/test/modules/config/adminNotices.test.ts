import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db';
import { createTestApp, operatorToken } from '../../../src/testing/testApp';

// The back office's notice (SPEC §2.3.2): read and saved in place, its HTML sanitised on save, served to users at once.
let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await createTestApp();
  token = await operatorToken(app);
});
afterAll(async () => app.close());

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, ...(payload ? { payload } : {}), headers: { authorization: `Bearer ${token}` } });
const userNotice = async () => (await app.inject('/api/config/notice')).json().data;
const hostile =
  '<h2>新功能</h2><p onclick="steal()">文字<script>alert(1)</script><img src="https://cdn.example.com/a.png" onerror="alert(2)"></p>' +
  '<a href="javascript:alert(3)">坏链接</a><iframe src="https://evil.example.com"></iframe><a href="https://example.com">好链接</a>';

describe('the back office’s notice', () => {
  it('reads the notice users get', async () => {
    const notice = (await admin('GET', '/api/admin/notice')).json().data;
    const served = await userNotice();
    expect(notice).toMatchObject({ noticeTitle: served.noticeTitle, noticeInfo: served.noticeInfo });
    expect((await app.inject('/api/admin/notice')).statusCode).toBe(401);
  });

  it('saves it sanitised (scripts, handlers, frames and javascript: links gone), served at once, audited before and after', async () => {
    const before = (await admin('GET', '/api/admin/notice')).json().data;
    const reply = await admin('POST', '/api/admin/notice', {
      noticeTitle: ' 系统公告 ',
      noticeInfo: hostile,
      translations: { en: { noticeTitle: 'Notice', noticeInfo: '<p>Hi<script>x()</script></p>' }, 'zh-TW': { noticeTitle: '  ' } },
    });
    expect(reply.json(), reply.body).toMatchObject({ success: true });
    const saved = reply.json().data;
    expect(saved.noticeTitle).toBe('系统公告');
    for (const gone of ['<script', 'alert(1)', 'onerror', 'onclick', 'javascript:', '<iframe']) expect(saved.noticeInfo).not.toContain(gone);
    expect(saved.noticeInfo).toContain('<h2>新功能</h2>');
    expect(saved.noticeInfo).toContain('<img src="https://cdn.example.com/a.png" />');
    expect(saved.noticeInfo).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">好链接</a>');
    expect(saved.translations).toEqual({ en: { noticeTitle: 'Notice', noticeInfo: '<p>Hi</p>' } });
    // Stored sanitised: the editor shows what users get.
    expect((await admin('GET', '/api/admin/notice')).json().data).toEqual(saved);
    const served = await userNotice();
    expect(served).toMatchObject({ noticeTitle: '系统公告', noticeInfo: saved.noticeInfo, i18n: { en: { noticeTitle: 'Notice', noticeInfo: '<p>Hi</p>' } } });
    expect(served.i18n['zh-TW'].noticeTitle).toBe('系統公告');
    const audit = await app.database.db.select().from(schema.adminAudit);
    const row = audit.find((entry) => entry.action === 'notices.update')!;
    expect(row).toMatchObject({ target: `notice:${saved.id}` });
    expect(row.before).toMatchObject({ noticeTitle: before.noticeTitle });
    expect(row.after).toMatchObject({ noticeTitle: '系统公告', noticeInfo: saved.noticeInfo });
  });

  it('keeps one notice: saving again changes it in place and keeps translations not given', async () => {
    const first = (await admin('GET', '/api/admin/notice')).json().data;
    const saved = (await admin('POST', '/api/admin/notice', { noticeTitle: '维护通知', noticeInfo: '<p>今晚维护</p>' })).json().data;
    expect(saved).toMatchObject({ id: first.id, noticeInfo: '<p>今晚维护</p>', translations: first.translations });
    expect(await userNotice()).toMatchObject({ noticeTitle: '维护通知', noticeInfo: '<p>今晚维护</p>' });
  });

  it('refuses a blank title and an unknown field, changing nothing', async () => {
    const blank = await admin('POST', '/api/admin/notice', { noticeTitle: '   ', noticeInfo: '<p>x</p>' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('公告标题不能为空');
    expect((await admin('POST', '/api/admin/notice', { noticeTitle: 'x', noticeInfo: '', enabled: true })).statusCode).toBe(400);
    expect((await userNotice()).noticeTitle).toBe('维护通知');
  });

  it('previews a draft as saving would store it, saving nothing', async () => {
    const audited = (await app.database.db.select().from(schema.adminAudit)).length;
    const preview = (await admin('POST', '/api/admin/notice/preview', { html: hostile })).json().data.html as string;
    expect(preview).not.toContain('onerror');
    expect(preview).not.toContain('<script');
    expect(preview).toContain('<h2>新功能</h2>');
    expect((await userNotice()).noticeTitle).toBe('维护通知');
    expect(await app.database.db.select().from(schema.adminAudit)).toHaveLength(audited);
  });
});
