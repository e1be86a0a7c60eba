import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MenuEntry } from './api';
import { menuEntry } from './menuEntryFixture';
import { inLanguage } from './operatorText';
import { receiveSite, siteStore } from './siteStore';

const entry = (menuName: string, i18n: MenuEntry['i18n']) => menuEntry({ menuName, menuPath: '/chat', menuTipText: '和 AI 聊天', i18n });

describe('inLanguage', () => {
  const chat = entry('AI 对话', { en: { menuName: 'AI Chat' }, 'zh-TW': { menuName: 'AI 對話', menuTipText: '和 AI 聊天' } });

  it('shows the language’s texts over the default ones, field by field', () => {
    expect(inLanguage(chat, 'en')).toMatchObject({ menuName: 'AI Chat', menuTipText: '和 AI 聊天' });
    expect(inLanguage(chat, 'zh-TW')).toMatchObject({ menuName: 'AI 對話' });
  });

  it('takes lines too (a package’s feature lines from its description)', () => {
    const row = { name: '月度会员', features: ['30 天会员'], i18n: { en: { name: 'Monthly', features: ['30 days'] } } };
    expect(inLanguage(row, 'en')).toMatchObject({ name: 'Monthly', features: ['30 days'] });
  });

  it('keeps the record as it is in the default language, without variants or with empty ones', () => {
    expect(inLanguage(chat, 'zh-CN')).toBe(chat);
    const bare = entry('画廊', undefined);
    expect(inLanguage(bare, 'en')).toBe(bare);
    expect(inLanguage(entry('画廊', { en: { menuName: '' }, 'zh-TW': {} }), 'en').menuName).toBe('画廊');
  });
});

describe('receiveSite', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'zh-CN', resources: {}, initAsync: false });
  });

  it('shows the operator texts in the interface language, and again on a switch with no new request', async () => {
    receiveSite({
      sideMenu: [entry('AI 视频', { en: { menuName: 'AI Video' }, 'zh-TW': { menuName: 'AI 影片' } })],
      config: { siteName: '灵犀', i18n: { en: { siteName: 'Lingxi' }, 'zh-TW': { siteName: '靈犀' } } },
    });
    expect(siteStore.get().sideMenu[0]?.menuName).toBe('AI 视频');
    await i18next.changeLanguage('en');
    expect(siteStore.get().sideMenu[0]?.menuName).toBe('AI Video');
    expect(siteStore.get().config.siteName).toBe('Lingxi');
    await i18next.changeLanguage('zh-TW');
    expect(siteStore.get().sideMenu[0]?.menuName).toBe('AI 影片');
    expect(siteStore.get().config.siteName).toBe('靈犀');
    await i18next.changeLanguage('zh-CN');
    expect(siteStore.get().config.siteName).toBe('灵犀');
  });
});
