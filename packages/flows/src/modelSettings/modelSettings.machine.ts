import { assign, fromPromise, not, setup, type SnapshotFrom } from 'xstate';
import type { ChatModel, GroupKind, GroupModelConfig } from '../chat/chatTypes';
import { clampSettings, currentModelOf, groupConfigFor, settingsOf, type ModelSettingKey, type ModelSettings } from '../modelPicker/modelConfig';
import type { ModelCalls, ModelChange, ModelList, SaveConfigRequest } from '../modelPicker/modelServices';
import { failureMessage, type MessageRef, type Notice } from '../session/notify';
import type { ModelSettingsMessageKey } from './messages';

export interface ModelSettingsInput {
  /** 'chat' on /chat, 'file' on /document: which model list to load. */
  kind: GroupKind;
  /** The current conversation; null before one exists (the choice is then applied when it is created). */
  groupId: number | null;
  /** The current group's config (parsed); null: none chosen yet. */
  config: GroupModelConfig | null;
}

export interface ModelSettingsContext extends ModelSettingsInput {
  models: ChatModel[];
  /** The model chosen in the dialog. */
  selectedId: number | null;
  /** The settings being edited, always within the chosen model's limits. */
  settings: ModelSettings | null;
  loadError: MessageRef<ModelSettingsMessageKey> | null;
  /** The change being saved (or, without a group, applied). */
  pending: ModelChange | null;
}

export type ModelSettingsEvent =
  | { type: 'settings.choose'; modelId: number }
  | { type: 'settings.change'; key: ModelSettingKey; value: number }
  /** 保存. */
  | { type: 'settings.save' }
  /** 重试 after a failed list load. */
  | { type: 'settings.retry' };

const selectedModel = (context: Pick<ModelSettingsContext, 'models' | 'selectedId'>) => context.models.find((model) => model.id === context.selectedId);

/** The change 保存 makes: the chosen model with the edited settings. */
const changeOf = (context: ModelSettingsContext): ModelChange => {
  const model = selectedModel(context)!;
  return { groupId: context.groupId, model, config: groupConfigFor(model, context.settings, context.config) };
};

/**
 * The model dialog (SPEC §2.3.5, §5, §8): loads the model list (the group's model chosen, else the
 * default), lets the user choose a model and edit topN, response tokens and context rounds within
 * that model's limits (choosing another model clamps them), and 保存 calls POST /group/update:
 * success toasts 修改当前对话组自定义模型配置成功！, reports the change and closes (`done`); a
 * failure only ends the saving (the app's HTTP layer has toasted the server's error already).
 * Without a group nothing is saved: the change is reported with groupId null and the dialog closes.
 */
export const modelSettingsMachine = setup({
  types: {
    input: {} as ModelSettingsInput,
    context: {} as ModelSettingsContext,
    events: {} as ModelSettingsEvent,
    output: {} as ModelChange,
  },
  actors: {
    loadModels: fromPromise<ModelList, { kind: GroupKind }>(() => Promise.reject(new Error('modelSettings: provide loadModels'))),
    saveConfig: fromPromise<void, SaveConfigRequest>(() => Promise.reject(new Error('modelSettings: provide saveConfig'))),
  },
  actions: {
    /** The group's config changed (or, groupId null, was chosen for the next group): the app applies it. */
    modelChanged: (_, _change: ModelChange) => {},
    notify: (_, _notice: Notice<ModelSettingsMessageKey>) => {},
  },
  guards: {
    isListed: ({ context, event }) => event.type === 'settings.choose' && context.models.some((model) => model.id === event.modelId),
    canSave: ({ context }) => selectedModel(context) !== undefined && context.settings !== null,
    hasGroup: ({ context }) => context.groupId !== null,
  },
}).createMachine({
  id: 'modelSettings',
  context: ({ input }) => ({ ...input, models: [], selectedId: null, settings: null, loadError: null, pending: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ loadError: null }),
      invoke: {
        src: 'loadModels',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => {
            const model = currentModelOf(event.output.rows, context.config);
            return {
              models: event.output.rows,
              selectedId: model?.id ?? null,
              // The group's own settings when it is on this model; else the defaults (8 rounds, topN 0.8).
              settings: model ? clampSettings(model, model.model === context.config?.modelInfo.model ? settingsOf(context.config) : null) : null,
            };
          }),
        },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, 'modelSettings.loadFailed') }) },
      },
    },
    failed: { on: { 'settings.retry': 'loading' } },
    ready: {
      on: {
        'settings.choose': {
          guard: 'isListed',
          actions: assign(({ context, event }) => {
            const model = context.models.find((item) => item.id === event.modelId)!;
            // The settings so far, clamped into the new model's limits.
            return { selectedId: model.id, settings: clampSettings(model, context.settings) };
          }),
        },
        'settings.change': {
          guard: 'canSave',
          actions: assign({
            settings: ({ context, event }) => clampSettings(selectedModel(context)!, { ...context.settings, [event.key]: event.value }),
          }),
        },
        'settings.save': [
          { guard: not('canSave') },
          // No conversation yet: nothing to save; the app applies the change to the group it creates.
          {
            guard: not('hasGroup'),
            target: 'done',
            actions: [assign({ pending: ({ context }) => changeOf(context) }), { type: 'modelChanged', params: ({ context }) => changeOf(context) }],
          },
          { target: 'saving', actions: assign({ pending: ({ context }) => changeOf(context) }) },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'saveConfig',
        input: ({ context }) => ({ groupId: context.pending!.groupId!, config: JSON.stringify(context.pending!.config) }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'notify', params: { tone: 'success', message: { key: 'modelSettings.success' } } },
            { type: 'modelChanged', params: ({ context }) => context.pending! },
          ],
        },
        // SPEC §8: the loading state clears and nothing else shows (the HTTP layer toasted the error).
        onError: { target: 'ready', actions: assign({ pending: null }) },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.pending!,
});

export type ModelSettingsSnapshot = SnapshotFrom<typeof modelSettingsMachine>;

/** The app's calls and reactions. */
export interface ModelSettingsServices extends ModelCalls {
  modelChanged: (change: ModelChange) => void;
  notify: (notice: Notice) => void;
}

/** The dialog's machine with the app's calls (or a story's fakes). */
export const provideModelSettings = (services: ModelSettingsServices) =>
  modelSettingsMachine.provide({
    actors: {
      loadModels: fromPromise<ModelList, { kind: GroupKind }>(({ input }) => services.loadModels(input.kind)),
      saveConfig: fromPromise<void, SaveConfigRequest>(({ input }) => services.saveConfig(input)),
    },
    actions: {
      modelChanged: (_, change) => services.modelChanged(change),
      notify: (_, notice) => services.notify(notice),
    },
  });
