import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Notice } from '../../session/notify';
import { ConfirmCancelled } from '../siteSettings.machine';
import { drawingAdminData, jobFixture } from './drawingAdmin.fixtures';
import { type DrawingAdminData, draftsOf, routingChanges, settingsChanges } from './drawingSettings';
import { drawingSettingsMachine, type RoutingValues } from './drawingSettings.machine';
import { jobMonitorMachine, type JobPage, type JobQuery, type JobRow } from './jobMonitor.machine';

describe('settingsChanges and routingChanges', () => {
  it('send only what changed, as the server takes it, and name what it would refuse', () => {
    const data = drawingAdminData();
    const drafts = { ...draftsOf(data), fast_mjDeduction1: ' 6 ', mjModes: [3, 1, 2] as (1 | 2 | 3)[], drawSuggestWords: '赛博朋克\n\n 水彩 \n电影感\n国潮' };
    expect(settingsChanges(data, drafts)).toEqual({
      changes: { fast_mjDeduction1: 6, drawSuggestWords: ['赛博朋克', '水彩', '电影感', '国潮'] },
      problems: {},
    });
    const bad = {
      ...draftsOf(data),
      mjConcurrentJobs: '0',
      mjRelaxTimeoutMinutes: '1441',
      relax_vip_free: '1.5',
      mjModes: [],
      drawSuggestWords: 'x'.repeat(21),
    };
    expect(settingsChanges(data, bad).problems).toEqual({
      mjConcurrentJobs: 'number',
      mjRelaxTimeoutMinutes: 'number',
      relax_vip_free: 'number',
      mjModes: 'modes',
      drawSuggestWords: 'word',
    });
    const routing = {
      ...draftsOf(data),
      mjProxyHost: 'https://mj.example.com/',
      mjFaceProxyHost: 'face.example.com',
      mjTurboProxyHost: ' https://turbo.example.com ',
    };
    expect(routingChanges(data, routing, { value: '', clear: false })).toEqual({
      changes: { mjTurboProxyHost: 'https://turbo.example.com' },
      problems: { mjFaceProxyHost: 'host' },
    });
    expect(routingChanges(data, draftsOf(data), { value: '', clear: true }).changes).toEqual({ mjProxySecret: null });
  });

  it('read the quick tools one a line, send them only when changed, and refuse a line that does not read', () => {
    const data = drawingAdminData();
    expect(draftsOf(data).drawQuickTools).toBe('头像生成 | 一句话生成专属头像 | {input}的头像，居中构图 | 例如：戴眼镜的女孩 | 1:1 | NIJI-6');
    const spaced = { ...draftsOf(data), drawQuickTools: '  头像生成|一句话生成专属头像|{input}的头像，居中构图|例如：戴眼镜的女孩|1:1|NIJI-6\n\n' };
    expect(settingsChanges(data, spaced)).toEqual({ changes: {}, problems: {} });
    const added = { ...draftsOf(data), drawQuickTools: `${draftsOf(data).drawQuickTools}\n手机壁纸 |  | {input}，手机壁纸 |  | 9:16 | MJ-6.1` };
    expect(settingsChanges(data, added).changes.drawQuickTools?.[1]).toEqual({
      name: '手机壁纸',
      description: '',
      template: '{input}，手机壁纸',
      placeholder: '',
      size: '9:16',
      model: 'MJ-6.1',
    });
    for (const line of [
      '头像 | 说明 | 模板 | 提示 | 5:1 | NIJI-6',
      '头像 | 说明 | 模板 | 提示 | 1:1',
      ` ${'名'.repeat(21)} | | 模板 | | 1:1 | MJ-6.1`,
      '头像 | | | | 1:1 | MJ-6.1',
    ])
      expect(settingsChanges(data, { ...draftsOf(data), drawQuickTools: line }).problems, line).toEqual({ drawQuickTools: 'tool' });
    expect(settingsChanges(data, { ...draftsOf(data), drawQuickTools: '' }).changes).toEqual({ drawQuickTools: [] });
  });
});

function startSettings({
  load = vi.fn(async () => drawingAdminData()),
  save = vi.fn(async (_values: object) => null),
  saveRouting = vi.fn(async (_values: RoutingValues): Promise<unknown> => null),
}: {
  load?: () => Promise<DrawingAdminData>;
  save?: (values: object) => Promise<unknown>;
  saveRouting?: (values: RoutingValues) => Promise<unknown>;
} = {}) {
  const notices: Notice[] = [];
  const machine = drawingSettingsMachine.provide({
    actors: {
      load: fromPromise(() => load()),
      save: fromPromise<unknown, object>(({ input }) => save(input)),
      saveRouting: fromPromise<unknown, RoutingValues>(({ input }) => saveRouting(input)),
    },
    actions: { notify: (_, notice) => notices.push(notice) },
  });
  return { actor: createActor(machine).start(), load, save, saveRouting, notices };
}

