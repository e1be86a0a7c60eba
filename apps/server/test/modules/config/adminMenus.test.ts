import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db';
import { createTestApp, operatorToken, testAdminPassword } from '../../../src/testing/testApp';

// The back office's menus (SPEC §2.1): both trees, every field, order among siblings, enable, delete.
let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await createTestApp();
  token = await operatorToken(app);
});
afterAll(async () => app.close());

interface Entry {
  id: number;
  pId: number;
  menuPlatform: number;
  menuName: string;
  sort: number;
  isEnabled: boolean;
  [field: string]: unknown;
}

const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, grant?: string) =>
  app.inject({ method, url, ...(payload ? { payload } : {}), headers: { authorization: `Bearer ${token}`, ...(grant ? { 'x-admin-grant': grant } : {}) } });
const create = async (payload: object) => {
  const reply = await admin('POST', '/api/admin/menus', payload);
  expect(reply.json(), reply.body).toMatchObject({ success: true });
  return reply.json().data as Entry;
};
const confirmedDelete = async (id: number) => {
  const url = `/api/admin/menus/${id}`;
  const confirmation = await admin('POST', '/api/admin/auth/confirm', { method: 'DELETE', path: url, password: testAdminPassword, reason: '整理菜单' });
  return admin('DELETE', url, undefined, confirmation.json().data.grant as string);
};
/** What users get now: GET /menu/list of the platform, names in order. */
const served = async (platform: 0 | 1) => ((await app.inject(`/api/menu/list?menuPlatform=${platform}`)).json().data as Entry[]).map((entry) => entry.menuName);
const auditRows = async (action: string) => app.database.db.select().from(schema.adminAudit).where(like(schema.adminAudit.action, action));

