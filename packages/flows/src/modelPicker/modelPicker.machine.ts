import { and, assign, emit, fromPromise, not, raise, setup, stateIn, type SnapshotFrom } from 'xstate';
import type { ChatModel, GroupKind, GroupModelConfig } from '../chat/chatTypes';
import { failureMessage, type MessageRef, type Notice } from '../session/notify';
import { currentModelOf, switchedConfig } from './modelConfig';
import type { ModelCalls, ModelChange, ModelList, SaveConfigRequest } from './modelServices';
import type { ModelPickerMessageKey } from './messages';

export interface ModelPickerInput {
  /** 'chat' on /chat, 'file' on /document: which model list to load. */
  kind: GroupKind;
  isLoggedIn: boolean;
  /** The current conversation; null before the first message creates one. */
  groupId: number | null;
  /** The current group's config (parsed); null: none chosen yet (the default model). */
  config: GroupModelConfig | null;
}

export interface ModelPickerContext extends ModelPickerInput {
  models: ChatModel[];
  demoMode: boolean;
  /** Why the list could not be loaded (only while there is no list to show). */
  loadError: MessageRef<ModelPickerMessageKey> | null;
  /** The change being saved. */
  pending: (ModelChange & { groupId: number }) | null;
}

export type ModelPickerEvent =
  | { type: 'picker.open' }
  /** The mask, Escape, or pressing the current model. */
  | { type: 'picker.close' }
  | { type: 'picker.choose'; modelId: number }
  /** The 模型设置 button. */
  | { type: 'picker.settings' }
  /** SPEC §4: the list reloads on an update event (also 重试 after a failed load). */
  | { type: 'models.reload' }
  | { type: 'session.changed'; isLoggedIn: boolean }
  | { type: 'group.changed'; groupId: number | null; config: GroupModelConfig | null };

const chosenModel = (context: ModelPickerContext, event: ModelPickerEvent) =>
  event.type === 'picker.choose' ? context.models.find((model) => model.id === event.modelId) : undefined;

/** The change for choosing `event.modelId`: the group's settings kept, clamped into the new model's limits. */
function changeFor(context: ModelPickerContext, event: ModelPickerEvent): ModelChange {
  const model = chosenModel(context, event)!;
  return { groupId: context.groupId, config: switchedConfig(model, context.config), model };
}

/**
 * The model picker bar (SPEC §2.2, §4 "Model switch", §5, §6). Three parallel regions:
 * `list` (loading → ready | failed; `models.reload` loads again), `dropdown` (closed ⇄ open) and
 * `save` (idle ⇄ saving). Choosing while logged out changes nothing, closes and asks for login;
 * without a group the choice is kept locally and reported (groupId null); with a group it is saved
 * (POST /group/update), then applied and the dropdown closes. A failed save keeps the old model.
 */
