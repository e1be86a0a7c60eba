import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { emailMachine } from './email.machine';
import { flush } from './testing';

function start(email: string, updateEmail = vi.fn(async (_: { email: string }): Promise<string | void> => '验证信息发送成功，请前往邮箱完成绑定/修改')) {
  const machine = emailMachine.provide({ actors: { updateEmail: fromPromise(({ input }) => updateEmail(input)) } });
  return { actor: createActor(machine, { input: { email } }).start(), updateEmail };
}

describe('emailMachine', () => {
  it('requires an address (邮箱地址不能为空) and a valid one (请输入正确格式的邮箱地址)', () => {
    const { actor, updateEmail } = start('');
    actor.send({ type: 'email.submit' });
    expect(actor.getSnapshot().context.error).toBe('settings.emailRequired');
    actor.send({ type: 'email.change', value: 'me@host' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'email.submit' });
    expect(actor.getSnapshot().context.error).toBe('settings.emailInvalid');
    expect(updateEmail).not.toHaveBeenCalled();
  });

  it('sends the trimmed address and shows the server reply', async () => {
    const { actor, updateEmail } = start('old@host.cn');
    actor.send({ type: 'email.change', value: ' new@host.cn ' });
    actor.send({ type: 'email.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(updateEmail).toHaveBeenCalledWith({ email: 'new@host.cn' });
    await flush();
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().context.sentMessage).toEqual({ text: '验证信息发送成功，请前往邮箱完成绑定/修改' });
  });

  it('falls back to the key when the server sends no text', async () => {
    const { actor } = start(
      'me@host.cn',
      vi.fn(async () => undefined),
    );
    actor.send({ type: 'email.submit' });
    await flush();
    expect(actor.getSnapshot().context.sentMessage).toEqual({ key: 'settings.emailSent' });
  });

  it('sends again from sent; editing the address hides the reply', async () => {
    const { actor, updateEmail } = start('me@host.cn');
    actor.send({ type: 'email.submit' });
    await flush();
    actor.send({ type: 'email.submit' });
    expect(updateEmail).toHaveBeenCalledTimes(2);
    await flush();
    actor.send({ type: 'email.change', value: 'other@host.cn' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.sentMessage).toBeNull();
  });

  it('shows a failure and ignores edits while sending', async () => {
    const { actor } = start(
      'me@host.cn',
      vi.fn(async () => Promise.reject(new Error('该邮箱已被使用'))),
    );
    actor.send({ type: 'email.submit' });
    actor.send({ type: 'email.change', value: 'x' });
    expect(actor.getSnapshot().context.email).toBe('me@host.cn');
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.submitError).toEqual({ text: '该邮箱已被使用' });
  });
});
