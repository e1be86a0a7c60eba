import { describe, expect, it } from 'vitest';
import { menuEntry } from '../../../site/menuEntryFixture';
import { buildMenuTree, extendHref, isMenuActive, menuAction } from './menuTree';

const entry = menuEntry;

describe('menu tree', () => {
  it('nests entries by pId and keeps orphans at the top', () => {
    const tree = buildMenuTree([entry({ id: 1 }), entry({ id: 2, pId: 1 }), entry({ id: 3, pId: 99 }), entry({ id: 4, pId: 4 })]);
    expect(tree.map((node) => node.id)).toEqual([1, 3, 4]);
    expect(tree[0]?.children.map((node) => node.id)).toEqual([2]);
  });

  it('pushes a path, opens an iframe URL in /extend or a new tab, and ignores other schemes', () => {
    expect(menuAction(entry({ menuPath: '/chat' }))).toEqual({ kind: 'route', path: '/chat' });
    expect(menuAction(entry({ menuPath: '/chat', menuIframeUrl: 'https://docs.example.com' }))).toEqual({
      kind: 'extend',
      url: 'https://docs.example.com',
      name: '对话',
    });
    expect(menuAction(entry({ menuIframeUrl: 'https://docs.example.com', isJump: true }))).toEqual({ kind: 'external', url: 'https://docs.example.com' });
    expect(menuAction(entry({ menuIframeUrl: 'javascript:alert(1)' }))).toEqual({ kind: 'none' });
    expect(menuAction(entry({}))).toEqual({ kind: 'none' });
    expect(extendHref('https://a.example/x?y=1', '文档')).toBe('/extend?url=https%3A%2F%2Fa.example%2Fx%3Fy%3D1&name=%E6%96%87%E6%A1%A3');
  });

  it('marks an entry active on its path and below it', () => {
    const draw = entry({ menuPath: '/draw' });
    expect(isMenuActive(draw, '/draw')).toBe(true);
    expect(isMenuActive(draw, '/draw/midjourney')).toBe(true);
    expect(isMenuActive(draw, '/drawing')).toBe(false);
    expect(isMenuActive(entry({}), '/')).toBe(false);
  });
});