export const modelPickerMachine = setup({
  types: {
    input: {} as ModelPickerInput,
    context: {} as ModelPickerContext,
    events: {} as ModelPickerEvent,
    /** `settings.open`: the component calls its `onOpenSettings`. */
    emitted: {} as { type: 'settings.open' },
  },
  actors: {
    loadModels: fromPromise<ModelList, { kind: GroupKind }>(() => Promise.reject(new Error('modelPicker: provide loadModels'))),
    saveConfig: fromPromise<void, SaveConfigRequest>(() => Promise.reject(new Error('modelPicker: provide saveConfig'))),
  },
  actions: {
    /** Open the login dialog on its register tab 0 (SPEC §5). */
    requireLogin: () => {},
    /** A model was chosen (groupId null) or saved: the app updates the group's config, name and logo. */
    modelChanged: (_, _change: ModelChange) => {},
    notify: (_, _notice: Notice<ModelPickerMessageKey>) => {},
  },
  guards: {
    isListed: ({ context, event }) => chosenModel(context, event) !== undefined,
    isCurrent: ({ context, event }) => event.type === 'picker.choose' && currentModelOf(context.models, context.config)?.id === event.modelId,
    isLoggedIn: ({ context }) => context.isLoggedIn,
    hasGroup: ({ context }) => context.groupId !== null,
    hasModels: ({ context }) => context.models.length > 0,
    loginChanged: ({ context, event }) => event.type === 'session.changed' && event.isLoggedIn !== context.isLoggedIn,
    isSaving: stateIn({ save: 'saving' }),
    /** A listed, other model chosen in the open dropdown by a logged-in user with a group. */
    startsSave: and([stateIn({ dropdown: 'open' }), 'isListed', 'isLoggedIn', not('isCurrent'), 'hasGroup']),
  },
}).createMachine({
  id: 'modelPicker',
  context: ({ input }) => ({
    kind: input.kind,
    isLoggedIn: input.isLoggedIn,
    groupId: input.groupId,
    config: input.config,
    models: [],
    demoMode: false,
    loadError: null,
    pending: null,
  }),
  type: 'parallel',
  on: {
    // Visitors get the login dialog instead of the settings (SPEC §6).
    'picker.settings': [{ guard: 'isLoggedIn', actions: emit({ type: 'settings.open' }) }, { actions: 'requireLogin' }],
    'session.changed': [
      // Today's uses (`used`) are per user: another user (or a visitor) gets the list afresh.
      { guard: 'loginChanged', actions: [assign({ isLoggedIn: ({ event }) => event.isLoggedIn }), raise({ type: 'models.reload' })] },
    ],
    'group.changed': { actions: assign({ groupId: ({ event }) => event.groupId, config: ({ event }) => event.config }) },
  },
  states: {
    list: {
      initial: 'loading',
      // Each state handles models.reload itself: a re-entering transition on `list` would have the
      // parallel root as its domain and reset the dropdown and a save under way.
      states: {
        loading: {
          on: { 'models.reload': { target: 'loading', reenter: true } },
          invoke: {
            src: 'loadModels',
            input: ({ context }) => ({ kind: context.kind }),
            onDone: {
              target: 'ready',
              actions: assign({ models: ({ event }) => event.output.rows, demoMode: ({ event }) => event.output.demoMode, loadError: null }),
            },
            onError: [
              // A failed reload keeps the list already shown.
              { guard: 'hasModels', target: 'ready' },
              { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, 'modelPicker.loadFailed') }) },
            ],
          },
        },
        ready: { on: { 'models.reload': 'loading' } },
        failed: { on: { 'models.reload': 'loading' } },
      },
    },
    dropdown: {
      initial: 'closed',
      states: {
        closed: { on: { 'picker.open': 'open' } },
        open: {
          on: {
            'picker.close': 'closed',
            'picker.choose': [
              { guard: not('isListed') },
              // A visitor cannot switch models (SPEC §5, §6): nothing changes, login opens.
              { guard: not('isLoggedIn'), target: 'closed', actions: 'requireLogin' },
              { guard: 'isCurrent', target: 'closed' },
              // One save at a time; the dropdown shows it.
              { guard: 'isSaving' },
              {
                guard: not('hasGroup'),
                target: 'closed',
                actions: [
                  assign({ config: ({ context, event }) => changeFor(context, event).config }),
                  { type: 'modelChanged', params: ({ context, event }) => changeFor(context, event) },
                ],
              },
              // With a group the `save` region takes the choice; the dropdown stays open until it is saved.
            ],
          },
        },
      },
    },
    save: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'picker.choose': {
              guard: 'startsSave',
              target: 'saving',
              actions: assign({ pending: ({ context, event }) => ({ ...changeFor(context, event), groupId: context.groupId! }) }),
            },
          },
        },
        saving: {
          invoke: {
            src: 'saveConfig',
            input: ({ context }) => ({ groupId: context.pending!.groupId, config: JSON.stringify(context.pending!.config) }),
            onDone: {
              target: 'idle',
              actions: [
                // The app may have moved to another group meanwhile: only the saved group's config changes here.
                assign({ config: ({ context }) => (context.pending!.groupId === context.groupId ? context.pending!.config : context.config) }),
                { type: 'modelChanged', params: ({ context }) => context.pending! },
                assign({ pending: null }),
                // SPEC §4: a successful change closes the dropdown.
                raise({ type: 'picker.close' }),
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                { type: 'notify', params: ({ event }) => ({ tone: 'error', message: failureMessage(event.error, 'modelPicker.saveFailed') }) },
                assign({ pending: null }),
              ],
            },
          },
        },
      },
    },
  },
});

export type ModelPickerSnapshot = SnapshotFrom<typeof modelPickerMachine>;

/** The app's calls and reactions. */
export interface ModelPickerServices extends ModelCalls {
  /** Open the login dialog (register tab 0). */
  requireLogin: () => void;
  modelChanged: (change: ModelChange) => void;
  notify: (notice: Notice) => void;
}

/** The picker's machine with the app's calls (or a story's fakes). */
export const provideModelPicker = (services: ModelPickerServices) =>
  modelPickerMachine.provide({
    actors: {
      loadModels: fromPromise<ModelList, { kind: GroupKind }>(({ input }) => services.loadModels(input.kind)),
      saveConfig: fromPromise<void, SaveConfigRequest>(({ input }) => services.saveConfig(input)),
    },
    actions: {
      requireLogin: () => services.requireLogin(),
      modelChanged: (_, change) => services.modelChanged(change),
      notify: (_, notice) => services.notify(notice),
    },
  });
