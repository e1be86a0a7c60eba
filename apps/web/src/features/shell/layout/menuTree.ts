import type { MenuEntry } from '../../../site/api';

export interface MenuNode extends MenuEntry {
  children: MenuNode[];
}

/** SPEC §2.1: entries form a tree by pId (0 = top level); an entry whose parent is missing is shown at the top. */
export function buildMenuTree(entries: readonly MenuEntry[]): MenuNode[] {
  const nodes = new Map(entries.map((entry) => [entry.id, { ...entry, children: [] as MenuNode[] }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.pId !== 0 && node.pId !== node.id ? nodes.get(node.pId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export type MenuAction = { kind: 'route'; path: string } | { kind: 'extend'; url: string; name: string } | { kind: 'external'; url: string } | { kind: 'none' };

/**
 * What choosing an entry does: an iframe URL opens in /extend (or in a new tab when isJump is
 * set), otherwise its path is pushed as a route. Only http(s) URLs are ever opened.
 */
export function menuAction(entry: MenuEntry): MenuAction {
  const url = entry.menuIframeUrl.trim();
  if (url) {
    if (!/^https?:\/\//i.test(url)) return { kind: 'none' };
    return entry.isJump ? { kind: 'external', url } : { kind: 'extend', url, name: entry.menuName };
  }
  return entry.menuPath ? { kind: 'route', path: entry.menuPath } : { kind: 'none' };
}

/** Where an extend action navigates: /extend carries the URL and the entry's name in its query. */
export const extendHref = (url: string, name: string) => `/extend?${new URLSearchParams({ url, name }).toString()}`;

/** Whether an entry is the current screen: its path equals the location or is a parent of it. */
export const isMenuActive = (entry: MenuEntry, location: string) =>
  entry.menuPath !== '' && (location === entry.menuPath || location.startsWith(`${entry.menuPath}/`));
