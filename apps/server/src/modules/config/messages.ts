import type { Localized } from '../../domain/errors.js';

/** What the back office's menu routes say. */
export const menuMessages = {
  notFound: { zh: '菜单不存在', en: 'No such menu entry' },
  blankName: { zh: '菜单名称不能为空', en: 'The menu entry needs a name' },
  badPath: { zh: '菜单路径须以 / 开头，如 /chat', en: 'The path starts with /, such as /chat' },
  badIcon: (field: string): Localized => ({
    zh: `图标 ${field} 无效：请选择内置图标，或填写 http(s) 或 / 开头的图片地址`,
    en: `Invalid icon ${field}: choose a built-in icon, or an image address starting with http(s):// or /`,
  }),
  badCover: { zh: '封面须为 http(s) 或 / 开头的图片地址', en: 'The cover is an image address starting with http(s):// or /' },
  badIframeUrl: { zh: '外链地址须以 http:// 或 https:// 开头', en: 'The external address starts with http:// or https://' },
  unknownParent: { zh: '上级菜单不存在，或不在同一个菜单里', en: 'The parent entry does not exist, or is in the other menu' },
  cyclicParent: { zh: '不能把菜单移到它自己或它的子菜单下', en: 'An entry cannot move under itself or one of its children' },
  hasChildren: {
    zh: '该菜单下还有子菜单，请先删除或移走子菜单',
    en: 'This entry still has children: delete or move them first',
  },
  staleOrder: { zh: '菜单已被修改，请刷新后重新排序', en: 'The menu has changed: reload it and order again' },
};

/** What the back office's notice routes say. */
export const noticeMessages = {
  blankTitle: { zh: '公告标题不能为空', en: 'The notice needs a title' },
};
