import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { passwordMachine, type PasswordUpdate } from './password.machine';
import { flush } from './testing';
import type { PasswordField } from './validation';

function start(hasPassword: boolean, updatePassword = vi.fn(async (_: PasswordUpdate) => null)) {
  const fakes = { notify: vi.fn(), endSession: vi.fn() };
  const machine = passwordMachine.provide({
    actors: { updatePassword: fromPromise(({ input }) => updatePassword(input)) },
    actions: { notify: (_, params) => fakes.notify(params), endSession: fakes.endSession },
  });
  const actor = createActor(machine, { input: { hasPassword } }).start();
  const fill = (values: Partial<Record<PasswordField, string>>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'password.change', field: field as PasswordField, value });
  };
  return { actor, fakes, fill, updatePassword };
}

describe('passwordMachine', () => {
  it('reports every empty field (原密码不能为空, 密码不能为空, 确认密码不能为空)', () => {
    const { actor, updatePassword } = start(true);
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      oldPassword: 'settings.oldPasswordRequired',
      password: 'settings.passwordRequired',
      verifyPassword: 'settings.verifyPasswordRequired',
    });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it('clears a field’s error when it is edited', () => {
    const { actor, fill } = start(true);
    actor.send({ type: 'password.submit' });
    fill({ password: 'a' });
    expect(actor.getSnapshot().context.errors.password).toBeUndefined();
    expect(actor.getSnapshot().context.errors.oldPassword).toBe('settings.oldPasswordRequired');
  });

  it('checks the length and the confirmation', () => {
    const { actor, fill } = start(true);
    fill({ oldPassword: 'old-pass', password: '12345', verifyPassword: '123456' });
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ password: 'settings.passwordLength', verifyPassword: 'settings.passwordMismatch' });
  });

  it('changes the password: sends oldPassword, toasts, ends the session (final)', async () => {
    const { actor, fakes, fill, updatePassword } = start(true);
    fill({ oldPassword: 'old-pass', password: 'new-pass-1', verifyPassword: 'new-pass-1' });
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(updatePassword).toHaveBeenCalledWith({ oldPassword: 'old-pass', password: 'new-pass-1' });
    await flush();
    expect(fakes.notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'settings.passwordChanged' } });
    expect(fakes.endSession).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('sets a first password without asking for an old one', async () => {
    const { actor, fakes, fill, updatePassword } = start(false);
    fill({ password: 'first-pass', verifyPassword: 'first-pass' });
    actor.send({ type: 'password.submit' });
    expect(updatePassword).toHaveBeenCalledWith({ password: 'first-pass' });
    await flush();
    expect(fakes.notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'settings.passwordSetDone' } });
  });

  it('shows the server text on failure and keeps the session', async () => {
    const { actor, fakes, fill } = start(
      true,
      vi.fn(async () => Promise.reject(new Error('原密码错误'))),
    );
    fill({ oldPassword: 'wrong', password: 'new-pass-1', verifyPassword: 'new-pass-1' });
    actor.send({ type: 'password.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.submitError).toEqual({ text: '原密码错误' });
    expect(fakes.endSession).not.toHaveBeenCalled();
    fill({ oldPassword: 'right' });
    expect(actor.getSnapshot().context.submitError).toBeNull();
  });
});
