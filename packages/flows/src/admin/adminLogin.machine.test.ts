import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { adminLoginMachine, type AdminCredentials } from './adminLogin.machine';

function start(login: (credentials: AdminCredentials) => Promise<{ token: string }>) {
  const loggedIn = vi.fn();
  const machine = adminLoginMachine.provide({
    actors: { login: fromPromise(({ input }: { input: AdminCredentials }) => login(input)) },
    actions: { loggedIn: (_, { token }) => loggedIn(token) },
  });
  return { actor: createActor(machine).start(), loggedIn };
}

describe('adminLoginMachine', () => {
  it('asks for both fields before calling', () => {
    const login = vi.fn();
    const { actor } = start(login);
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ username: 'admin.usernameRequired', password: 'admin.passwordRequired' });
    actor.send({ type: 'login.change', field: 'username', value: 'admin' });
    expect(actor.getSnapshot().context.errors.username).toBeUndefined();
    expect(login).not.toHaveBeenCalled();
  });

  it('sends the trimmed name and hands the token on', async () => {
    const { actor, loggedIn } = start(async () => ({ token: 'tok' }));
    actor.send({ type: 'login.change', field: 'username', value: ' admin ' });
    actor.send({ type: 'login.change', field: 'password', value: 'secret1' });
    actor.send({ type: 'login.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(loggedIn).toHaveBeenCalledWith('tok');
  });

  it('takes an authenticator code only as 6 digits, and sends it', async () => {
    const login = vi.fn(async () => ({ token: 'tok' }));
    const { actor } = start(login);
    actor.send({ type: 'login.change', field: 'username', value: 'admin' });
    actor.send({ type: 'login.change', field: 'password', value: 'secret1' });
    actor.send({ type: 'login.change', field: 'otp', value: '12345' });
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ otp: 'admin.otpInvalid' });
    actor.send({ type: 'login.change', field: 'otp', value: '123456' });
    actor.send({ type: 'login.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(login).toHaveBeenCalledWith({ username: 'admin', password: 'secret1', otp: '123456' });
  });

  it('shows the server’s refusal and empties the password', async () => {
    const { actor } = start(async () => {
      throw new Error('用户名或密码错误');
    });
    actor.send({ type: 'login.change', field: 'username', value: 'admin' });
    actor.send({ type: 'login.change', field: 'password', value: 'wrong12' });
    actor.send({ type: 'login.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true));
    expect(actor.getSnapshot().context).toMatchObject({ submitError: { text: '用户名或密码错误' }, values: { username: 'admin', password: '', otp: '' } });
  });
});
