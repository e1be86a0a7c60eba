import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db';
import { grantPackage } from '../../../src/modules/economy';
import { operatorToken, testAdminPassword } from '../../../src/testing/testApp';
import { startChatHarness } from '../chat/chatTestKit';

// Membership levels (beyond SPEC): packages grant them, a model may be kept for some, and the default level is what a
// member holds when no package named another.
let h: Awaited<ReturnType<typeof startChatHarness>>;
let token: string;
let svip: { id: number };
let defaultLevel: { id: number; name: string };

const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, grant?: string) =>
  h.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, ...(grant ? { 'x-admin-grant': grant } : {}) } });
const confirmedDelete = async (url: string) => {
  const confirmation = await admin('POST', '/api/admin/auth/confirm', { method: 'DELETE', path: url, password: testAdminPassword, reason: '整理等级' });
  return admin('DELETE', url, undefined, confirmation.json().data.grant as string);
};
const userRow = async (id: number) => (await h.app.database.db.select().from(schema.users).where(eq(schema.users.id, id)))[0]!;
const grant = (userId: number, days: number, vipLevelId: number | null) =>
  h.app.database.db.transaction((tx) =>
    grantPackage(tx, userId, { score: 0, days, vipLevelId }, new Date(), { reason: 'test', reference: `${userId}:${Math.random()}` }),
  );

beforeAll(async () => {
  h = await startChatHarness();
  token = await operatorToken(h.app);
  const levels = (await admin('GET', '/api/admin/vip-levels')).json().data;
  defaultLevel = levels.find((level: { isDefault: boolean }) => level.isDefault);
  svip = (await admin('POST', '/api/admin/vip-levels', { name: '超级会员', badge: 'SVIP', rank: 5 })).json().data;
});
afterAll(async () => h.close());

describe('membership levels', () => {
  it('ships one default level, 会员, that members hold until a package grants another', async () => {
    expect(defaultLevel).toMatchObject({ name: '会员' });
    const member = await h.createUser({ vipDays: 30 });
    const info = (await h.call('GET', '/auth/getInfo', member.token)).json().data.userInfo;
    expect(info.vipLevel).toMatchObject({ id: defaultLevel.id, name: '会员', badge: 'VIP' });
    const visitor = await h.createUser();
    expect((await h.call('GET', '/auth/getInfo', visitor.token)).json().data.userInfo.vipLevel).toBeNull();
  });

  it('grants a package’s level; a lower one never takes a higher level away from a member, but replaces an expired one', async () => {
    const user = await h.createUser();
    await grant(user.id, 30, svip.id);
    expect((await userRow(user.id)).vipLevelId).toBe(svip.id);
    await grant(user.id, 30, null);
    expect((await userRow(user.id)).vipLevelId).toBe(svip.id);
    await h.app.database.db
      .update(schema.users)
      .set({ vipExpire: new Date(Date.now() - 1000) })
      .where(eq(schema.users.id, user.id));
    await grant(user.id, 30, null);
    expect((await userRow(user.id)).vipLevelId).toBeNull();
  });

  it('lists the levels with the membership packages that grant them', async () => {
    const goods = await admin('POST', '/api/admin/goods', { name: '超级会员月卡', typeId: 2, price: '49.90', days: 30, vipLevelId: svip.id });
    expect(goods.json().data).toMatchObject({ vipLevelId: svip.id });
    expect((await admin('POST', '/api/admin/goods', { name: '坏等级', typeId: 2, price: '1', days: 30, vipLevelId: 99999 })).json().message).toBe(
      '会员等级不存在',
    );
    const levels = (await h.app.inject('/api/config/getVipLeavelRel')).json().data;
    expect(levels.map((level: { name: string; packages: { name: string }[] }) => [level.name, level.packages.map((entry) => entry.name)])).toEqual([
      ['会员', ['月度会员', '年度会员', '永久会员']],
      ['超级会员', ['超级会员月卡']],
    ]);
  });

  it('refuses a level-kept model to everyone else before any charge, 该模型仅限超级会员可用, and serves its members', async () => {
    await h.upstream({ reply: '好的' });
    const model = await h.model('灵犀 Lite');
    await h.app.database.db
      .update(schema.chatModels)
      .set({ vipLevelIds: [svip.id] })
      .where(eq(schema.chatModels.id, model.id));
    const outsiders = [await h.createUser({ score: 10 }), await h.createUser({ score: 10, vipDays: 30 })];
    for (const outsider of outsiders) {
      const groupId = await h.newGroup(outsider.token);
      // The catalog reloads on the models' change notification.
      await expect
        .poll(async () => (await h.chat(outsider.token, { groupId, prompt: '你好' })).reply.json?.()?.message, { timeout: 5000 })
        .toBe('该模型仅限超级会员可用');
      expect(await h.balance(outsider.id)).toBe(10);
      expect(await h.logs(groupId)).toEqual([]);
    }
    const member = await h.createUser({ score: 10 });
    await grant(member.id, 30, svip.id);
    const groupId = await h.newGroup(member.token);
    for (let turn = 0; turn < 2; turn++) {
      const { reply, frames } = await h.chat(member.token, { groupId, prompt: '你好' });
      expect(reply.statusCode).toBe(200);
      expect(frames.at(-1)).toMatchObject({ type: 'end', text: '好的' });
    }
    // A member whose level lapses is refused on the next turn, though the conversation is known.
    await h.app.database.db
      .update(schema.users)
      .set({ vipExpire: new Date(Date.now() - 1000) })
      .where(eq(schema.users.id, member.id));
    expect((await h.chat(member.token, { groupId, prompt: '你好' })).reply.statusCode).toBe(403);
    await h.app.database.db.update(schema.chatModels).set({ vipLevelIds: [] }).where(eq(schema.chatModels.id, model.id));
  });

  it('deletes only a level nothing uses, never the default, and audits each change', async () => {
    expect((await confirmedDelete(`/api/admin/vip-levels/${defaultLevel.id}`)).json().message).toBe('默认等级不能删除');
    expect((await confirmedDelete(`/api/admin/vip-levels/${svip.id}`)).json().message).toBe('该等级仍被套餐、会员或模型使用，不能删除');
    const spare = (await admin('POST', '/api/admin/vip-levels', { name: '  临时  ', rank: 1 })).json().data;
    expect(spare).toMatchObject({ name: '临时', badge: '' });
    expect((await admin('POST', `/api/admin/vip-levels/${spare.id}`, { name: ' ' })).json().message).toBe('等级名称不能为空');
    expect((await admin('DELETE', `/api/admin/vip-levels/${spare.id}`)).json().message).toBe('需要二次确认');
    expect((await confirmedDelete(`/api/admin/vip-levels/${spare.id}`)).json()).toMatchObject({ success: true });
    const actions = (await h.app.database.db.select().from(schema.adminAudit)).map((row) => row.action);
    expect(actions.filter((action) => action.startsWith('vipLevels.'))).toEqual(['vipLevels.create', 'vipLevels.create', 'vipLevels.delete']);
  });
});
