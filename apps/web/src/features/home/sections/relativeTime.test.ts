import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

const now = Date.UTC(2026, 4, 20, 12, 0);
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('relativeTime', () => {
  it('says how long ago, in the language asked for', () => {
    expect(relativeTime(ago(20_000), now, 'zh-CN')).toBe('现在');
    expect(relativeTime(ago(5 * 60_000), now, 'zh-CN')).toBe('5分钟前');
    expect(relativeTime(ago(3 * 3_600_000), now, 'en')).toBe('3 hours ago');
    expect(relativeTime(ago(26 * 3_600_000), now, 'zh-TW')).toBe('昨天');
  });

  it('gives the date (UTC+8) from a week on', () => {
    expect(relativeTime('2026-05-01T18:00:00.000Z', now, 'zh-CN')).toBe('2026-05-02');
  });

  it('shows nothing for an unreadable date', () => {
    expect(relativeTime('not a date', now, 'zh-CN')).toBe('');
  });
});
