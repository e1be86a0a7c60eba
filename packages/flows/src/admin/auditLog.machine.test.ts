import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type AuditExportQuery, auditLogMachine, type AuditPage, type AuditQuery } from './auditLog.machine';

const row = (id: number) => ({
  id,
  operatorId: 1,
  operatorName: 'admin',
  action: 'auth.login',
  target: '',
  before: null,
  after: null,
  reason: '',
  address: '',
  requestId: '',
  createdAt: '',
});

function start(load: (query: AuditQuery) => Promise<AuditPage>, exportCsv: (query: AuditExportQuery) => Promise<unknown> = async () => null, notify = vi.fn()) {
  const machine = auditLogMachine.provide({
    actors: {
      load: fromPromise(({ input }: { input: AuditQuery }) => load(input)),
      exportCsv: fromPromise(({ input }: { input: AuditExportQuery }) => exportCsv(input)),
    },
    actions: { notify: (_, params) => notify(params) },
  });
  return createActor(machine).start();
}

describe('auditLogMachine', () => {
  it('pages older by the last id and back to newer', async () => {
    const load = vi.fn(async ({ before }: AuditQuery) =>
      before === null ? { rows: [row(60), row(59)], total: 4, next: 59 } : { rows: [row(58), row(57)], total: 4, next: null },
    );
    const actor = start(load);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ list: 'ready' })).toBe(true));
    actor.send({ type: 'audit.newer' });
    actor.send({ type: 'audit.older' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.page?.rows[0]?.id).toBe(58));
    actor.send({ type: 'audit.older' });
    expect(load).toHaveBeenCalledTimes(2);
    actor.send({ type: 'audit.newer' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.page?.rows[0]?.id).toBe(60));
    expect(load.mock.calls.map(([query]) => query.before)).toEqual([null, 59, null]);
  });

  it('checks the dates before applying the filters, and starts again from the newest page', async () => {
    const load = vi.fn(async () => ({ rows: [row(1)], total: 1, next: null }));
    const actor = start(load);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ list: 'ready' })).toBe(true));
    actor.send({ type: 'audit.change', field: 'from', value: '2026/06/01' });
    actor.send({ type: 'audit.apply' });
    expect(actor.getSnapshot().context.errors).toEqual({ from: 'admin.audit.dateInvalid' });
    actor.send({ type: 'audit.change', field: 'from', value: '2026-06-01' });
    actor.send({ type: 'audit.change', field: 'action', value: 'auth.' });
    actor.send({ type: 'audit.apply' });
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(load).toHaveBeenLastCalledWith({ action: 'auth.', from: '2026-06-01', to: '', before: null });
  });

  it('offers a retry after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('网络错误')).mockResolvedValue({ rows: [], total: 0, next: null });
    const actor = start(load);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ list: 'failed' })).toBe(true));
    expect(actor.getSnapshot().context.loadError).toEqual({ text: '网络错误' });
    actor.send({ type: 'audit.retry' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ list: 'ready' })).toBe(true));
  });

  it('exports what the typed filters select, applying them to the list too, and keeps the list usable meanwhile', async () => {
    const load = vi.fn(async () => ({ rows: [row(1)], total: 1, next: null }));
    let finish: (value: unknown) => void = () => {};
    const exportCsv = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    const notify = vi.fn();
    const actor = start(load, exportCsv, notify);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ list: 'ready' })).toBe(true));
    actor.send({ type: 'audit.change', field: 'to', value: 'soon' });
    actor.send({ type: 'audit.export' });
    expect(actor.getSnapshot().context.errors).toEqual({ to: 'admin.audit.dateInvalid' });
    expect(exportCsv).not.toHaveBeenCalled();
    actor.send({ type: 'audit.change', field: 'to', value: '2026-06-02' });
    actor.send({ type: 'audit.change', field: 'action', value: 'goods.' });
    actor.send({ type: 'audit.export' });
    expect(exportCsv).toHaveBeenCalledWith({ action: 'goods.', to: '2026-06-02' });
    await vi.waitFor(() => expect(load).toHaveBeenLastCalledWith({ action: 'goods.', from: '', to: '2026-06-02', before: null }));
    // Filtering again while the file downloads neither cancels nor repeats the export.
    actor.send({ type: 'audit.change', field: 'action', value: 'auth.' });
    actor.send({ type: 'audit.apply' });
    expect(actor.getSnapshot().matches({ export: 'exporting' })).toBe(true);
    actor.send({ type: 'audit.export' });
    expect(exportCsv).toHaveBeenCalledTimes(1);
    finish(null);
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'admin.audit.exported' } }));
    expect(actor.getSnapshot().matches({ export: 'idle' })).toBe(true);
  });

  it('says why an export failed', async () => {
    const notify = vi.fn();
    const actor = start(
      async () => ({ rows: [], total: 0, next: null }),
      async () => Promise.reject(new Error('操作过于频繁')),
      notify,
    );
    actor.send({ type: 'audit.export' });
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith({ tone: 'error', message: { text: '操作过于频繁' } }));
  });
});
