import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { avatarMachine } from './avatar.machine';
import type { ProfileUpdate } from './profileField.machine';
import { deferred, flush } from './testing';

const image = (name: string) => new File(['x'], name, { type: 'image/png' });

function start({
  uploadAvatar = vi.fn(async (_: File) => 'https://files.example/avatar/new.png'),
  updateProfile = vi.fn(async (_: ProfileUpdate) => null),
} = {}) {
  const fakes = { notify: vi.fn(), reloadUser: vi.fn() };
  const machine = avatarMachine.provide({
    actors: { uploadAvatar: fromPromise(({ input }) => uploadAvatar(input)), updateProfile: fromPromise(({ input }) => updateProfile(input)) },
    actions: { notify: (_, params) => fakes.notify(params), reloadUser: fakes.reloadUser },
  });
  const actor = createActor(machine, { input: { avatar: 'https://files.example/avatar/old.png' } }).start();
  return { actor, fakes, uploadAvatar, updateProfile };
}

describe('avatarMachine', () => {
  it('refuses other types than .jpg, .jpeg and .png', () => {
    const { actor, uploadAvatar } = start();
    actor.send({ type: 'avatar.select', file: image('face.gif') });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'settings.avatarType' });
    expect(uploadAvatar).not.toHaveBeenCalled();
  });

  it('uploads, saves {avatar: url}, toasts and reloads the user', async () => {
    const upload = deferred<string>();
    const { actor, fakes, uploadAvatar, updateProfile } = start({ uploadAvatar: vi.fn(() => upload.promise) });
    const file = image('Face.JPEG');
    actor.send({ type: 'avatar.select', file });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(uploadAvatar).toHaveBeenCalledWith(file);
    upload.resolve('https://files.example/avatar/new.png');
    await flush();
    expect(updateProfile).toHaveBeenCalledWith({ avatar: 'https://files.example/avatar/new.png' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ avatar: 'https://files.example/avatar/new.png', file: null, uploadedUrl: null, error: null });
    expect(fakes.notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'settings.avatarSaved' } });
    expect(fakes.reloadUser).toHaveBeenCalledTimes(1);
  });

  it('keeps the old avatar when the upload fails', async () => {
    const { actor, updateProfile } = start({ uploadAvatar: vi.fn(async () => Promise.reject(new Error('文件过大'))) });
    actor.send({ type: 'avatar.select', file: image('a.png') });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ avatar: 'https://files.example/avatar/old.png', error: { text: '文件过大' } });
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('keeps the old avatar when saving fails, with the fallback text', async () => {
    const { actor, fakes } = start({ updateProfile: vi.fn(async () => Promise.reject(new Error(''))) });
    actor.send({ type: 'avatar.select', file: image('a.jpg') });
    await flush();
    expect(actor.getSnapshot().context).toEqual({
      avatar: 'https://files.example/avatar/old.png',
      file: null,
      uploadedUrl: null,
      error: { key: 'settings.avatarFailed' },
    });
    expect(fakes.reloadUser).not.toHaveBeenCalled();
  });

  it('ignores another file while busy, and a new pick clears the error', async () => {
    const upload = deferred<string>();
    const { actor, uploadAvatar } = start({ uploadAvatar: vi.fn(() => upload.promise) });
    actor.send({ type: 'avatar.select', file: image('a.bmp') });
    actor.send({ type: 'avatar.select', file: image('a.png') });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'avatar.select', file: image('b.png') });
    expect(uploadAvatar).toHaveBeenCalledTimes(1);
  });
});
