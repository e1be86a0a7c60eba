import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createTranslator } from '../../i18n';
import { ConfirmCancelled } from '../siteSettings.machine';
import { vipLevelsCatalog } from './messages';
import { vipLevelDeletion } from './requests';
import { newVipLevelDraft, vipLevelBody, vipLevelsMachine, type VipLevel, type VipLevelSave } from './vipLevels.machine';

const level = (id: number, overrides: Partial<VipLevel> = {}): VipLevel => ({
  id,
  name: `等级${id}`,
  badge: `L${id}`,
  rank: id * 10,
  isDefault: false,
  ...overrides,
});
const list = [level(3, { rank: 5 }), level(1, { name: '会员', badge: 'VIP', rank: 1, isDefault: true }), level(2, { rank: 5 })];

function start({
  load = vi.fn(async () => structuredClone(list)) as () => Promise<VipLevel[]>,
  save = vi.fn(async ({ id, body }: VipLevelSave) => level(id ?? 9, body)) as (input: VipLevelSave) => Promise<VipLevel>,
  remove = vi.fn(async () => null) as (input: VipLevel) => Promise<unknown>,
} = {}) {
  const notify = vi.fn();
  const machine = vipLevelsMachine.provide({
    actors: {
      load: fromPromise(() => load()),
      save: fromPromise<VipLevel, VipLevelSave>(({ input }) => save(input)),
      remove: fromPromise<unknown, VipLevel>(({ input }) => remove(input)),
    },
    actions: { notify: (_, notice) => notify(notice) },
  });
  return { actor: createActor(machine).start(), notify, load, save, remove };
}

type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor, state: 'ready' | 'editing' | 'failed') => vi.waitFor(() => expect(actor.getSnapshot().value).toBe(state));
const ids = (actor: Actor) => actor.getSnapshot().context.levels.map((entry) => entry.id);

describe('vipLevelBody', () => {
  it('trims the name and badge and reads the rank', () => {
    expect(vipLevelBody({ name: ' 黄金会员 ', badge: ' GOLD ', rank: '-20' })).toEqual({ body: { name: '黄金会员', badge: 'GOLD', rank: -20 }, errors: {} });
    expect(vipLevelBody({ name: '白银', badge: '', rank: '0' }).body).toEqual({ name: '白银', badge: '', rank: 0 });
  });

  it('checks every field by the server’s rules', () => {
    expect(vipLevelBody({ name: '  ', badge: '', rank: '1' }).errors).toEqual({ name: 'admin.vipLevels.nameRequired' });
    expect(vipLevelBody({ name: '会'.repeat(33), badge: '', rank: '1' }).errors).toEqual({ name: 'admin.vipLevels.nameTooLong' });
    expect(vipLevelBody({ name: '会'.repeat(32), badge: '徽'.repeat(12), rank: '1' }).errors).toEqual({});
    expect(vipLevelBody({ name: 'a', badge: 'x'.repeat(13), rank: '1' }).errors).toEqual({ badge: 'admin.vipLevels.badgeTooLong' });
    for (const rank of ['', '1.5', 'ten', '2147483648', '-2147483649', '1e3'])
      expect(vipLevelBody({ name: 'a', badge: '', rank }).errors, rank).toEqual({ rank: 'admin.vipLevels.rankInvalid' });
    for (const rank of ['2147483647', '-2147483648']) expect(vipLevelBody({ name: 'a', badge: '', rank }).errors, rank).toEqual({});
  });

  it('proposes a new level one rank above the highest', () => {
    expect(newVipLevelDraft(list)).toEqual({ name: '', badge: '', rank: '6' });
    expect(newVipLevelDraft([])).toEqual({ name: '', badge: '', rank: '1' });
  });
});

describe('vipLevelDeletion', () => {
  it('is the DELETE of exactly that level, named in its change line', () => {
    const t = createTranslator([vipLevelsCatalog], 'zh-CN');
    expect(vipLevelDeletion(t, level(3, { name: '黄金' }))).toEqual({
      request: { method: 'DELETE', path: '/api/admin/vip-levels/3' },
      changes: [{ label: '删除会员等级', after: '黄金（#3）' }],
    });
  });
});

describe('vipLevelsMachine', () => {
  it('lists by rank then id, and creates a level in its place', async () => {
    const { actor, save, notify } = start();
    await settled(actor, 'ready');
    expect(ids(actor)).toEqual([1, 2, 3]);
    actor.send({ type: 'levels.new' });
    expect(actor.getSnapshot().context.draft).toEqual({ name: '', badge: '', rank: '6' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ name: 'admin.vipLevels.nameRequired' });
    expect(save).not.toHaveBeenCalled();
    actor.send({ type: 'form.change', values: { name: '钻石', badge: 'DIA', rank: '3' } });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'form.submit' });
    await settled(actor, 'ready');
    expect(save).toHaveBeenCalledWith({ id: null, body: { name: '钻石', badge: 'DIA', rank: 3 } });
    expect(ids(actor)).toEqual([1, 9, 2, 3]);
    expect(notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'admin.vipLevels.created' } });
  });

  it('edits a level and moves it to its new rank; the server’s refusal stays under the form', async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(new Error('等级名称不能为空'))
      .mockImplementation(async ({ id, body }: VipLevelSave) => level(id!, body));
    const { actor, notify } = start({ save });
    await settled(actor, 'ready');
    actor.send({ type: 'levels.edit', id: 2 });
    expect(actor.getSnapshot().context).toMatchObject({ editingId: 2, draft: { name: '等级2', badge: 'L2', rank: '5' } });
    actor.send({ type: 'form.change', values: { rank: '100' } });
    actor.send({ type: 'form.submit' });
    await settled(actor, 'editing');
    expect(actor.getSnapshot().context.submitError).toEqual({ text: '等级名称不能为空' });
    actor.send({ type: 'form.submit' });
    await settled(actor, 'ready');
    expect(save).toHaveBeenLastCalledWith({ id: 2, body: { name: '等级2', badge: 'L2', rank: 100 } });
    expect(ids(actor)).toEqual([1, 3, 2]);
    expect(notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'admin.vipLevels.saved' } });
  });

  it('deletes through the confirmation; a closed one changes nothing; the default is never offered', async () => {
    const remove = vi.fn().mockRejectedValueOnce(new ConfirmCancelled()).mockRejectedValueOnce(new Error('网络错误')).mockResolvedValue(null);
    const { actor, notify } = start({ remove });
    await settled(actor, 'ready');
    actor.send({ type: 'levels.delete', id: 1 });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(remove).not.toHaveBeenCalled();

    actor.send({ type: 'levels.delete', id: 3 });
    await settled(actor, 'ready');
    expect(ids(actor)).toEqual([1, 2, 3]);
    expect(notify).not.toHaveBeenCalled();
    actor.send({ type: 'levels.delete', id: 3 });
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith({ tone: 'error', message: { text: '网络错误' } }));
    expect(ids(actor)).toEqual([1, 2, 3]);
    actor.send({ type: 'levels.delete', id: 3 });
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'admin.vipLevels.deleted' } }));
    expect(ids(actor)).toEqual([1, 2]);
    expect(remove).toHaveBeenLastCalledWith(expect.objectContaining({ id: 3 }));
  });

  it('offers a retry when the levels cannot be read', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('网络错误，请稍后重试')).mockResolvedValue(list);
    const { actor } = start({ load });
    await settled(actor, 'failed');
    expect(actor.getSnapshot().context.loadError).toEqual({ text: '网络错误，请稍后重试' });
    actor.send({ type: 'levels.retry' });
    await settled(actor, 'ready');
  });
});
