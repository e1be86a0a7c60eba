import { and, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef, type Notice, type NotifyTone } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import { ConfirmCancelled, siteChanges, type AdminConfig, type SecretDrafts } from '../siteSettings.machine';
import type { ChannelsMessageKey } from './messages';

type Key = ChannelsMessageKey | AdminMessageKey;

/** The screen's groups and the settings each saves (site keys through /config/site, secrets through the confirmation). */
export const channelGroups = {
  registration: { kind: 'site', keys: ['emailRegisterStatus', 'phoneRegisterStatus', 'wechatRegisterStatus'] },
  silentLogin: { kind: 'site', keys: ['wechatSilentLoginStatus'] },
  wechat: { kind: 'secrets', keys: ['wechatOfficialAppId', 'wechatOfficialAppSecret', 'wechatOfficialToken'] },
  sms: { kind: 'secrets', keys: ['smsAccessKeyId', 'smsAccessKeySecret', 'smsSignName', 'smsTemplateCode'] },
  mail: { kind: 'secrets', keys: ['mailSmtpHost', 'mailSmtpPort', 'mailSmtpUser', 'mailSmtpPassword', 'mailFrom'] },
} as const;
export type ChannelGroup = keyof typeof channelGroups;
export type ChannelSiteGroup = { [G in ChannelGroup]: (typeof channelGroups)[G]['kind'] extends 'site' ? G : never }[ChannelGroup];
export type ChannelSecretGroup = Exclude<ChannelGroup, ChannelSiteGroup>;
export type ChannelTest = 'wechat' | 'sms' | 'mail';

/** GET /admin/channels/wechat: the URL to paste into WeChat's 服务器配置 and which settings are set. */
export interface WechatChannelInfo {
  serverUrl: string;
  siteUrlSet: boolean;
  appIdSet: boolean;
  appSecretSet: boolean;
  tokenSet: boolean;
}

export interface ChannelsData {
  config: AdminConfig;
  wechat: WechatChannelInfo;
}

/** A test's outcome as shown under its button: the server's text, toned. */
export interface TestOutcome {
  tone: NotifyTone;
  message: MessageRef<Key>;
}

/** What a test call resolves to: for SMS and mail, where it went (`log`: only the server's log) and the code sent. */
export interface TestReply {
  provider?: string;
  code?: string;
}

export interface ChannelsContext {
  data: ChannelsData | null;
  loadError: MessageRef<Key> | null;
  /** Site keys as switched (0/1), until saved. */
  values: Record<string, unknown>;
  secretDrafts: SecretDrafts;
  errors: Partial<Record<string, ChannelsMessageKey>>;
  phone: string;
  mailTo: string;
  outcomes: Partial<Record<ChannelTest, TestOutcome>>;
  /** The phone and the recipient of the running (or last) tests, as sent. */
  sentTo: { sms: string; mail: string };
  /** The group being saved, and exactly what was sent. */
  saving: { group: ChannelGroup; values: Record<string, unknown> } | null;
}

export type ChannelsEvent =
  | { type: 'retry' }
  | { type: 'site.change'; key: string; value: number }
  | { type: 'secret.change'; key: string; value: string }
  | { type: 'secret.clear'; key: string }
  | { type: 'group.save'; group: ChannelGroup }
  | { type: 'phone.change'; value: string }
  | { type: 'mailTo.change'; value: string }
  | { type: 'test'; channel: ChannelTest };

const phonePattern = /^1[3-9]\d{9}$/;
const mailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const portPattern = /^\d{1,5}$/;

/** A secret group's drafts as the server takes them (the SMTP port as a number), or what is wrong. */
export function secretValues(
  group: ChannelSecretGroup,
  drafts: SecretDrafts,
): { values: Record<string, unknown>; errors: Partial<Record<string, ChannelsMessageKey>> } {
  const values: Record<string, unknown> = {};
  const errors: Partial<Record<string, ChannelsMessageKey>> = {};
  for (const key of channelGroups[group].keys) {
    if (!(key in drafts)) continue;
    const draft = drafts[key] ?? null;
    if (key === 'mailSmtpPort' && draft !== null) {
      const port = draft.trim();
      if (!portPattern.test(port) || Number(port) < 1 || Number(port) > 65_535) errors[key] = 'admin.channels.portInvalid';
      else values[key] = Number(port);
    } else values[key] = draft === null ? null : draft.trim();
  }
  return { values, errors };
}

