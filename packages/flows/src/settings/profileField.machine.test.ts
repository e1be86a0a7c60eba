import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { profileFieldMachine, type ProfileUpdate } from './profileField.machine';
import { flush } from './testing';
import type { ProfileField } from './validation';

function start(field: ProfileField, value: string, updateProfile = vi.fn(async (_: ProfileUpdate) => null)) {
  const fakes = { notify: vi.fn(), reloadUser: vi.fn() };
  const machine = profileFieldMachine.provide({
    actors: { updateProfile: fromPromise(({ input }) => updateProfile(input)) },
    actions: { notify: (_, params) => fakes.notify(params), reloadUser: fakes.reloadUser },
  });
  return { actor: createActor(machine, { input: { field, value } }).start(), fakes, updateProfile };
}

describe('profileFieldMachine', () => {
  it('refuses an empty nickname with 输入的昵称不能为空 and clears it on typing', () => {
    const { actor, updateProfile } = start('nickname', '小智');
    actor.send({ type: 'profile.change', value: '   ' });
    actor.send({ type: 'profile.save' });
    expect(actor.getSnapshot().context.error).toBe('settings.nicknameRequired');
    expect(updateProfile).not.toHaveBeenCalled();
    actor.send({ type: 'profile.change', value: '灵' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('refuses an empty username with 输入的用户名不能为空', () => {
    const { actor } = start('username', 'lingxi7');
    actor.send({ type: 'profile.change', value: '' });
    actor.send({ type: 'profile.save' });
    expect(actor.getSnapshot().context.error).toBe('settings.usernameRequired');
  });

  it('does not call the server for an unchanged value', () => {
    const { actor, updateProfile } = start('nickname', '小智');
    actor.send({ type: 'profile.change', value: ' 小智 ' });
    actor.send({ type: 'profile.save' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('saves the trimmed nickname, toasts and reloads the user', async () => {
    const { actor, fakes, updateProfile } = start('nickname', '小智');
    actor.send({ type: 'profile.change', value: ' 灵犀 ' });
    actor.send({ type: 'profile.save' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(updateProfile).toHaveBeenCalledWith({ nickname: '灵犀' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ saved: '灵犀', draft: '灵犀' });
    expect(fakes.notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'settings.nicknameSaved' } });
    expect(fakes.reloadUser).toHaveBeenCalledTimes(1);
  });

  it('sends {username} for the username', async () => {
    const { actor, fakes, updateProfile } = start('username', 'lingxi7');
    actor.send({ type: 'profile.change', value: 'lingxi8' });
    actor.send({ type: 'profile.save' });
    expect(updateProfile).toHaveBeenCalledWith({ username: 'lingxi8' });
    await flush();
    expect(fakes.notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'settings.usernameSaved' } });
  });

  it('shows the server text when saving fails, until the next edit', async () => {
    const { actor, fakes } = start(
      'username',
      'lingxi7',
      vi.fn(async () => Promise.reject(new Error('用户名已存在'))),
    );
    actor.send({ type: 'profile.change', value: 'taken1' });
    actor.send({ type: 'profile.save' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ saved: 'lingxi7', submitError: { text: '用户名已存在' } });
    expect(fakes.reloadUser).not.toHaveBeenCalled();
    actor.send({ type: 'profile.change', value: 'taken2' });
    expect(actor.getSnapshot().context.submitError).toBeNull();
  });

  it('ignores edits and saves while saving', () => {
    const { actor, updateProfile } = start(
      'nickname',
      '小智',
      vi.fn(() => new Promise<null>(() => {})),
    );
    actor.send({ type: 'profile.change', value: '灵犀' });
    actor.send({ type: 'profile.save' });
    actor.send({ type: 'profile.change', value: '别的' });
    actor.send({ type: 'profile.save' });
    expect(actor.getSnapshot().context.draft).toBe('灵犀');
    expect(updateProfile).toHaveBeenCalledTimes(1);
  });
});
