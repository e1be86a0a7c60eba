/** SPEC §4, §9: 24小时不再提示 stores a time 24 hours ahead. */
export const noticeSnoozeMs = 24 * 60 * 60 * 1000;

/** The notice opens by itself when the operator enabled it and no snooze is still running. */
export function shouldAutoOpenNotice(isAutoOpenNotice: unknown, snoozedUntil: unknown, now: number): boolean {
  if (Number(isAutoOpenNotice) !== 1) return false;
  return !(typeof snoozedUntil === 'number' && snoozedUntil > now);
}

export const snoozeUntil = (now: number) => now + noticeSnoozeMs;
