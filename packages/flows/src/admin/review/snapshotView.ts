/** A submitted snapshot as the review dialog shows it, whatever the kind: key by key, nested, never as raw markup. */
export type SnapshotNode =
  | { type: 'empty' }
  | { type: 'text'; text: string }
  /** An image address: shown as a link only, never loaded (it may point to any host). */
  | { type: 'image'; href: string }
  | { type: 'link'; href: string }
  | { type: 'list'; items: SnapshotNode[] }
  | { type: 'fields'; fields: { key: string; node: SnapshotNode }[] };

/** Deeper than this, a value shows as its JSON text. */
const maxDepth = 4;
const imagePath = /\.(png|jpe?g|gif|webp|svg|bmp|avif)(\?.*)?$/i;
const imageKey = /(img|image|cover|avatar|logo|icon|picture|photo)/i;

/** An address a link may open: http(s) on any host, or a path of this site (not `//host`, not `javascript:`). */
function safeHref(text: string): string | null {
  if (/^\/(?!\/)/.test(text)) return text;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function stringNode(key: string, text: string): SnapshotNode {
  if (text === '') return { type: 'empty' };
  const href = /\s/.test(text) ? null : safeHref(text);
  if (href === null) return { type: 'text', text };
  return imagePath.test(new URL(href, 'http://site.invalid').pathname) || imageKey.test(key) ? { type: 'image', href } : { type: 'link', href };
}

/** The node of one value; `key` is its field's name (an image's address is told by its path or its field's name). */
export function snapshotNode(value: unknown, key = '', depth = 0): SnapshotNode {
  if (value === null || value === undefined) return { type: 'empty' };
  if (typeof value === 'string') return stringNode(key, value);
  if (typeof value !== 'object') return { type: 'text', text: String(value) };
  if (depth >= maxDepth) return { type: 'text', text: JSON.stringify(value) };
  if (Array.isArray(value)) {
    return value.length === 0 ? { type: 'empty' } : { type: 'list', items: value.map((item) => snapshotNode(item, key, depth + 1)) };
  }
  const entries = Object.entries(value as Record<string, unknown>);
  return entries.length === 0
    ? { type: 'empty' }
    : { type: 'fields', fields: entries.map(([name, item]) => ({ key: name, node: snapshotNode(item, name, depth + 1) })) };
}
