import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { auditLogMachine, type AuditPage, type AuditQuery } from './auditLog.machine';

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

function start(load: (query: AuditQuery) => Promise<AuditPage>) {
  const machine = auditLogMachine.provide({ actors: { load: fromPromise(({ input }: { input: AuditQuery }) => load(input)) } });
  return createActor(machine).start();
}

describe('auditLogMachine', () => {
  it('pages older by the last id and back to newer', async () => {
    const load = vi.fn(async ({ before }: AuditQuery) =>
      before === null ? { rows: [row(60), row(59)], total: 4, next: 59 } : { rows: [row(58), row(57)], total: 4, next: null },
    );
    const actor = start(load);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
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
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
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
    await vi.waitFor(() => expect(actor.getSnapshot().matches('failed')).toBe(true));
    expect(actor.getSnapshot().context.loadError).toEqual({ text: '网络错误' });
    actor.send({ type: 'audit.retry' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
  });
});
