import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db/index.js';
import { textVariants } from '../../../src/domain/i18n/operatorTexts.js';
import { createTestApp } from '../../../src/testing/testApp.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('textVariants', () => {
  it('gives English only where the operator wrote it, and Traditional Chinese for every field: given, else converted', () => {
    const texts = { menuName: 'AI 视频', menuTipText: '用软件生成视频' };
    expect(textVariants(texts, ['menuName', 'menuTipText'], { en: { menuName: 'AI Video', menuTipText: '  ' }, 'zh-TW': { menuTipText: '自訂說明' } })).toEqual(
      {
        en: { menuName: 'AI Video' },
        'zh-TW': { menuName: 'AI 影片', menuTipText: '自訂說明' },
      },
    );
  });

  it.each([null, 'x', [], { en: 'x' }, { en: { menuName: 3 } }])('reads malformed translations %j as none', (stored) => {
    expect(textVariants({ menuName: '画廊' }, ['menuName'], stored)).toEqual({ en: {}, 'zh-TW': { menuName: '畫廊' } });
  });

  it('leaves an empty field empty in every language', () => {
    expect(textVariants({ menuTipText: '' }, ['menuTipText'], {})).toEqual({ en: {}, 'zh-TW': {} });
  });
});

describe('operator texts per language in the public replies', () => {
  it('menu/list: each entry carries its texts per language (the seed names the menus in English)', async () => {
    const [chat] = (await app.inject('/api/menu/list?menuPlatform=1')).json().data;
    expect(chat).toMatchObject({ menuName: 'AI 对话', i18n: { en: { menuName: 'AI Chat' }, 'zh-TW': { menuName: 'AI 對話' } } });
    expect(chat).not.toHaveProperty('translations');
  });

  it('queryFront: the site name and sub-name per language; the stored translations are not a public key', async () => {
    const front = (await app.inject('/api/config/queryFront')).json().data;
    expect(front.i18n).toEqual({ en: { siteName: 'Lingxi', subSiteName: 'AI Assistant' }, 'zh-TW': { siteName: '靈犀', subSiteName: 'AI 助手' } });
    expect(front).not.toHaveProperty('translations');
    await app.configStore.set('translations', { en: { siteName: 'Lingxi AI' }, 'zh-TW': { subSiteName: 'AI 小幫手' } });
    expect((await app.inject('/api/config/queryFront')).json().data.i18n).toEqual({
      en: { siteName: 'Lingxi AI' },
      'zh-TW': { siteName: '靈犀', subSiteName: 'AI 小幫手' },
    });
    expect((await app.inject({ method: 'POST', url: '/api/config/query', payload: { keys: ['translations'] } })).json().data).toEqual({});
  });

  it('packages: name, description and its feature lines per language', async () => {
    const rows = (await app.inject('/api/crami/packagePageV2?type=2')).json().data.rows;
    const monthly = rows.find((row: { name: string }) => row.name === '月度会员');
    expect(monthly.i18n.en).toMatchObject({ name: 'Monthly membership' });
    expect(monthly.i18n.en.features[0]).toBe('30 days');
    expect(monthly.i18n['zh-TW']).toMatchObject({ name: '月度會員' });
    expect(monthly.i18n['zh-TW'].features).toHaveLength(monthly.features.length);
    expect(monthly.i18n['zh-TW'].features[0]).toBe('30 天會員');
  });

  it('notice: per language, and the operator’s HTML sanitised in each', async () => {
    await app.database.db.insert(schema.notices).values({
      noticeTitle: '新功能上线',
      noticeInfo: '<p>视频生成已上线</p>',
      translations: { en: { noticeTitle: 'New features', noticeInfo: '<p onclick="x()">Video is here<script>alert(1)</script></p>' } },
    });
    const notice = (await app.inject('/api/config/notice')).json().data;
    expect(notice.i18n['zh-TW']).toEqual({ noticeTitle: '新功能上線', noticeInfo: '<p>影片生成已上線</p>' });
    expect(notice.i18n.en.noticeTitle).toBe('New features');
    expect(notice.i18n.en.noticeInfo).toContain('Video is here');
    expect(notice.i18n.en.noticeInfo).not.toMatch(/script|onclick/);
  });
});
