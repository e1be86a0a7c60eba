import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../session/notify';
import type { AdminMessageKey } from './messages';
import { siteKeyKind } from './siteKeys';

/** GET /admin/config: site keys with their values, secrets only as {set}, the environment read-only. */
export interface AdminConfig {
  site: Record<string, unknown>;
  secrets: Record<string, { set: boolean }>;
  environment: Record<string, unknown>;
}

/** What the operator typed for a secret: a new value, or null to clear it. */
export type SecretDrafts = Record<string, string | null>;
/** The secrets as sent: a number-kind secret (the SMTP port) as its number. */
export type SecretValues = Record<string, string | number | null>;

/** The drafts as the server reads them, or the drafts whose number is not a whole number ≥ 0. */
export function secretChanges(drafts: SecretDrafts): { values: SecretValues; errors: Record<string, AdminMessageKey> } {
  const values: SecretValues = {};
  const errors: Record<string, AdminMessageKey> = {};
  for (const [key, draft] of Object.entries(drafts)) {
    if (draft === null || siteKeyKind(key, draft) !== 'number') values[key] = draft;
    else if (/^\d{1,9}$/.test(draft.trim())) values[key] = Number(draft.trim());
    else errors[key] = 'admin.site.numberInvalid';
  }
  return { values, errors };
}

export interface SiteSettingsContext {
  config: AdminConfig | null;
  /** Site keys as edited (numbers as typed, until saved). */
  values: Record<string, unknown>;
  secretDrafts: SecretDrafts;
  errors: Record<string, AdminMessageKey>;
  loadError: MessageRef<AdminMessageKey> | null;
}

export type SiteSettingsEvent =
  | { type: 'site.change'; key: string; value: unknown }
  | { type: 'secret.change'; key: string; value: string }
  | { type: 'secret.clear'; key: string }
  | { type: 'site.save' }
  | { type: 'secrets.save' }
  | { type: 'retry' };

/** The site keys that differ from what the server holds, with numbers parsed; or the keys whose value is not valid. */
export function siteChanges(
  config: AdminConfig,
  values: Record<string, unknown>,
): { changes: Record<string, unknown>; errors: Record<string, AdminMessageKey> } {
  const changes: Record<string, unknown> = {};
  const errors: Record<string, AdminMessageKey> = {};
  for (const [key, value] of Object.entries(values)) {
    const saved = config.site[key];
    let next = value;
    if (typeof saved === 'number') {
      const text = String(value).trim();
      if (!/^\d{1,9}$/.test(text)) {
        errors[key] = 'admin.site.numberInvalid';
        continue;
      }
      next = Number(text);
    }
    if (JSON.stringify(next) !== JSON.stringify(saved)) changes[key] = next;
  }
  return { changes, errors };
}

/** A rejection the operator caused by closing the confirmation: nothing to report. */
export class ConfirmCancelled extends Error {
  constructor() {
    super('');
    this.name = 'ConfirmCancelled';
  }
}

/**
 * The site settings screen: loads GET /admin/config; site keys are saved together (POST /admin/config/site, only
 * the changed keys); secrets are written only (a new value or a clear) and saved through the two-step confirmation
 * (`saveSecrets` is the app's confirmed call; closing the dialog rejects with ConfirmCancelled and keeps the drafts).
 */
