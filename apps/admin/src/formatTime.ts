/** An instant as the operator reads it: Asia/Shanghai wall time, YYYY-MM-DD HH:mm:ss (the site's days are Shanghai's). */
const formatter = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

export const formatShanghaiTime = (iso: string) => formatter.format(new Date(iso));