describe('drawingSettingsMachine', () => {
  it('saves the changed settings, reloads, and keeps an unsaved routing edit', async () => {
    const saved = drawingAdminData({ settings: { ...drawingAdminData().settings, fast_mjDeduction1: 6 } });
    const load = vi.fn<() => Promise<DrawingAdminData>>().mockResolvedValueOnce(drawingAdminData()).mockResolvedValueOnce(saved);
    const { actor, save, notices } = startSettings({ load });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true));
    actor.send({ type: 'change', key: 'fast_mjDeduction1', value: '6' });
    actor.send({ type: 'change', key: 'mjRelaxProxyHost', value: 'https://relax.example.com' });
    actor.send({ type: 'save' });
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true));
    expect(save).toHaveBeenCalledWith({ fast_mjDeduction1: 6 });
    expect(actor.getSnapshot().context.data).toBe(saved);
    expect(actor.getSnapshot().context.drafts.mjRelaxProxyHost).toBe('https://relax.example.com');
    expect(notices).toEqual([{ tone: 'success', message: { key: 'admin.drawing.saved' } }]);
  });

  it('refuses invalid drafts and sends nothing; nothing changed is said so', async () => {
    const { actor, save, notices } = startSettings();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true));
    actor.send({ type: 'save' });
    actor.send({ type: 'mode.toggle', mode: 1, on: false });
    actor.send({ type: 'mode.toggle', mode: 2, on: false });
    actor.send({ type: 'mode.toggle', mode: 3, on: false });
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().context.problems).toEqual({ mjModes: 'modes' });
    actor.send({ type: 'mode.toggle', mode: 3, on: true });
    expect(actor.getSnapshot().context.problems).toEqual({});
    expect(save).not.toHaveBeenCalled();
    expect(notices.map((notice) => notice.message)).toEqual([{ key: 'admin.drawing.unchanged' }, { key: 'admin.drawing.fixErrors' }]);
  });

  it('sends the routing through its call; a closed confirmation keeps the drafts and says nothing', async () => {
    const saveRouting = vi.fn(async (_values: RoutingValues): Promise<unknown> => {
      throw new ConfirmCancelled();
    });
    const { actor, notices } = startSettings({ saveRouting });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true));
    actor.send({ type: 'secret.change', value: 'new-secret' });
    actor.send({ type: 'routing.save' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true));
    expect(saveRouting).toHaveBeenCalledWith({ mjProxySecret: 'new-secret' });
    expect(actor.getSnapshot().context.secret).toEqual({ value: 'new-secret', clear: false });
    expect(notices).toEqual([]);
  });
});

function startMonitor(
  load = vi.fn(async (_query: JobQuery): Promise<JobPage> => ({ rows: [jobFixture({ id: 9, status: 'running' })], next: 9, open: { running: 1 } })),
) {
  const notices: Notice[] = [];
  const cancel = vi.fn(async (_job: JobRow): Promise<unknown> => null);
  const machine = jobMonitorMachine.provide({
    actors: { load: fromPromise<JobPage, JobQuery>(({ input }) => load(input)), cancel: fromPromise<unknown, JobRow>(({ input }) => cancel(input)) },
    actions: { notify: (_, notice) => notices.push(notice) },
  });
  return { actor: createActor(machine).start(), load, cancel, notices };
}

describe('jobMonitorMachine', () => {
  it('reads unfinished jobs first, a filter afresh, and older pages after the last id', async () => {
    const { actor, load } = startMonitor();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
    expect(load).toHaveBeenLastCalledWith({ status: 'open', size: 30 });
    actor.send({ type: 'more' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.rows).toHaveLength(2));
    expect(load).toHaveBeenLastCalledWith({ status: 'open', before: 9, size: 30 });
    actor.send({ type: 'filter', filter: 'all' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
    expect(load).toHaveBeenLastCalledWith({ size: 30 });
    expect(actor.getSnapshot().context.rows).toHaveLength(1);
  });

  it('cancels only an unfinished job, then reads the list again and names it', async () => {
    const { actor, load, cancel, notices } = startMonitor();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
    actor.send({ type: 'cancel', job: jobFixture({ id: 3, status: 'failed' }) });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'cancel', job: jobFixture({ id: 9, status: 'running' }) });
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(notices).toEqual([{ tone: 'success', message: { key: 'admin.jobs.cancelled', values: { id: 9 } } }]);
  });
});
