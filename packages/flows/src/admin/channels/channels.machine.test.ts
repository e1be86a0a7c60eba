import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ConfirmCancelled } from '../siteSettings.machine';
import { channelsMachine, secretValues, type ChannelsData, type TestReply } from './channels.machine';

const data = (): ChannelsData => ({
  config: {
    site: { emailRegisterStatus: 1, phoneRegisterStatus: 1, wechatRegisterStatus: 0, wechatSilentLoginStatus: 0, siteName: '灵犀' },
    secrets: { wechatOfficialAppId: { set: true }, wechatOfficialAppSecret: { set: true }, wechatOfficialToken: { set: false }, mailSmtpPort: { set: true } },
    environment: {},
  },
  wechat: { serverUrl: 'https://ai.example.com/api/official/notify', siteUrlSet: true, appIdSet: true, appSecretSet: true, tokenSet: false },
});

function start(overrides: Partial<Record<'saveSite' | 'saveSecrets' | 'testWechat' | 'testSms' | 'testMail', (input: never) => Promise<unknown>>> = {}) {
  const calls = {
    saveSite: vi.fn(overrides.saveSite ?? (async () => null)),
    saveSecrets: vi.fn(overrides.saveSecrets ?? (async () => null)),
    testWechat: vi.fn(overrides.testWechat ?? (async (): Promise<TestReply> => ({}))),
    testSms: vi.fn(overrides.testSms ?? (async (): Promise<TestReply> => ({ provider: 'aliyun', code: '123456' }))),
    testMail: vi.fn(overrides.testMail ?? (async (): Promise<TestReply> => ({ provider: 'smtp' }))),
  };
  const notify = vi.fn();
  const actor = createActor(
    channelsMachine.provide({
      actors: {
        load: fromPromise(async () => data()),
        saveSite: fromPromise(({ input }) => calls.saveSite(input as never)),
        saveSecrets: fromPromise(({ input }) => calls.saveSecrets(input as never)),
        testWechat: fromPromise(() => calls.testWechat(undefined as never) as Promise<TestReply>),
        testSms: fromPromise(({ input }) => calls.testSms(input as never) as Promise<TestReply>),
        testMail: fromPromise(({ input }) => calls.testMail(input as never) as Promise<TestReply>),
      },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  ).start();
  return { actor, calls, notify, ready: () => waitFor(actor, (s) => s.matches({ ready: { saves: 'idle' } })) };
}

const idle = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches({ ready: { saves: 'idle', wechatTest: 'idle', smsTest: 'idle', mailTest: 'idle' } }));

describe('channelsMachine: saving', () => {
  it('saves a site group’s changed switches only, then counts them as saved', async () => {
    const { actor, calls, notify, ready } = start();
    await ready();
    actor.send({ type: 'site.change', key: 'emailRegisterStatus', value: 0 });
    actor.send({ type: 'site.change', key: 'wechatSilentLoginStatus', value: 1 });
    actor.send({ type: 'group.save', group: 'registration' });
    await idle(actor);
    expect(calls.saveSite).toHaveBeenCalledExactlyOnceWith({ emailRegisterStatus: 0 });
    expect(actor.getSnapshot().context.data!.config.site.emailRegisterStatus).toBe(0);
    expect(notify).toHaveBeenLastCalledWith({ tone: 'success', message: { key: 'admin.site.saved' } });
    actor.send({ type: 'group.save', group: 'registration' });
    expect(notify).toHaveBeenLastCalledWith({ tone: 'info', message: { key: 'admin.site.unchanged' } });
    actor.send({ type: 'group.save', group: 'silentLogin' });
    await idle(actor);
    expect(calls.saveSite).toHaveBeenLastCalledWith({ wechatSilentLoginStatus: 1 });
  });

  it('saves one secret group’s drafts (the port as a number), marks them set or cleared, keeps the others', async () => {
    const { actor, calls, ready } = start();
    await ready();
    actor.send({ type: 'secret.change', key: 'wechatOfficialToken', value: 'tok-1' });
    actor.send({ type: 'secret.clear', key: 'wechatOfficialAppSecret' });
    actor.send({ type: 'secret.change', key: 'mailSmtpPort', value: ' 587 ' });
    actor.send({ type: 'group.save', group: 'wechat' });
    await idle(actor);
    expect(calls.saveSecrets).toHaveBeenCalledExactlyOnceWith({ wechatOfficialAppSecret: null, wechatOfficialToken: 'tok-1' });
    const { context } = actor.getSnapshot();
    expect(context.secretDrafts).toEqual({ mailSmtpPort: ' 587 ' });
    expect(context.data!.wechat).toMatchObject({ tokenSet: true, appSecretSet: false });
    actor.send({ type: 'group.save', group: 'mail' });
    await idle(actor);
    expect(calls.saveSecrets).toHaveBeenLastCalledWith({ mailSmtpPort: 587 });
  });

  it('refuses a port outside 1–65535 before any call', () => {
    expect(secretValues('mail', { mailSmtpPort: '70000' }).errors).toEqual({ mailSmtpPort: 'admin.channels.portInvalid' });
    expect(secretValues('mail', { mailSmtpPort: 'abc' }).errors).toEqual({ mailSmtpPort: 'admin.channels.portInvalid' });
    expect(secretValues('mail', { mailSmtpPort: null, mailFrom: ' ops@example.com ' }).values).toEqual({ mailSmtpPort: null, mailFrom: 'ops@example.com' });
  });

  it('keeps the drafts when the confirmation is closed, and says nothing', async () => {
    const { actor, notify, ready } = start({
      saveSecrets: async () => {
        throw new ConfirmCancelled();
      },
    });
    await ready();
    actor.send({ type: 'secret.change', key: 'smsSignName', value: '灵犀' });
    actor.send({ type: 'group.save', group: 'sms' });
    await idle(actor);
    expect(actor.getSnapshot().context.secretDrafts).toEqual({ smsSignName: '灵犀' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('keeps a draft typed again while its group was saving', async () => {
    let finish = () => {};
    const { actor, ready } = start({ saveSecrets: () => new Promise<null>((resolve) => (finish = () => resolve(null))) });
    await ready();
    actor.send({ type: 'secret.change', key: 'smsSignName', value: '灵犀' });
    actor.send({ type: 'group.save', group: 'sms' });
    actor.send({ type: 'secret.change', key: 'smsSignName', value: '灵犀AI' });
    finish();
    await idle(actor);
    expect(actor.getSnapshot().context.secretDrafts).toEqual({ smsSignName: '灵犀AI' });
  });

  it('shows a failed save as a toast and stays editable', async () => {
    const { actor, notify, ready } = start({
      saveSite: async () => {
        throw new Error('配置项 emailRegisterStatus 的值无效');
      },
    });
    await ready();
    actor.send({ type: 'site.change', key: 'phoneRegisterStatus', value: 0 });
    actor.send({ type: 'group.save', group: 'registration' });
    await idle(actor);
    expect(notify).toHaveBeenLastCalledWith({ tone: 'error', message: { text: '配置项 emailRegisterStatus 的值无效' } });
    expect(actor.getSnapshot().context.values.phoneRegisterStatus).toBe(0);
  });
});

describe('channelsMachine: tests', () => {
  it('checks the phone first; a sent code is a success, a code only logged a warning', async () => {
    const { actor, calls, ready } = start();
    await ready();
    actor.send({ type: 'phone.change', value: '1380013800' });
    actor.send({ type: 'test', channel: 'sms' });
    expect(actor.getSnapshot().context.errors.phone).toBe('admin.channels.phoneInvalid');
    expect(calls.testSms).not.toHaveBeenCalled();
    actor.send({ type: 'phone.change', value: ' 13800138000' });
    expect(actor.getSnapshot().context.errors.phone).toBeUndefined();
    actor.send({ type: 'test', channel: 'sms' });
    expect(actor.getSnapshot().matches({ ready: { smsTest: 'running' } })).toBe(true);
    await idle(actor);
    expect(calls.testSms).toHaveBeenCalledWith({ phone: '13800138000' });
    expect(actor.getSnapshot().context.outcomes.sms).toEqual({
      tone: 'success',
      message: { key: 'admin.channels.smsSent', values: { code: '123456', phone: '13800138000' } },
    });

    calls.testSms.mockResolvedValueOnce({ provider: 'log', code: '654321' });
    actor.send({ type: 'test', channel: 'sms' });
    await idle(actor);
    expect(actor.getSnapshot().context.outcomes.sms).toEqual({
      tone: 'warning',
      message: { key: 'admin.channels.smsLogged', values: { code: '654321', phone: '13800138000' } },
    });
  });

  it('shows the server’s advice when a test fails, and runs the tests side by side', async () => {
    const { actor, ready } = start({
      testWechat: async () => {
        throw new Error('AppSecret 错误');
      },
      testMail: () => new Promise(() => {}),
    });
    await ready();
    actor.send({ type: 'mailTo.change', value: 'ops@example.com' });
    actor.send({ type: 'test', channel: 'mail' });
    actor.send({ type: 'test', channel: 'wechat' });
    await waitFor(actor, (s) => s.context.outcomes.wechat !== undefined);
    expect(actor.getSnapshot().context.outcomes.wechat).toEqual({ tone: 'error', message: { text: 'AppSecret 错误' } });
    expect(actor.getSnapshot().matches({ ready: { mailTest: 'running' } })).toBe(true);
  });

  it('checks the recipient before a mail test', async () => {
    const { actor, calls, ready } = start();
    await ready();
    actor.send({ type: 'test', channel: 'mail' });
    expect(actor.getSnapshot().context.errors.mailTo).toBe('admin.channels.mailInvalid');
    actor.send({ type: 'mailTo.change', value: 'ops@example.com' });
    actor.send({ type: 'test', channel: 'mail' });
    await idle(actor);
    expect(calls.testMail).toHaveBeenCalledWith({ to: 'ops@example.com' });
    expect(actor.getSnapshot().context.outcomes.mail).toEqual({
      tone: 'success',
      message: { key: 'admin.channels.mailSent', values: { to: 'ops@example.com' } },
    });
  });
});

describe('channelsMachine: loading', () => {
  it('shows a failed load and retries', async () => {
    let attempt = 0;
    const actor = createActor(
      channelsMachine.provide({
        actors: {
          load: fromPromise(async () => {
            attempt += 1;
            if (attempt === 1) throw new Error('网络错误');
            return data();
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.loadError).toEqual({ text: '网络错误' });
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.values.emailRegisterStatus).toBe(1);
  });
});
