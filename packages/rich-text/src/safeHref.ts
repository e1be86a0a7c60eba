/** The link targets a note may hold: web pages and mail addresses, never `javascript:`, `data:` or a relative path. */
const safeProtocols = new Set(['http:', 'https:', 'mailto:']);

export function isSafeHref(href: string): boolean {
  if (href.length > 2048) return false;
  try {
    return safeProtocols.has(new URL(href).protocol);
  } catch {
    return false;
  }
}