describe('the back office’s menus', () => {
  it('lists both menus, disabled entries too, by menu, parent and order', async () => {
    await app.database.db.update(schema.menus).set({ isEnabled: false }).where(eq(schema.menus.menuName, '画廊'));
    const entries = (await admin('GET', '/api/admin/menus')).json().data as Entry[];
    expect(new Set(entries.map((entry) => entry.menuPlatform))).toEqual(new Set([0, 1]));
    expect(entries.find((entry) => entry.menuName === '画廊')).toMatchObject({
      isEnabled: false,
      menuIcon: 'images',
      translations: { en: { menuName: 'Gallery' } },
    });
    const side = entries.filter((entry) => entry.menuPlatform === 1);
    expect(side.map((entry) => entry.sort)).toEqual([...side.map((entry) => entry.sort)].sort((a, b) => a - b));
    expect((await app.inject({ url: '/api/admin/menus', headers: {} })).statusCode).toBe(401);
  });

  it('creates an entry with every §2.1 field, last among its siblings, served by /menu/list at once and audited', async () => {
    expect(await served(1)).not.toContain('工具箱');
    const entry = await create({
      menuPlatform: 1,
      menuName: ' 工具箱 ',
      menuPath: '/draw/tool',
      menuIcon: 'wand',
      menuIconActive: 'sparkles',
      homeIcon: '/uploads/tool.png',
      homeIconActive: 'https://cdn.example.com/tool-on.png',
      menuCover: 'https://cdn.example.com/cover.png',
      menuIframeUrl: '',
      isJump: false,
      isNeedAuth: true,
      menuTipText: '常用小工具',
      translations: { en: { menuName: 'Toolbox', menuTipText: 'Handy tools' } },
    });
    expect(entry).toMatchObject({ menuName: '工具箱', pId: 0, isNeedAuth: true, isEnabled: true, homeIcon: '/uploads/tool.png' });
    const side = (await served(1)) as string[];
    expect(side.at(-1)).toBe('工具箱');
    const listed = ((await app.inject('/api/menu/list?menuPlatform=1')).json().data as Entry[]).find((row) => row.id === entry.id)!;
    expect(listed).toMatchObject({ menuIconActive: 'sparkles', menuTipText: '常用小工具', i18n: { en: { menuName: 'Toolbox', menuTipText: 'Handy tools' } } });
    const [row] = await auditRows('menus.create');
    expect(row).toMatchObject({ target: `menu:${entry.id}`, after: expect.objectContaining({ menuName: '工具箱' }) });
  });

  it.each([
    [{ menuName: '  ' }, '菜单名称不能为空'],
    [{ menuPath: 'chat' }, '菜单路径须以 / 开头，如 /chat'],
    [{ menuPath: '//evil.example.com' }, '菜单路径须以 / 开头，如 /chat'],
    [{ menuIcon: 'rocket' }, '图标 menuIcon 无效：请选择内置图标，或填写 http(s) 或 / 开头的图片地址'],
    [{ homeIconActive: 'javascript:alert(1)' }, '图标 homeIconActive 无效：请选择内置图标，或填写 http(s) 或 / 开头的图片地址'],
    [{ menuCover: 'data:image/svg+xml,<svg onload=alert(1)>' }, '封面须为 http(s) 或 / 开头的图片地址'],
    [{ menuIframeUrl: 'javascript:alert(document.cookie)' }, '外链地址须以 http:// 或 https:// 开头'],
    [{ menuIframeUrl: ' JavaScript:alert(1)//https://x' }, '外链地址须以 http:// 或 https:// 开头'],
    [{ menuIframeUrl: 'https://' }, '外链地址须以 http:// 或 https:// 开头'],
    [{ pId: 99999 }, '上级菜单不存在，或不在同一个菜单里'],
  ])('refuses %j: %s, and writes nothing', async (values, message) => {
    const before = (await app.database.db.select().from(schema.menus)).length;
    const reply = await admin('POST', '/api/admin/menus', { menuPlatform: 0, menuName: '新菜单', ...values });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(message);
    expect(await app.database.db.select().from(schema.menus)).toHaveLength(before);
  });

  it('refuses unknown fields and a third menu', async () => {
    expect((await admin('POST', '/api/admin/menus', { menuPlatform: 2, menuName: 'x' })).statusCode).toBe(400);
    expect((await admin('POST', '/api/admin/menus', { menuPlatform: 1, menuName: 'x', onclick: 'alert(1)' })).statusCode).toBe(400);
  });

  it('edits every field; enabling and disabling shows and hides the entry at once', async () => {
    const entry = await create({ menuPlatform: 0, menuName: '我的' });
    expect(await served(0)).toContain('我的');
    const changes = {
      menuName: '个人中心',
      menuPath: '',
      menuIcon: 'user',
      menuIconActive: '/icons/user-on.svg',
      homeIcon: 'crown',
      homeIconActive: 'gift',
      menuCover: '/covers/me.png',
      menuIframeUrl: 'https://help.example.com/me',
      isJump: true,
      isNeedAuth: true,
      menuTipText: '资料与设置',
      sort: 40,
      isEnabled: false,
      translations: { 'zh-TW': { menuName: '個人中心' } },
    };
    const edited = (await admin('POST', `/api/admin/menus/${entry.id}`, changes)).json().data;
    expect(edited).toMatchObject({ id: entry.id, menuPlatform: 0, ...changes });
    expect(await served(0)).not.toContain('个人中心');
    await admin('POST', `/api/admin/menus/${entry.id}`, { isEnabled: true });
    expect(await served(0)).toContain('个人中心');
    const updates = await auditRows('menus.update');
    expect(updates.at(-1)).toMatchObject({ before: expect.objectContaining({ isEnabled: false }), after: expect.objectContaining({ isEnabled: true }) });
    expect((await admin('POST', '/api/admin/menus/99999', { isEnabled: true })).statusCode).toBe(404);
    expect((await admin('POST', `/api/admin/menus/${entry.id}`, {})).statusCode).toBe(400);
    expect((await admin('POST', `/api/admin/menus/${entry.id}`, { menuPlatform: 1 })).statusCode).toBe(400);
  });

  it('nests an entry under a parent of the same menu, never under itself or its own child', async () => {
    const parent = await create({ menuPlatform: 1, menuName: '创作' });
    const child = await create({ menuPlatform: 1, menuName: '写作', pId: parent.id });
    const second = await create({ menuPlatform: 1, menuName: '翻译', pId: parent.id });
    expect([child.sort, second.sort]).toEqual([1, 2]);
    const mobile = (await admin('GET', '/api/admin/menus')).json().data.find((entry: Entry) => entry.menuPlatform === 0) as Entry;
    expect((await admin('POST', `/api/admin/menus/${mobile.id}`, { pId: parent.id })).json().message).toBe('上级菜单不存在，或不在同一个菜单里');
    expect((await admin('POST', `/api/admin/menus/${parent.id}`, { pId: parent.id })).json().message).toBe('不能把菜单移到它自己或它的子菜单下');
    expect((await admin('POST', `/api/admin/menus/${parent.id}`, { pId: child.id })).json().message).toBe('不能把菜单移到它自己或它的子菜单下');
    // Moved to the top level: last there.
    const moved = (await admin('POST', `/api/admin/menus/${second.id}`, { pId: 0 })).json().data as Entry;
    const topSorts = ((await admin('GET', '/api/admin/menus')).json().data as Entry[])
      .filter((entry) => entry.menuPlatform === 1 && entry.pId === 0 && entry.id !== moved.id)
      .map((entry) => entry.sort);
    expect(moved.sort).toBeGreaterThan(Math.max(...topSorts));
  });

  it('reorders the children of one parent, served at once; a list that is not exactly them is refused', async () => {
    const entries = ((await admin('GET', '/api/admin/menus')).json().data as Entry[]).filter((entry) => entry.menuPlatform === 0 && entry.pId === 0);
    const reversed = entries.map((entry) => entry.id).reverse();
    const reply = await admin('POST', '/api/admin/menus/reorder', { menuPlatform: 0, pId: 0, ids: reversed });
    expect(reply.json(), reply.body).toMatchObject({ success: true });
    const bar = (await admin('GET', '/api/admin/menus')).json().data.filter((entry: Entry) => entry.menuPlatform === 0 && entry.pId === 0) as Entry[];
    expect(bar.map((entry) => entry.id)).toEqual(reversed);
    expect(bar.map((entry) => entry.sort)).toEqual(reversed.map((_, index) => index + 1));
    const enabledNames = bar.filter((entry) => entry.isEnabled).map((entry) => entry.menuName);
    expect(await served(0)).toEqual(enabledNames);
    expect(await auditRows('menus.reorder')).toEqual([
      expect.objectContaining({ target: 'menus:0:0', before: entries.map((entry) => entry.id), after: reversed }),
    ]);
    const stale = await admin('POST', '/api/admin/menus/reorder', { menuPlatform: 0, pId: 0, ids: reversed.slice(1) });
    expect(stale.json().message).toBe('菜单已被修改，请刷新后重新排序');
    const foreign = await admin('POST', '/api/admin/menus/reorder', { menuPlatform: 1, pId: 0, ids: reversed });
    expect(foreign.json().message).toBe('菜单已被修改，请刷新后重新排序');
    expect(await auditRows('menus.reorder')).toHaveLength(1);
  });

  it('deletes through the confirmation, never a parent with children', async () => {
    const parent = await create({ menuPlatform: 0, menuName: '更多' });
    const child = await create({ menuPlatform: 0, menuName: '帮助', pId: parent.id });
    expect((await admin('DELETE', `/api/admin/menus/${child.id}`)).json().message).toBe('需要二次确认');
    const refused = await confirmedDelete(parent.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('该菜单下还有子菜单，请先删除或移走子菜单');
    expect((await confirmedDelete(child.id)).json()).toMatchObject({ success: true });
    expect((await confirmedDelete(parent.id)).json()).toMatchObject({ success: true });
    expect(await served(0)).not.toContain('更多');
    expect((await confirmedDelete(parent.id)).statusCode).toBe(404);
    const deletions = await auditRows('menus.delete');
    expect(deletions.map((row) => [row.target, row.reason])).toEqual([
      [`menu:${child.id}`, '整理菜单'],
      [`menu:${parent.id}`, '整理菜单'],
    ]);
  });
});
