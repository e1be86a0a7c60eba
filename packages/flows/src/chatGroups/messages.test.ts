import { describe, expect, it } from 'vitest';
import { flowLocales } from '../i18n';
import { chatGroupsCatalog } from './messages';

describe('chatGroupsCatalog', () => {
  it('holds the spec text of SPEC §2.2 verbatim', () => {
    expect(chatGroupsCatalog['zh-CN']['chatGroups.empty']).toBe('暂无对话');
  });

  it('has the same keys in every language; English without Han characters', () => {
    const keys = Object.keys(chatGroupsCatalog['zh-CN']).sort();
    for (const locale of flowLocales) expect(Object.keys(chatGroupsCatalog[locale]).sort()).toEqual(keys);
    for (const text of Object.values(chatGroupsCatalog.en)) expect(text).not.toMatch(/\p{Script=Han}/u);
  });

  it('keeps the title first in the pinned name (type-ahead finds it) and in the menu button name', () => {
    for (const locale of flowLocales) {
      expect(chatGroupsCatalog[locale]['chatGroups.stickyName'].startsWith('{{title}}')).toBe(true);
      expect(chatGroupsCatalog[locale]['chatGroups.more']).toContain('{{title}}');
    }
  });
});
