import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createTranslator } from '../../i18n';
import { adminCatalog } from '../messages';
import { ConfirmCancelled } from '../siteSettings.machine';
import { moderatedFixture } from './drawingAdmin.fixtures';
import { drawingModerationMachine, type ModeratedDrawing, type ModerationPage, type ModerationQuery, userIdOf } from './drawingModeration.machine';
import { drawingAdminCatalog } from './messages';
import { drawingDeletion } from './requests';

const all = [
  moderatedFixture({ id: 9 }),
  moderatedFixture({ id: 8, userId: 7, username: 'bob' }),
  moderatedFixture({ id: 5, status: 'queued', thumbUrl: null, imageUrl: null }),
];
/** The fake server: the user's rows, newest first, two a page. */
const serve = async (query: ModerationQuery): Promise<ModerationPage> => {
  const rows = all.filter((row) => (query.userId === undefined || row.userId === query.userId) && (query.before === undefined || row.id < query.before));
  const page = rows.slice(0, 2);
  return { rows: page, next: rows.length > 2 ? page.at(-1)!.id : null };
};

function start({ load = vi.fn(serve), remove = vi.fn(async () => null) as (drawing: ModeratedDrawing) => Promise<unknown> } = {}) {
  const notify = vi.fn();
  const machine = drawingModerationMachine.provide({
    actors: {
      load: fromPromise<ModerationPage, ModerationQuery>(({ input }) => load(input)),
      remove: fromPromise<unknown, ModeratedDrawing>(({ input }) => remove(input)),
    },
    actions: { notify: (_, notice) => notify(notice) },
  });
  return { actor: createActor(machine).start(), notify, load, remove };
}
type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor, state: 'ready' | 'failed') => vi.waitFor(() => expect(actor.getSnapshot().value).toBe(state));
const ids = (actor: Actor) => actor.getSnapshot().context.rows.map((row) => row.id);

describe('userIdOf', () => {
  it('reads a positive whole number, empty as everyone, and refuses the rest', () => {
    expect(userIdOf(' 42 ')).toEqual({ userId: 42, error: null });
    expect(userIdOf('')).toEqual({ userId: null, error: null });
    for (const text of ['0', '-3', '4.5', 'bob', '2147483648']) expect(userIdOf(text), text).toEqual({ userId: null, error: 'admin.moderation.userInvalid' });
  });
});

describe('drawingModerationMachine', () => {
  it('lists the newest drawings and loads older ones after the last seen', async () => {
    const { actor, load } = start();
    await settled(actor, 'ready');
    expect(ids(actor)).toEqual([9, 8]);
    actor.send({ type: 'more' });
    await vi.waitFor(() => expect(ids(actor)).toEqual([9, 8, 5]));
    expect(load).toHaveBeenLastCalledWith({ before: 8, size: 24 });
    expect(actor.getSnapshot().context.next).toBeNull();
  });

  it("filters by a user's ID once it is a valid one, and shows everyone's again", async () => {
    const { actor, load } = start();
    await settled(actor, 'ready');
    actor.send({ type: 'user.change', value: 'bob' });
    actor.send({ type: 'user.apply' });
    expect(actor.getSnapshot().context.userError).toBe('admin.moderation.userInvalid');
    expect(load).toHaveBeenCalledTimes(1);
    actor.send({ type: 'user.change', value: '7' });
    expect(actor.getSnapshot().context.userError).toBeNull();
    actor.send({ type: 'user.apply' });
    await settled(actor, 'ready');
    expect(load).toHaveBeenLastCalledWith({ userId: 7, size: 24 });
    expect(ids(actor)).toEqual([8]);
    actor.send({ type: 'user.clear' });
    await settled(actor, 'ready');
    expect(ids(actor)).toEqual([9, 8]);
    expect(actor.getSnapshot().context.userText).toBe('');
  });

  it('deletes through the confirmation: the drawing leaves the list; a closed confirmation or a refusal keeps it', async () => {
    const remove = vi.fn().mockRejectedValueOnce(new ConfirmCancelled()).mockRejectedValueOnce(new Error('绘制中的任务不能删除')).mockResolvedValue(null);
    const { actor, notify } = start({ remove });
    await settled(actor, 'ready');
    actor.send({ type: 'delete', id: 8 });
    await settled(actor, 'ready');
    expect(ids(actor)).toEqual([9, 8]);
    expect(notify).not.toHaveBeenCalled();
    actor.send({ type: 'delete', id: 8 });
    await settled(actor, 'ready');
    expect(notify).toHaveBeenLastCalledWith({ tone: 'error', message: { text: '绘制中的任务不能删除' } });
    actor.send({ type: 'delete', id: 8 });
    await vi.waitFor(() => expect(ids(actor)).toEqual([9]));
    expect(remove).toHaveBeenLastCalledWith(expect.objectContaining({ id: 8, username: 'bob' }));
    expect(notify).toHaveBeenLastCalledWith({ tone: 'success', message: { key: 'admin.moderation.deleted', values: { id: 8 } } });
  });

  it('offers a retry when the list fails to load', async () => {
    const { actor } = start({ load: vi.fn().mockRejectedValueOnce(new Error('down')).mockImplementation(serve) });
    await settled(actor, 'failed');
    actor.send({ type: 'retry' });
    await settled(actor, 'ready');
    expect(ids(actor)).toEqual([9, 8]);
  });

  it('names the drawing, its author and its prompt in the confirmation', () => {
    const t = createTranslator([adminCatalog, drawingAdminCatalog], 'zh-CN');
    expect(drawingDeletion(t, moderatedFixture({ id: 8, username: null, userId: 7, prompt: '长'.repeat(70) }))).toEqual({
      request: { method: 'DELETE', path: '/api/admin/drawings/8' },
      changes: [{ label: '删除作品 #8（#7）', after: `连同图片一并删除：${'长'.repeat(60)}…` }],
    });
  });
});
