import type { MenuEntry } from './api';

/** A menu entry as GET /menu/list gives it, for tests and stories: an enabled top-level sidebar entry, patched. */
export const menuEntry = (patch: Partial<MenuEntry>): MenuEntry => ({
  id: 1,
  pId: 0,
  menuPlatform: 1,
  menuName: '对话',
  menuPath: '',
  menuIcon: '',
  menuIconActive: '',
  homeIcon: '',
  homeIconActive: '',
  menuCover: '',
  menuIframeUrl: '',
  isJump: false,
  isNeedAuth: false,
  menuTipText: '',
  ...patch,
});
