import { describe, expect, it } from 'vitest';
import { noticeSnoozeMs, shouldAutoOpenNotice, snoozeUntil } from './noticeSnooze';

describe('notice auto-open (SPEC §4)', () => {
  const now = 1_800_000_000_000;

  it('opens when enabled and nothing is stored', () => {
    expect(shouldAutoOpenNotice(1, null, now)).toBe(true);
    expect(shouldAutoOpenNotice('1', undefined, now)).toBe(true);
  });

  it('stays closed when the operator disabled it', () => {
    expect(shouldAutoOpenNotice(0, null, now)).toBe(false);
    expect(shouldAutoOpenNotice(undefined, null, now)).toBe(false);
  });

  it('stays closed until a snooze runs out, then opens again', () => {
    const until = snoozeUntil(now);
    expect(until - now).toBe(noticeSnoozeMs);
    expect(shouldAutoOpenNotice(1, until, now + noticeSnoozeMs - 1)).toBe(false);
    expect(shouldAutoOpenNotice(1, until, now + noticeSnoozeMs)).toBe(true);
  });

  it('ignores a stored value that is not a time', () => {
    expect(shouldAutoOpenNotice(1, 'tomorrow', now)).toBe(true);
  });
});
