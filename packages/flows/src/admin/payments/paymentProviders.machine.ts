import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import { ConfirmCancelled, type SecretDrafts } from '../siteSettings.machine';
import type { PaymentsMessageKey } from './messages';
import type { ProviderName } from './testOrder.machine';

type Key = PaymentsMessageKey | AdminMessageKey;

/** One setting of a provider: a site key with its value, or a secret only as set or not. */
export interface ProviderSetting {
  key: string;
  required: boolean;
  secret: boolean;
  set: boolean;
  value?: unknown;
}

/** One provider of GET /admin/payments/providers. */
export interface ProviderInfo {
  provider: ProviderName;
  enabled: boolean;
  switchKey: string;
  complete: boolean;
  active: boolean;
  missing: string[];
  settings: ProviderSetting[];
  notifyUrl: string;
}

export interface ProvidersData {
  siteUrlSet: boolean;
  providers: ProviderInfo[];
}

/** A provider's changes: site keys as typed, secrets (null clears one); the app saves secrets through the confirmation. */
export interface ProviderSave {
  provider: ProviderName;
  site: Record<string, string>;
  secrets: SecretDrafts;
}

export interface ProvidersContext {
  data: ProvidersData | null;
  loadError: MessageRef<Key> | null;
  /** Per provider, the settings being changed: site keys as text, secrets as text or null (clear). */
  drafts: Partial<Record<ProviderName, Record<string, string | null>>>;
  /** The provider whose settings or switch are being saved. */
  busy: ProviderName | null;
}

export type ProvidersEvent =
  | { type: 'retry' }
  | { type: 'setting.change'; provider: ProviderName; key: string; value: string }
  | { type: 'setting.clear'; provider: ProviderName; key: string }
  | { type: 'settings.save'; provider: ProviderName }
  | { type: 'switch.toggle'; provider: ProviderName; on: boolean };

/** The save a provider's drafts make: site keys and secrets apart; null when nothing changed. */
export function providerSave(data: ProvidersData, provider: ProviderName, drafts: Record<string, string | null> | undefined): ProviderSave | null {
  const info = data.providers.find((entry) => entry.provider === provider);
  if (!info || !drafts) return null;
  const site: Record<string, string> = {};
  const secrets: SecretDrafts = {};
  for (const setting of info.settings) {
    const draft = drafts[setting.key];
    if (draft === undefined) continue;
    if (setting.secret) {
      // An empty secret field is "leave as is"; 清除 (null) clears.
      if (draft === null || draft.trim() !== '') secrets[setting.key] = draft === null ? null : draft.trim();
    } else if (draft !== null && draft !== String(setting.value ?? '')) site[setting.key] = draft.trim();
  }
  return Object.keys(site).length + Object.keys(secrets).length > 0 ? { provider, site, secrets } : null;
}

/**
 * 支付渠道: the providers (switch, settings, completeness, notify URL) loaded; a switch saved at once (a site key);
 * a provider's settings saved together (secrets through the app's confirmation, whose cancelling keeps the drafts);
 * each save reloads the providers, keeping what is shown meanwhile.
 */
export const paymentProvidersMachine = setup({
  types: {
    context: {} as ProvidersContext,
    events: {} as ProvidersEvent,
  },
  actors: {
    load: fromPromise<ProvidersData>(async () => {
      throw new Error('load not provided');
    }),
    saveSettings: fromPromise<unknown, ProviderSave>(async () => {
      throw new Error('saveSettings not provided');
    }),
    saveSwitch: fromPromise<unknown, { key: string; on: boolean }>(async () => {
      throw new Error('saveSwitch not provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice<Key>) => {},
  },
}).createMachine({
  id: 'paymentProviders',
  context: { data: null, loadError: null, drafts: {}, busy: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, loadError: null, busy: null }) },
        onError: [
          // A reload after a save keeps the providers shown.
          {
            guard: ({ context }) => context.data !== null,
            target: 'ready',
            actions: [
              assign({ busy: null }),
              { type: 'notify', params: ({ event }) => ({ tone: 'error', message: failureMessage<Key>(event.error, 'admin.payments.loadFailed') }) },
            ],
          },
          { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage<Key>(event.error, 'admin.payments.loadFailed') }) },
        ],
      },
    },
    failed: { on: { retry: 'loading' } },
    ready: {
      on: {
        'setting.change': {
          actions: assign({
            drafts: ({ context, event }) => ({ ...context.drafts, [event.provider]: { ...context.drafts[event.provider], [event.key]: event.value } }),
          }),
        },
        'setting.clear': {
          actions: assign({
            drafts: ({ context, event }) => ({ ...context.drafts, [event.provider]: { ...context.drafts[event.provider], [event.key]: null } }),
          }),
        },
        'settings.save': [
          {
            guard: ({ context, event }) => providerSave(context.data!, event.provider, context.drafts[event.provider]) === null,
            actions: { type: 'notify', params: { tone: 'info', message: { key: 'admin.payments.noChanges' } } },
          },
          { target: 'savingSettings', actions: assign({ busy: ({ event }) => event.provider }) },
        ],
        'switch.toggle': { target: 'savingSwitch', actions: assign({ busy: ({ event }) => event.provider }) },
      },
    },
    savingSettings: {
      invoke: {
        src: 'saveSettings',
        input: ({ context }) => providerSave(context.data!, context.busy!, context.drafts[context.busy!])!,
        onDone: {
          target: 'loading',
          actions: [
            { type: 'notify', params: { tone: 'success', message: { key: 'admin.payments.saved' } } },
            assign({ drafts: ({ context }) => ({ ...context.drafts, [context.busy!]: {} }) }),
          ],
        },
        onError: [
          { guard: ({ event }) => event.error instanceof ConfirmCancelled, target: 'ready', actions: assign({ busy: null }) },
          {
            target: 'ready',
            actions: [
              assign({ busy: null }),
              { type: 'notify', params: ({ event }) => ({ tone: 'error', message: failureMessage<Key>(event.error, 'admin.payments.saveFailed') }) },
            ],
          },
        ],
      },
    },
    savingSwitch: {
      invoke: {
        src: 'saveSwitch',
        input: ({ context, event }) => {
          const toggle = event as Extract<ProvidersEvent, { type: 'switch.toggle' }>;
          const info = context.data!.providers.find((entry) => entry.provider === toggle.provider)!;
          return { key: info.switchKey, on: toggle.on };
        },
        onDone: 'loading',
        onError: {
          target: 'ready',
          actions: [
            assign({ busy: null }),
            { type: 'notify', params: ({ event }) => ({ tone: 'error', message: failureMessage<Key>(event.error, 'admin.payments.saveFailed') }) },
          ],
        },
      },
    },
  },
});

export type ProvidersSnapshot = SnapshotFrom<typeof paymentProvidersMachine>;
