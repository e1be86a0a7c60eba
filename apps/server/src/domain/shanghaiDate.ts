/** Asia/Shanghai is UTC+8 all year (no daylight saving): calendar days there, as YYYY-MM-DD. */
const offsetMs = 8 * 60 * 60_000;
const dayMs = 24 * 60 * 60_000;

export const shanghaiDate = (now: Date, daysAhead = 0) => new Date(now.getTime() + offsetMs + daysAhead * dayMs).toISOString().slice(0, 10);

/** Every day of the Shanghai month that `now` falls in, as YYYY-MM-DD. */
export function shanghaiMonthDays(now: Date): string[] {
  const [year, month] = shanghaiDate(now).split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: days }, (_, index) => `${year}-${String(month).padStart(2, '0')}-${String(index + 1).padStart(2, '0')}`);
}
