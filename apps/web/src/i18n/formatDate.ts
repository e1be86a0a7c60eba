/** SPEC §9: the date formatter shows times with a +8 h offset (China Standard Time, no DST). */
const displayOffsetMs = 8 * 60 * 60 * 1000;

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` or `YYYY-MM-DD HH:mm` of an instant, as shown to users (UTC+8 whatever the device's zone). */
export function formatDisplayDate(value: string | number | Date, withTime = false): string {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  const shifted = new Date(instant.getTime() + displayOffsetMs);
  const date = `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
  return withTime ? `${date} ${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}` : date;
}