/** A site group's changed keys (0/1 switches). */
const siteGroupChanges = (context: ChannelsContext, group: ChannelSiteGroup) => {
  const keys: readonly string[] = channelGroups[group].keys;
  const { changes } = siteChanges(context.data!.config, Object.fromEntries(Object.entries(context.values).filter(([key]) => keys.includes(key))));
  return changes;
};

const isSiteGroup = (group: ChannelGroup): group is ChannelSiteGroup => channelGroups[group].kind === 'site';

/** What a test's answer means: a code or mail that went only to the server's log is a warning, not a success. */
function outcomeOf(channel: ChannelTest, reply: TestReply, sentTo: ChannelsContext['sentTo']): TestOutcome {
  if (channel === 'wechat') return { tone: 'success', message: { key: 'admin.channels.wechatConnected' } };
  const logged = reply.provider === 'log';
  if (channel === 'sms') {
    const values = { code: reply.code ?? '', phone: sentTo.sms };
    return logged
      ? { tone: 'warning', message: { key: 'admin.channels.smsLogged', values } }
      : { tone: 'success', message: { key: 'admin.channels.smsSent', values } };
  }
  return logged
    ? { tone: 'warning', message: { key: 'admin.channels.mailLogged' } }
    : { tone: 'success', message: { key: 'admin.channels.mailSent', values: { to: sentTo.mail } } };
}

const refusal = (error: unknown): TestOutcome => ({ tone: 'error', message: failureMessage<Key>(error, 'admin.requestFailed') });

const unchanged: Notice<Key> = { tone: 'info', message: { key: 'admin.site.unchanged' } };

/**
 * 登录与通知: loads the config (GET /admin/config) and the official account's view (GET /admin/channels/wechat); each
 * group saves on its own — site switches through `saveSite`, secrets through `saveSecrets` (the app's confirmed call;
 * closing the confirmation rejects with ConfirmCancelled and keeps the drafts). The three tests show their outcome,
 * or the server's advice, under their button. Editing goes on while a save or test runs; what was sent is what is
 * marked saved.
 */
