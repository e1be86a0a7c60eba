import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { formatDisplayDate } from './formatDate';
import { changeLanguage, initI18n } from './i18n';
import { messages } from './messages';

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();

const { 'zh-CN': zhCN } = messages;
const [en, zhTW] = await Promise.all([messages.load('en'), messages.load('zh-TW')]);

describe('messages', () => {
  const source = new Map(leaves(zhCN));

  it.each([
    ['en', en],
    ['zh-TW', zhTW],
  ])('%s has every key of zh-CN, no extra ones, the same placeholders, and real text', (_language, messages) => {
    const translated = new Map(leaves(messages as Tree));
    expect([...translated.keys()].sort()).toEqual([...source.keys()].sort());
    for (const [key, text] of translated) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(source.get(key)!));
    }
  });

  it('keeps the spec’s texts verbatim in zh-CN', () => {
    expect(zhCN.nav.redeem).toBe('权益兑换');
    expect(zhCN.user.defaultNickname).toBe('小智');
    expect(zhCN.user.vipLifetime).toBe('永久会员');
    expect(zhCN.sidebar.needLogin).toBe('请先登录后再进行使用！');
  });

  it('translates English texts away from Chinese characters', () => {
    const withHan = leaves(en as Tree).filter(([key, text]) => /\p{Script=Han}/u.test(text) && !key.startsWith('language.'));
    expect(withHan).toEqual([]);
  });
});

describe('formatDisplayDate', () => {
  it('shows instants in UTC+8 whatever the device zone', () => {
    expect(formatDisplayDate('2026-11-21T16:00:00Z')).toBe('2026-11-22');
    expect(formatDisplayDate('2026-11-21T15:59:00Z', true)).toBe('2026-11-21 23:59');
    expect(formatDisplayDate(Date.UTC(2026, 11, 31, 16, 5), true)).toBe('2027-01-01 00:05');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDisplayDate('not a date')).toBe('');
  });
});

describe('initI18n and changeLanguage', () => {
  it('start in a translated language with its texts in, and import another on the first switch to it, once', async () => {
    const load = vi.fn(messages.load);
    await initI18n('en', { 'zh-CN': messages['zh-CN'], load });
    expect(i18next.t('language.label')).toBe('Language');
    expect(load.mock.calls).toEqual([['en']]);
    await changeLanguage('zh-TW');
    expect(i18next.t('language.label')).toBe(zhTW.language.label);
    await changeLanguage('en');
    await changeLanguage('zh-CN');
    expect(i18next.t('language.label')).toBe('语言');
    expect(load.mock.calls).toEqual([['en'], ['zh-TW']]);
  });

  it('leave the language as it was when a language’s texts cannot be imported', async () => {
    await initI18n('zh-CN', { 'zh-CN': messages['zh-CN'], load: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(changeLanguage('en')).rejects.toThrow('Failed to fetch');
    expect(i18next.language).toBe('zh-CN');
    expect(i18next.t('language.label')).toBe('语言');
  });
});
