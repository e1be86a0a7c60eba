import { formatDisplayDate } from '../../../i18n/formatDate';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * When something happened, for a home section's row: 现在, n 分钟前, n 小时前, 昨天 / n 天前 in the
 * user's language (the browser's own wording), then the date (UTC+8, SPEC §9) from a week on.
 * `now` is the caller's (the moment the list arrived), so rendering never reads the clock.
 */
export function relativeTime(value: string, now: number, language: string): string {
  const elapsed = Math.max(0, now - new Date(value).getTime());
  if (Number.isNaN(elapsed)) return '';
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (elapsed < minute) return format.format(0, 'second');
  if (elapsed < hour) return format.format(-Math.floor(elapsed / minute), 'minute');
  if (elapsed < day) return format.format(-Math.floor(elapsed / hour), 'hour');
  if (elapsed < 7 * day) return format.format(-Math.floor(elapsed / day), 'day');
  return formatDisplayDate(value);
}