export const channelsMachine = setup({
  types: { context: {} as ChannelsContext, events: {} as ChannelsEvent },
  actors: {
    load: fromPromise<ChannelsData>(async () => {
      throw new Error('load is not provided');
    }),
    saveSite: fromPromise<unknown, Record<string, unknown>>(async () => {
      throw new Error('saveSite is not provided');
    }),
    saveSecrets: fromPromise<unknown, Record<string, unknown>>(async () => {
      throw new Error('saveSecrets is not provided');
    }),
    testWechat: fromPromise<TestReply>(async () => {
      throw new Error('testWechat is not provided');
    }),
    testSms: fromPromise<TestReply, { phone: string }>(async () => {
      throw new Error('testSms is not provided');
    }),
    testMail: fromPromise<TestReply, { to: string }>(async () => {
      throw new Error('testMail is not provided');
    }),
  },
  actions: {
    notify: (_, _params: Notice<Key>) => {},
    clearOutcome: assign({ outcomes: ({ context }, channel: ChannelTest) => ({ ...context.outcomes, [channel]: undefined }) }),
    showOutcome: assign({
      outcomes: ({ context }, { channel, outcome }: { channel: ChannelTest; outcome: TestOutcome }) => ({ ...context.outcomes, [channel]: outcome }),
    }),
  },
  guards: {
    cancelled: ({ event }) => (event as { error?: unknown }).error instanceof ConfirmCancelled,
    isTest: ({ event }, channel: ChannelTest) => event.type === 'test' && event.channel === channel,
    phoneInvalid: ({ context }) => !phonePattern.test(context.phone.trim()),
    mailInvalid: ({ context }) => !mailPattern.test(context.mailTo.trim()),
  },
}).createMachine({
  id: 'channels',
  context: {
    data: null,
    loadError: null,
    values: {},
    secretDrafts: {},
    errors: {},
    phone: '',
    mailTo: '',
    outcomes: {},
    sentTo: { sms: '', mail: '' },
    saving: null,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ data: event.output, values: { ...event.output.config.site }, loadError: null })) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
      },
    },
    failed: { on: { retry: 'loading' } },
    ready: {
      type: 'parallel',
      on: {
        'site.change': { actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.key]: event.value }) }) },
        'secret.change': {
          actions: assign(({ context, event }) => {
            const { [event.key]: _draft, ...rest } = context.secretDrafts;
            const { [event.key]: _error, ...errors } = context.errors;
            return { secretDrafts: event.value ? { ...rest, [event.key]: event.value } : rest, errors };
          }),
        },
        'secret.clear': { actions: assign({ secretDrafts: ({ context, event }) => ({ ...context.secretDrafts, [event.key]: null }) }) },
        'phone.change': { actions: assign(({ context, event }) => ({ phone: event.value, errors: { ...context.errors, phone: undefined } })) },
        'mailTo.change': { actions: assign(({ context, event }) => ({ mailTo: event.value, errors: { ...context.errors, mailTo: undefined } })) },
      },
      states: {
        saves: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'group.save': [
                  {
                    guard: ({ context, event }) =>
                      isSiteGroup(event.group) && Object.keys(siteGroupChanges(context, event.group as ChannelSiteGroup)).length === 0,
                    actions: { type: 'notify', params: unchanged },
                  },
                  {
                    guard: ({ event }) => isSiteGroup(event.group),
                    target: 'savingSite',
                    actions: assign({
                      saving: ({ context, event }) => ({ group: event.group, values: siteGroupChanges(context, event.group as ChannelSiteGroup) }),
                    }),
                  },
                  {
                    guard: ({ context, event }) => Object.keys(secretValues(event.group as ChannelSecretGroup, context.secretDrafts).errors).length > 0,
                    actions: assign({
                      errors: ({ context, event }) => ({ ...context.errors, ...secretValues(event.group as ChannelSecretGroup, context.secretDrafts).errors }),
                    }),
                  },
                  {
                    guard: ({ context, event }) => Object.keys(secretValues(event.group as ChannelSecretGroup, context.secretDrafts).values).length === 0,
                    actions: { type: 'notify', params: unchanged },
                  },
                  {
                    target: 'savingSecrets',
                    actions: assign({
                      saving: ({ context, event }) => ({
                        group: event.group,
                        values: secretValues(event.group as ChannelSecretGroup, context.secretDrafts).values,
                      }),
                    }),
                  },
                ],
              },
            },
            savingSite: {
              invoke: {
                src: 'saveSite',
                input: ({ context }) => context.saving!.values,
                onDone: {
                  target: 'idle',
                  actions: [
                    assign(({ context }) => {
                      const { config } = context.data!;
                      return { data: { ...context.data!, config: { ...config, site: { ...config.site, ...context.saving!.values } } }, saving: null };
                    }),
                    { type: 'notify', params: { tone: 'success', message: { key: 'admin.site.saved' } } },
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    assign({ saving: null }),
                    { type: 'notify', params: ({ event }) => ({ tone: 'error', message: failureMessage<Key>(event.error, 'admin.requestFailed') }) },
                  ],
                },
              },
            },
            savingSecrets: {
              invoke: {
                src: 'saveSecrets',
                input: ({ context }) => context.saving!.values,
                onDone: {
                  target: 'idle',
                  actions: [
                    assign(({ context }) => {
                      const data = context.data!;
                      const sent = context.saving!.values;
                      const secrets = { ...data.config.secrets };
                      for (const [key, value] of Object.entries(sent)) secrets[key] = { set: value !== null && value !== '' };
                      // A draft typed again while saving stays; the ones sent are done.
                      const secretDrafts = Object.fromEntries(
                        Object.entries(context.secretDrafts).filter(
                          ([key, draft]) => !(key in sent) || (draft === null ? sent[key] !== null : String(sent[key]) !== draft.trim()),
                        ),
                      );
                      const wechat = {
                        ...data.wechat,
                        appIdSet: secrets.wechatOfficialAppId?.set ?? data.wechat.appIdSet,
                        appSecretSet: secrets.wechatOfficialAppSecret?.set ?? data.wechat.appSecretSet,
                        tokenSet: secrets.wechatOfficialToken?.set ?? data.wechat.tokenSet,
                      };
                      return { data: { config: { ...data.config, secrets }, wechat }, secretDrafts, saving: null };
                    }),
                    { type: 'notify', params: { tone: 'success', message: { key: 'admin.site.secretsSaved' } } },
                  ],
                },
                onError: [
                  { guard: 'cancelled', target: 'idle', actions: assign({ saving: null }) },
                  {
                    target: 'idle',
                    actions: [
                      assign({ saving: null }),
                      { type: 'notify', params: ({ event }) => ({ tone: 'error', message: failureMessage<Key>(event.error, 'admin.requestFailed') }) },
                    ],
                  },
                ],
              },
            },
          },
        },
        wechatTest: {
          initial: 'idle',
          states: {
            idle: { on: { test: { guard: { type: 'isTest', params: 'wechat' }, target: 'running', actions: { type: 'clearOutcome', params: 'wechat' } } } },
            running: {
              invoke: {
                src: 'testWechat',
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'showOutcome',
                    params: ({ context, event }) => ({ channel: 'wechat' as const, outcome: outcomeOf('wechat', event.output, context.sentTo) }),
                  },
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'showOutcome', params: ({ event }) => ({ channel: 'wechat' as const, outcome: refusal(event.error) }) },
                },
              },
            },
          },
        },
        smsTest: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                test: [
                  {
                    guard: and([{ type: 'isTest', params: 'sms' as const }, 'phoneInvalid']),
                    actions: assign({ errors: ({ context }) => ({ ...context.errors, phone: 'admin.channels.phoneInvalid' as const }) }),
                  },
                  {
                    guard: { type: 'isTest', params: 'sms' },
                    target: 'running',
                    actions: [{ type: 'clearOutcome', params: 'sms' }, assign({ sentTo: ({ context }) => ({ ...context.sentTo, sms: context.phone.trim() }) })],
                  },
                ],
              },
            },
            running: {
              invoke: {
                src: 'testSms',
                input: ({ context }) => ({ phone: context.sentTo.sms }),
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'showOutcome',
                    params: ({ context, event }) => ({ channel: 'sms' as const, outcome: outcomeOf('sms', event.output, context.sentTo) }),
                  },
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'showOutcome', params: ({ event }) => ({ channel: 'sms' as const, outcome: refusal(event.error) }) },
                },
              },
            },
          },
        },
        mailTest: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                test: [
                  {
                    guard: and([{ type: 'isTest', params: 'mail' as const }, 'mailInvalid']),
                    actions: assign({ errors: ({ context }) => ({ ...context.errors, mailTo: 'admin.channels.mailInvalid' as const }) }),
                  },
                  {
                    guard: { type: 'isTest', params: 'mail' },
                    target: 'running',
                    actions: [
                      { type: 'clearOutcome', params: 'mail' },
                      assign({ sentTo: ({ context }) => ({ ...context.sentTo, mail: context.mailTo.trim() }) }),
                    ],
                  },
                ],
              },
            },
            running: {
              invoke: {
                src: 'testMail',
                input: ({ context }) => ({ to: context.sentTo.mail }),
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'showOutcome',
                    params: ({ context, event }) => ({ channel: 'mail' as const, outcome: outcomeOf('mail', event.output, context.sentTo) }),
                  },
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'showOutcome', params: ({ event }) => ({ channel: 'mail' as const, outcome: refusal(event.error) }) },
                },
              },
            },
          },
        },
      },
    },
  },
});

export type ChannelsSnapshot = SnapshotFrom<typeof channelsMachine>;
