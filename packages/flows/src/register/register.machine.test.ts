import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, waitFor } from 'xstate';
import { registerView } from './register.view';
import { provideRegister, switchToLoginMs, validateRegisterPassword, validateRegisterUsername, type RegisterServices } from './register.machine';

function start({ agreed = true, ...overrides }: Partial<RegisterServices> & { agreed?: boolean } = {}) {
  const services = { register: vi.fn(async () => null), storeNewUser: vi.fn(), ...overrides };
  const clock = new SimulatedClock();
  const actor = createActor(provideRegister(services), { clock, input: { agreed } }).start();
  const fill = (username: string, password: string, verifyPassword: string) => {
    actor.send({ type: 'username.change', value: username });
    actor.send({ type: 'password.change', value: password });
    actor.send({ type: 'verifyPassword.change', value: verifyPassword });
  };
  return { actor, clock, services, fill };
}

describe('validators', () => {
  it.each([
    ['', 'register.error.usernameRequired'],
    ['ab12', 'register.error.usernameMin'],
    ['abc12', 'register.error.usernameMin'],
    ['abc123', null],
    [`a${'1'.repeat(29)}`, null],
    [`a${'1'.repeat(30)}`, 'register.error.usernameMax'],
    ['abcdefg', 'register.error.usernameFormat'],
    ['1234567', 'register.error.usernameFormat'],
    ['Lingxi2024', null],
  ])('username %j → %s', (username, expected) => expect(validateRegisterUsername(username)).toBe(expected));

  it.each([
    ['', 'register.error.passwordRequired'],
    ['12345', 'register.error.passwordLength'],
    ['123456', null],
    ['x'.repeat(30), null],
    ['x'.repeat(31), 'register.error.passwordLength'],
  ])('password %j → %s', (password, expected) => expect(validateRegisterPassword(password)).toBe(expected));
});

describe('registerMachine', () => {
  it('checks each field on blur and clears its message on change', () => {
    const { actor } = start();
    actor.send({ type: 'username.blur' });
    expect(actor.getSnapshot().context.errors.username).toBe('register.error.usernameRequired');
    actor.send({ type: 'username.change', value: 'abc' });
    expect(actor.getSnapshot().context.errors.username).toBeUndefined();
    actor.send({ type: 'username.blur' });
    expect(actor.getSnapshot().context.errors.username).toBe('register.error.usernameMin');
    actor.send({ type: 'username.change', value: 'abcdefgh' });
    actor.send({ type: 'username.blur' });
    expect(actor.getSnapshot().context.errors.username).toBe('register.error.usernameFormat');

    actor.send({ type: 'password.change', value: '123' });
    actor.send({ type: 'password.blur' });
    expect(actor.getSnapshot().context.errors.password).toBe('register.error.passwordLength');

    actor.send({ type: 'verifyPassword.change', value: '124' });
    actor.send({ type: 'verifyPassword.blur' });
    expect(actor.getSnapshot().context.errors.verifyPassword).toBe('register.error.passwordMismatch');
    actor.send({ type: 'verifyPassword.change', value: '123' });
    actor.send({ type: 'verifyPassword.blur' });
    expect(actor.getSnapshot().context.errors).toEqual({ username: 'register.error.usernameFormat', password: 'register.error.passwordLength' });
  });

  it('reports one submit error at a time, in the order of SPEC §5', () => {
    const { actor, fill, services } = start({ agreed: false });
    const submitError = () => {
      actor.send({ type: 'register.submit' });
      return actor.getSnapshot().context.submitError;
    };
    fill('abc', '123456', '654321');
    expect(submitError()).toBe('register.error.username');
    expect(actor.getSnapshot().context.errors).toEqual({ username: 'register.error.usernameMin', verifyPassword: 'register.error.passwordMismatch' });
    fill('abc123', '12345', '654321');
    expect(submitError()).toBe('register.error.passwordLength');
    fill('abc123', '123456', '654321');
    expect(submitError()).toBe('register.error.passwordMismatch');
    fill('abc123', '123456', '123456');
    expect(submitError()).toBe('register.error.agreement');
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(services.register).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('editing');

    actor.send({ type: 'agreement.change', agreed: true });
    expect(actor.getSnapshot().context.submitError).toBeNull();
    actor.send({ type: 'register.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(services.register).toHaveBeenCalledWith({ username: 'abc123', password: '123456' });
  });

  it('editing a field clears the last submit report', () => {
    const { actor } = start();
    actor.send({ type: 'register.submit' });
    expect(actor.getSnapshot().context.submitError).toBe('register.error.username');
    actor.send({ type: 'username.change', value: 'a' });
    expect(actor.getSnapshot().context.submitError).toBeNull();
  });

  it('on success stores newUser, waits switchToLogin (1 s) and outputs the credentials', async () => {
    const { actor, clock, fill, services } = start();
    fill('lingxi01', 'secret1', 'secret1');
    actor.send({ type: 'register.submit' });
    await waitFor(actor, (s) => s.matches('registered'));
    expect(services.storeNewUser).toHaveBeenCalledWith({ username: 'lingxi01', password: 'secret1' });
    expect(switchToLoginMs).toBe(1000);
    clock.increment(999);
    expect(actor.getSnapshot().value).toBe('registered');
    clock.increment(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ username: 'lingxi01', password: 'secret1' });
  });

  it('shows the server message of a failed registration and allows another try', async () => {
    const { actor, fill, services } = start({ register: vi.fn().mockRejectedValueOnce(new Error('用户名已存在')).mockResolvedValue(null) });
    fill('lingxi01', 'secret1', 'secret1');
    actor.send({ type: 'register.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.failure).toEqual({ key: 'register.error.failed', text: '用户名已存在' });
    expect(services.storeNewUser).not.toHaveBeenCalled();
    actor.send({ type: 'register.submit' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.matches('registered'));
  });

  it('ignores edits and submits while the call runs', () => {
    const { actor, fill, services } = start({ register: vi.fn(() => new Promise(() => {})) });
    fill('lingxi01', 'secret1', 'secret1');
    actor.send({ type: 'register.submit' });
    actor.send({ type: 'username.change', value: 'other1' });
    actor.send({ type: 'register.submit' });
    expect(actor.getSnapshot().context.username).toBe('lingxi01');
    expect(services.register).toHaveBeenCalledTimes(1);
  });
});

describe('registerView', () => {
  it('reports a refused submit by key and a failed one by the server text', async () => {
    const { actor, fill } = start({ register: vi.fn().mockRejectedValue(new Error('用户名已存在')) });
    actor.send({ type: 'register.submit' });
    expect(registerView(actor.getSnapshot()).alert).toEqual({ key: 'register.error.username', text: '' });
    fill('lingxi01', 'secret1', 'secret1');
    actor.send({ type: 'register.submit' });
    expect(registerView(actor.getSnapshot())).toMatchObject({ alert: null, isSubmitting: true, isRegistered: false });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(registerView(actor.getSnapshot()).alert).toEqual({ key: 'register.error.failed', text: '用户名已存在' });
  });

  it('stays registered until the dialog takes over', async () => {
    const { actor, clock, fill } = start();
    fill('lingxi01', 'secret1', 'secret1');
    actor.send({ type: 'register.submit' });
    await waitFor(actor, (s) => s.matches('registered'));
    expect(registerView(actor.getSnapshot()).isRegistered).toBe(true);
    clock.increment(1000);
    expect(registerView(actor.getSnapshot()).isRegistered).toBe(true);
  });
});
