import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { adminConfirmMachine, type ConfirmRequest } from './adminConfirm.machine';

const request: ConfirmRequest = { method: 'POST', path: '/api/admin/config/secrets', body: { values: { payEpaySecret: 'k' } } };

function start(confirm: (input: { password: string; reason: string }) => Promise<{ grant: string }>, perform: (input: { grant: string }) => Promise<unknown>) {
  const machine = adminConfirmMachine.provide({
    actors: {
      confirm: fromPromise(({ input }: { input: { request: ConfirmRequest; password: string; reason: string } }) => confirm(input)),
      perform: fromPromise(({ input }: { input: { request: ConfirmRequest; grant: string } }) => perform(input)),
    },
  });
  return createActor(machine, { input: { request, changes: [{ label: '易支付密钥', after: '已修改' }] } }).start();
}

const fill = (actor: ReturnType<typeof start>, password = 'pw1234', reason = '换新密钥') => {
  actor.send({ type: 'confirm.change', field: 'password', value: password });
  actor.send({ type: 'confirm.change', field: 'reason', value: reason });
  actor.send({ type: 'confirm.submit' });
};

describe('adminConfirmMachine', () => {
  it('asks for the password and a reason', () => {
    const actor = start(vi.fn(), vi.fn());
    fill(actor, '', '  ');
    expect(actor.getSnapshot().context.errors).toEqual({ password: 'admin.passwordRequired', reason: 'admin.confirm.reasonRequired' });
  });

  it('gets the grant for exactly the request, sends it once, and outputs the answer', async () => {
    const confirm = vi.fn(async () => ({ grant: 'g1' }));
    const perform = vi.fn(async () => ({ ok: true }));
    const actor = start(confirm, perform);
    fill(actor);
    expect(await toPromise(actor)).toEqual({ result: { ok: true } });
    expect(confirm).toHaveBeenCalledWith({ request, password: 'pw1234', reason: '换新密钥' });
    expect(perform).toHaveBeenCalledTimes(1);
    expect(perform).toHaveBeenCalledWith({ request, grant: 'g1' });
  });

  it('returns to the form with the server’s message when the password is wrong, and again when the request is refused', async () => {
    const confirm = vi.fn().mockRejectedValueOnce(new Error('密码错误，未确认')).mockResolvedValue({ grant: 'g2' });
    const perform = vi.fn().mockRejectedValueOnce(new Error('配置项 x 的值无效')).mockResolvedValue(null);
    const actor = start(confirm, perform);
    fill(actor);
    await vi.waitFor(() => expect(actor.getSnapshot().context.submitError).toEqual({ text: '密码错误，未确认' }));
    expect(actor.getSnapshot().context.values.password).toBe('');
    fill(actor);
    await vi.waitFor(() => expect(actor.getSnapshot().context.submitError).toEqual({ text: '配置项 x 的值无效' }));
    // A used grant is never sent again: the next try asks for a new one.
    fill(actor);
    expect(await toPromise(actor)).toEqual({ result: null });
    expect(confirm).toHaveBeenCalledTimes(3);
  });

  it('outputs nothing when cancelled', async () => {
    const actor = start(vi.fn(), vi.fn());
    actor.send({ type: 'confirm.cancel' });
    expect(await toPromise(actor)).toBeNull();
  });
});
