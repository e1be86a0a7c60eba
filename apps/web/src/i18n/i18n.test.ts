import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from './formatDate';
import { messages } from './messages';

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();

const { 'zh-CN': zhCN, en, 'zh-TW': zhTW } = messages;

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
