/**
 * The built-in icon names a menu entry may use: the web's curated lucide set (apps/web/…/shell/layout/menuIcons.ts and
 * the back office's picker, packages/flows/src/admin/menus/menuIconChoices.tsx, list the same names). Anything else
 * must be an image address the web can show: http(s) or a path of this site.
 */
export const menuIconNames = [
  'book',
  'book-open',
  'bot',
  'box',
  'clapperboard',
  'crown',
  'file-text',
  'gift',
  'image',
  'images',
  'layout-grid',
  'message-circle',
  'music',
  'network',
  'palette',
  'presentation',
  'sparkles',
  'store',
  'user',
  'wand',
] as const;

const names = new Set<string>(menuIconNames);

/** An http(s) address, or a path of this site ("/uploads/x.png", never "//elsewhere"); no other scheme (javascript:, data:). */
export function isImageAddress(value: string): boolean {
  if (/^\/(?!\/)\S*$/.test(value)) return true;
  return isWebAddress(value);
}

/** An absolute http or https address without spaces. */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** '' (none), a built-in icon name, or an image address. */
export const isMenuIcon = (value: string) => value === '' || names.has(value) || isImageAddress(value);