export const siteSettingsMachine = setup({
  types: { context: {} as SiteSettingsContext, events: {} as SiteSettingsEvent },
  actors: {
    load: fromPromise<AdminConfig>(async () => {
      throw new Error('load is not provided');
    }),
    saveSite: fromPromise<unknown, Record<string, unknown>>(async () => {
      throw new Error('saveSite is not provided');
    }),
    saveSecrets: fromPromise<unknown, SecretValues>(async () => {
      throw new Error('saveSecrets is not provided');
    }),
  },
  actions: { notify: (_, _params: Notice<AdminMessageKey>) => {} },
  guards: {
    hasErrors: ({ context }) => Object.keys(siteChanges(context.config!, context.values).errors).length > 0,
    siteUnchanged: ({ context }) => Object.keys(siteChanges(context.config!, context.values).changes).length === 0,
    noSecretDrafts: ({ context }) => Object.keys(context.secretDrafts).length === 0,
    secretsInvalid: ({ context }) => Object.keys(secretChanges(context.secretDrafts).errors).length > 0,
    cancelled: ({ event }) => (event as { error?: unknown }).error instanceof ConfirmCancelled,
  },
}).createMachine({
  id: 'siteSettings',
  context: { config: null, values: {}, secretDrafts: {}, errors: {}, loadError: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'editing', actions: assign(({ event }) => ({ config: event.output, values: { ...event.output.site }, loadError: null })) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, 'admin.requestFailed') }) },
      },
    },
    failed: { on: { retry: 'loading' } },
    editing: {
      on: {
        'site.change': {
          actions: assign(({ context, event }) => {
            const { [event.key]: _dropped, ...errors } = context.errors;
            return { values: { ...context.values, [event.key]: event.value }, errors };
          }),
        },
        'secret.change': {
          actions: assign(({ context, event }) => {
            const { [event.key]: _dropped, ...rest } = context.secretDrafts;
            const { [event.key]: _error, ...errors } = context.errors;
            return { secretDrafts: event.value ? { ...rest, [event.key]: event.value } : rest, errors };
          }),
        },
        'secret.clear': { actions: assign(({ context, event }) => ({ secretDrafts: { ...context.secretDrafts, [event.key]: null } })) },
        'site.save': [
          { guard: 'hasErrors', actions: assign({ errors: ({ context }) => siteChanges(context.config!, context.values).errors }) },
          { guard: 'siteUnchanged', actions: { type: 'notify', params: { tone: 'info', message: { key: 'admin.site.unchanged' } } } },
          { target: 'savingSite' },
        ],
        'secrets.save': [
          { guard: 'noSecretDrafts', actions: { type: 'notify', params: { tone: 'info', message: { key: 'admin.site.unchanged' } } } },
          { guard: 'secretsInvalid', actions: assign({ errors: ({ context }) => ({ ...context.errors, ...secretChanges(context.secretDrafts).errors }) }) },
          { target: 'savingSecrets' },
        ],
      },
    },
    savingSite: {
      invoke: {
        src: 'saveSite',
        input: ({ context }) => siteChanges(context.config!, context.values).changes,
        onDone: {
          target: 'editing',
          actions: [
            assign(({ context }) => {
              const site = { ...context.config!.site, ...siteChanges(context.config!, context.values).changes };
              return { config: { ...context.config!, site }, values: { ...site } };
            }),
            { type: 'notify', params: { tone: 'success', message: { key: 'admin.site.saved' } } },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'notify', params: ({ event }) => ({ tone: 'error', message: failureMessage(event.error, 'admin.requestFailed') }) },
        },
      },
    },
    savingSecrets: {
      invoke: {
        src: 'saveSecrets',
        input: ({ context }) => secretChanges(context.secretDrafts).values,
        onDone: {
          target: 'editing',
          actions: [
            assign(({ context }) => {
              const secrets = { ...context.config!.secrets };
              for (const [key, value] of Object.entries(context.secretDrafts)) secrets[key] = { set: value !== null };
              return { config: { ...context.config!, secrets }, secretDrafts: {} };
            }),
            { type: 'notify', params: { tone: 'success', message: { key: 'admin.site.secretsSaved' } } },
          ],
        },
        onError: [
          { guard: 'cancelled', target: 'editing' },
          {
            target: 'editing',
            actions: { type: 'notify', params: ({ event }) => ({ tone: 'error', message: failureMessage(event.error, 'admin.requestFailed') }) },
          },
        ],
      },
    },
  },
});

export type SiteSettingsSnapshot = SnapshotFrom<typeof siteSettingsMachine>;
