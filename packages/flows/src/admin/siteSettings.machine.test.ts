import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ConfirmCancelled, siteChanges, siteSettingsMachine, type AdminConfig, type SecretValues } from './siteSettings.machine';

const config: AdminConfig = {
  site: { siteName: '灵犀', signInRewards: 5, isAutoOpenNotice: 1 },
  secrets: { payEpaySecret: { set: true }, openaiApiKey: { set: false } },
  environment: { PORT: 8080 },
};

type Save<T> = (input: T) => Promise<unknown>;

function start({ saveSite = vi.fn(async () => null) as Save<Record<string, unknown>>, saveSecrets = vi.fn(async () => null) as Save<SecretValues> } = {}) {
  const notify = vi.fn();
  const machine = siteSettingsMachine.provide({
    actors: {
      load: fromPromise(async () => structuredClone(config)),
      saveSite: fromPromise<unknown, Record<string, unknown>>(({ input }) => saveSite(input)),
      saveSecrets: fromPromise<unknown, SecretValues>(({ input }) => saveSecrets(input)),
    },
    actions: { notify: (_, notice) => notify(notice) },
  });
  return { actor: createActor(machine).start(), notify, saveSite, saveSecrets };
}

const editing = async (actor: ReturnType<typeof start>['actor']) => vi.waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true));

describe('siteChanges', () => {
  it('keeps only changed keys, parses numbers and names bad ones', () => {
    expect(siteChanges(config, { siteName: '灵犀', signInRewards: '7', isAutoOpenNotice: 0 })).toEqual({
      changes: { signInRewards: 7, isAutoOpenNotice: 0 },
      errors: {},
    });
    expect(siteChanges(config, { signInRewards: '-1' }).errors).toEqual({ signInRewards: 'admin.site.numberInvalid' });
    expect(siteChanges(config, { signInRewards: '1.5' }).errors).toEqual({ signInRewards: 'admin.site.numberInvalid' });
  });
});

describe('siteSettingsMachine', () => {
  it('saves only what changed and keeps it as the new baseline', async () => {
    const { actor, saveSite, notify } = start();
    await editing(actor);
    actor.send({ type: 'site.save' });
    expect(notify).toHaveBeenLastCalledWith({ tone: 'info', message: { key: 'admin.site.unchanged' } });
    actor.send({ type: 'site.change', key: 'siteName', value: '灵犀 AI' });
    actor.send({ type: 'site.save' });
    await editing(actor);
    expect(saveSite).toHaveBeenCalledWith({ siteName: '灵犀 AI' });
    expect(notify).toHaveBeenLastCalledWith({ tone: 'success', message: { key: 'admin.site.saved' } });
    expect(actor.getSnapshot().context.config!.site.siteName).toBe('灵犀 AI');
  });

  it('refuses a bad number before any call and shows the server’s refusal after one', async () => {
    const saveSite = vi.fn(async () => {
      throw new Error('配置项 siteName 的值无效');
    });
    const { actor, notify } = start({ saveSite });
    await editing(actor);
    actor.send({ type: 'site.change', key: 'signInRewards', value: 'abc' });
    actor.send({ type: 'site.save' });
    expect(actor.getSnapshot().context.errors).toEqual({ signInRewards: 'admin.site.numberInvalid' });
    expect(saveSite).not.toHaveBeenCalled();
    actor.send({ type: 'site.change', key: 'signInRewards', value: '6' });
    actor.send({ type: 'site.save' });
    await vi.waitFor(() => expect(notify).toHaveBeenLastCalledWith({ tone: 'error', message: { text: '配置项 siteName 的值无效' } }));
    expect(actor.getSnapshot().context.values.signInRewards).toBe('6');
  });

  it('writes secrets only as drafts (a value or a clear), and keeps them when the confirmation is closed', async () => {
    const saveSecrets = vi.fn().mockRejectedValueOnce(new ConfirmCancelled()).mockResolvedValue(null);
    const { actor, notify } = start({ saveSecrets });
    await editing(actor);
    actor.send({ type: 'secrets.save' });
    expect(saveSecrets).not.toHaveBeenCalled();
    actor.send({ type: 'secret.change', key: 'openaiApiKey', value: 'sk-new' });
    actor.send({ type: 'secret.clear', key: 'payEpaySecret' });
    actor.send({ type: 'secrets.save' });
    await editing(actor);
    expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ tone: 'error' }));
    expect(actor.getSnapshot().context.secretDrafts).toEqual({ openaiApiKey: 'sk-new', payEpaySecret: null });
    actor.send({ type: 'secrets.save' });
    await vi.waitFor(() => expect(notify).toHaveBeenLastCalledWith({ tone: 'success', message: { key: 'admin.site.secretsSaved' } }));
    expect(saveSecrets).toHaveBeenLastCalledWith({ openaiApiKey: 'sk-new', payEpaySecret: null });
    expect(actor.getSnapshot().context).toMatchObject({
      secretDrafts: {},
      config: { secrets: { openaiApiKey: { set: true }, payEpaySecret: { set: false } } },
    });
  });

  it('sends a number secret (the SMTP port) as its number, and refuses one that is not a whole number', async () => {
    const saveSecrets = vi.fn(async () => null);
    const { actor } = start({ saveSecrets });
    await editing(actor);
    actor.send({ type: 'secret.change', key: 'mailSmtpPort', value: '4 65' });
    actor.send({ type: 'secrets.save' });
    expect(actor.getSnapshot().context.errors).toEqual({ mailSmtpPort: 'admin.site.numberInvalid' });
    expect(saveSecrets).not.toHaveBeenCalled();
    actor.send({ type: 'secret.change', key: 'mailSmtpPort', value: ' 587 ' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'secrets.save' });
    await vi.waitFor(() => expect(saveSecrets).toHaveBeenCalledWith({ mailSmtpPort: 587 }));
  });
});
