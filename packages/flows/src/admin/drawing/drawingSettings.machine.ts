import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import { ConfirmCancelled } from '../siteSettings.machine';
import {
  type DraftKey,
  type DraftProblem,
  type DrawingAdminData,
  type DrawingDrafts,
  type DrawingSettingValues,
  draftsOf,
  type DrawModeNumber,
  routingChanges,
  type SecretDraft,
  settingsChanges,
} from './drawingSettings';
import type { DrawingAdminMessageKey } from './messages';

type Key = DrawingAdminMessageKey | AdminMessageKey;
export type RoutingValues = ReturnType<typeof routingChanges>['changes'];

export interface DrawingSettingsContext {
  data: DrawingAdminData | null;
  drafts: DrawingDrafts;
  secret: SecretDraft;
  /** Fields refused by the last save (cleared as each is edited). */
  problems: Partial<Record<DraftKey | 'mjModes', DraftProblem>>;
  loadError: MessageRef<AdminMessageKey> | null;
}

export type DrawingSettingsEvent =
  | { type: 'retry' }
  | { type: 'change'; key: DraftKey; value: string }
  | { type: 'mode.toggle'; mode: DrawModeNumber; on: boolean }
  | { type: 'secret.change'; value: string }
  | { type: 'secret.clear' }
  | { type: 'discard' }
  | { type: 'save' }
  | { type: 'routing.save' };

const noSecret: SecretDraft = { value: '', clear: false };
const without = <T extends object>(record: T, key: keyof T): T => Object.fromEntries(Object.entries(record).filter(([name]) => name !== key)) as T;

/**
 * The drawing settings screen: modes, prices, members' free drawings, limits, translation and words save at once
 * (POST /admin/drawing/settings, the changed ones only); the routing (proxy and image hosts) and the proxy secret go
 * through the two-step confirmation (POST /admin/drawing/routing). Drafts are checked first and survive a refusal or
 * a closed confirmation; after a save the screen reloads what the server holds.
 */
export const drawingSettingsMachine = setup({
  types: { context: {} as DrawingSettingsContext, events: {} as DrawingSettingsEvent },
  actors: {
    load: fromPromise<DrawingAdminData>(async () => {
      throw new Error('load is not provided');
    }),
    save: fromPromise<unknown, Partial<DrawingSettingValues>>(async () => {
      throw new Error('save is not provided');
    }),
    saveRouting: fromPromise<unknown, RoutingValues>(async () => {
      throw new Error('saveRouting is not provided');
    }),
  },
  actions: { notify: (_, _params: Notice<Key>) => {} },
  guards: {
    settingsInvalid: ({ context }) => Object.keys(settingsChanges(context.data!, context.drafts).problems).length > 0,
    settingsUnchanged: ({ context }) => Object.keys(settingsChanges(context.data!, context.drafts).changes).length === 0,
    routingInvalid: ({ context }) => Object.keys(routingChanges(context.data!, context.drafts, context.secret).problems).length > 0,
    routingUnchanged: ({ context }) => Object.keys(routingChanges(context.data!, context.drafts, context.secret).changes).length === 0,
    cancelled: ({ event }) => (event as { error?: unknown }).error instanceof ConfirmCancelled,
  },
}).createMachine({
  id: 'drawingSettings',
  context: { data: null, drafts: {} as DrawingDrafts, secret: noSecret, problems: {}, loadError: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({ data: event.output, drafts: draftsOf(event.output), secret: noSecret, problems: {}, loadError: null })),
        },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, 'admin.requestFailed') }) },
      },
    },
    failed: { on: { retry: 'loading' } },
    /** After a save: the drafts the operator did not save stay, the saved ones show the server's values. */
    reloading: {
      invoke: {
        src: 'load',
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const fresh = draftsOf(event.output);
            const previous = context.data ? draftsOf(context.data) : fresh;
            // A field the operator left as it was takes the server's value; an edited, unsaved one keeps the edit.
            const drafts = Object.fromEntries(
              Object.entries(fresh).map(([key, value]) => {
                const draft = context.drafts[key as keyof DrawingDrafts];
                const before = previous[key as keyof DrawingDrafts];
                return [key, JSON.stringify(draft) === JSON.stringify(before) ? value : draft];
              }),
            ) as DrawingDrafts;
            return { data: event.output, drafts };
          }),
        },
        onError: { target: 'editing' },
      },
    },
    editing: {
      on: {
        change: {
          actions: assign(({ context, event }) => ({
            drafts: { ...context.drafts, [event.key]: event.value },
            problems: without(context.problems, event.key),
          })),
        },
        'mode.toggle': {
          actions: assign(({ context, event }) => ({
            drafts: {
              ...context.drafts,
              mjModes: (event.on ? [...new Set([...context.drafts.mjModes, event.mode])] : context.drafts.mjModes.filter((mode) => mode !== event.mode)).sort(
                (a, b) => a - b,
              ),
            },
            problems: without(context.problems, 'mjModes'),
          })),
        },
        'secret.change': { actions: assign({ secret: ({ event }) => ({ value: event.value, clear: false }) }) },
        'secret.clear': { actions: assign({ secret: { value: '', clear: true } }) },
        discard: { actions: assign(({ context }) => ({ drafts: draftsOf(context.data!), secret: noSecret, problems: {} })) },
        save: [
          {
            guard: 'settingsInvalid',
            actions: [
              assign({ problems: ({ context }) => ({ ...context.problems, ...settingsChanges(context.data!, context.drafts).problems }) }),
              { type: 'notify', params: { tone: 'error', message: { key: 'admin.drawing.fixErrors' } } },
            ],
          },
          { guard: 'settingsUnchanged', actions: { type: 'notify', params: { tone: 'info', message: { key: 'admin.drawing.unchanged' } } } },
          { target: 'saving' },
        ],
        'routing.save': [
          {
            guard: 'routingInvalid',
            actions: [
              assign({ problems: ({ context }) => ({ ...context.problems, ...routingChanges(context.data!, context.drafts, context.secret).problems }) }),
              { type: 'notify', params: { tone: 'error', message: { key: 'admin.drawing.fixErrors' } } },
            ],
          },
          { guard: 'routingUnchanged', actions: { type: 'notify', params: { tone: 'info', message: { key: 'admin.drawing.unchanged' } } } },
          { target: 'savingRouting' },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => settingsChanges(context.data!, context.drafts).changes,
        onDone: { target: 'reloading', actions: { type: 'notify', params: { tone: 'success', message: { key: 'admin.drawing.saved' } } } },
        onError: {
          target: 'editing',
          actions: { type: 'notify', params: ({ event }) => ({ tone: 'error', message: failureMessage<Key>(event.error, 'admin.requestFailed') }) },
        },
      },
    },
    savingRouting: {
      invoke: {
        src: 'saveRouting',
        input: ({ context }) => routingChanges(context.data!, context.drafts, context.secret).changes,
        onDone: {
          target: 'reloading',
          actions: [assign({ secret: noSecret }), { type: 'notify', params: { tone: 'success', message: { key: 'admin.drawing.routingSaved' } } }],
        },
        onError: [
          { guard: 'cancelled', target: 'editing' },
          {
            target: 'editing',
            actions: { type: 'notify', params: ({ event }) => ({ tone: 'error', message: failureMessage<Key>(event.error, 'admin.requestFailed') }) },
          },
        ],
      },
    },
  },
});

export type DrawingSettingsSnapshot = SnapshotFrom<typeof drawingSettingsMachine>;
