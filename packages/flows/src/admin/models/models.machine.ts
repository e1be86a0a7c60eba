import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import { ConfirmCancelled } from '../siteSettings.machine';
import type { ModelsMessageKey } from './messages';
import {
  draftOfModel,
  emptyModelDraft,
  endpointBody,
  endpointDraftOf,
  endpointInvalid,
  modelBody,
  type AdminModel,
  type EndpointBody,
  type EndpointDraft,
  type ModelBody,
  type ModelDefaults,
  type ModelDraft,
  type ModelErrors,
  type ModelField,
  type ModelLevelChoice,
} from './modelForm';

type Key = ModelsMessageKey | AdminMessageKey;

/** What the screen loads: GET /admin/models and GET /admin/vip-levels. */
export interface ModelsData {
  models: AdminModel[];
  defaults: ModelDefaults;
  levels: ModelLevelChoice[];
}

/** A save: a new model (id null) or the model's changes. */
export interface ModelSave {
  id: number | null;
  body: ModelBody;
}

/** POST /admin/models/:id/test: the latency of a 1-token answer, or why it failed (as chat tells users). */
export interface ModelTestResult {
  ok: boolean;
  latencyMs?: number;
  message?: string;
}

export interface ModelsContext {
  models: AdminModel[];
  defaults: ModelDefaults | null;
  levels: ModelLevelChoice[];
  loadError: MessageRef<Key> | null;
  /** The model being edited (null: a new one). */
  editingId: number | null;
  draft: ModelDraft;
  errors: ModelErrors;
  submitError: MessageRef<Key> | null;
  endpointDraft: EndpointDraft;
  endpointError: MessageRef<Key> | null;
  testResult: ModelTestResult | null;
  /** The row a move, switch or deletion is working on. */
  busyId: number | null;
  /** The order a move asks for. */
  pendingOrder: number[] | null;
}

export type ModelsEvent =
  | { type: 'models.retry' }
  | { type: 'models.new' }
  | { type: 'models.edit'; id: number }
  | { type: 'models.move'; id: number; offset: -1 | 1 }
  | { type: 'models.toggle'; id: number; isEnabled: boolean }
  | { type: 'models.delete'; id: number }
  | { type: 'form.change'; values: Partial<ModelDraft> }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'endpoint.change'; values: Partial<Pick<EndpointDraft, 'baseUrl' | 'apiKey'>> }
  | { type: 'endpoint.clear' }
  | { type: 'endpoint.save' }
  | { type: 'model.test' };

/** The order after moving one model by one place; null at either end. */
export function movedOrder(models: readonly AdminModel[], id: number, offset: -1 | 1): number[] | null {
  const ids = models.map((model) => model.id);
  const from = ids.indexOf(id);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}

/** The default model users get: the first enabled chat model (SPEC §3: the first of the list). */
export const defaultModelId = (models: readonly AdminModel[]) => models.find((model) => model.isEnabled && model.modelType === 'chat')?.id ?? null;

const replaced = (models: AdminModel[], model: AdminModel) => {
  const index = models.findIndex((entry) => entry.id === model.id);
  return index < 0 ? [...models, model] : models.map((entry) => (entry.id === model.id ? model : entry));
};
const editedModel = (context: ModelsContext) => context.models.find((model) => model.id === context.editingId);
const refusal = ({ event }: { event: { error: unknown } }): Notice<Key> => ({
  tone: 'error',
  message: failureMessage<Key>(event.error, 'admin.requestFailed'),
});

/**
 * The models screen: GET /admin/models (with the levels), the order changed one place at a time
 * (POST /admin/models/order), a switch per model, a form (new or edit) checked by the server's rules, the endpoint and
 * key saved through the two-step confirmation (`saveEndpoint` and `remove` are the app's confirmed calls: closing the
 * dialog rejects with ConfirmCancelled and changes nothing), and 测试连接 on the saved endpoint.
 */
export const modelsMachine = setup({
  types: { context: {} as ModelsContext, events: {} as ModelsEvent },
  actors: {
    load: fromPromise<ModelsData>(async () => {
      throw new Error('load is not provided');
    }),
    save: fromPromise<AdminModel, ModelSave>(async () => {
      throw new Error('save is not provided');
    }),
    setEnabled: fromPromise<AdminModel, { id: number; isEnabled: boolean }>(async () => {
      throw new Error('setEnabled is not provided');
    }),
    reorder: fromPromise<AdminModel[], number[]>(async () => {
      throw new Error('reorder is not provided');
    }),
    saveEndpoint: fromPromise<AdminModel, { model: AdminModel; body: EndpointBody }>(async () => {
      throw new Error('saveEndpoint is not provided');
    }),
    remove: fromPromise<unknown, AdminModel>(async () => {
      throw new Error('remove is not provided');
    }),
    test: fromPromise<ModelTestResult, AdminModel>(async () => {
      throw new Error('test is not provided');
    }),
  },
  actions: { notify: (_, _params: Notice<Key>) => {} },
  guards: {
    isInvalid: ({ context }) => modelBody(context.draft).body === null,
    known: ({ context, event }) => 'id' in event && context.models.some((model) => model.id === event.id),
    canMove: ({ context, event }) => event.type === 'models.move' && movedOrder(context.models, event.id, event.offset) !== null,
    endpointInvalid: ({ context }) => endpointInvalid(context.endpointDraft),
    endpointChanged: ({ context }) => {
      const model = editedModel(context);
      return model !== undefined && endpointBody(context.endpointDraft, model) !== null;
    },
    canTest: ({ context }) => editedModel(context) !== undefined,
    cancelled: ({ event }) => (event as { error?: unknown }).error instanceof ConfirmCancelled,
  },
}).createMachine({
  id: 'models',
  context: {
    models: [],
    defaults: null,
    levels: [],
    loadError: null,
    editingId: null,
    draft: emptyModelDraft,
    errors: {},
    submitError: null,
    endpointDraft: endpointDraftOf(undefined),
    endpointError: null,
    testResult: null,
    busyId: null,
    pendingOrder: null,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ models: event.output.models, defaults: event.output.defaults, levels: event.output.levels, loadError: null })),
        },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
      },
    },
    failed: { on: { 'models.retry': 'loading' } },
    ready: {
      on: {
        'models.new': {
          target: 'editing',
          actions: assign({
            editingId: null,
            draft: emptyModelDraft,
            errors: {},
            submitError: null,
            endpointDraft: endpointDraftOf(undefined),
            endpointError: null,
            testResult: null,
          }),
        },
        'models.edit': {
          guard: 'known',
          target: 'editing',
          actions: assign(({ context, event }) => {
            const model = context.models.find((entry) => entry.id === event.id)!;
            return {
              editingId: event.id,
              draft: draftOfModel(model),
              errors: {},
              submitError: null,
              endpointDraft: endpointDraftOf(model),
              endpointError: null,
              testResult: null,
            };
          }),
        },
        'models.move': {
          guard: 'canMove',
          target: 'moving',
          actions: assign(({ context, event }) => ({ busyId: event.id, pendingOrder: movedOrder(context.models, event.id, event.offset) })),
        },
        'models.toggle': { guard: 'known', target: 'toggling', actions: assign({ busyId: ({ event }) => event.id }) },
        'models.delete': { guard: 'known', target: 'deleting', actions: assign({ busyId: ({ event }) => event.id }) },
      },
    },
    moving: {
      invoke: {
        src: 'reorder',
        input: ({ context }) => context.pendingOrder!,
        onDone: {
          target: 'ready',
          actions: [
            assign({ models: ({ event }) => event.output, busyId: null, pendingOrder: null }),
            { type: 'notify', params: { tone: 'success', message: { key: 'admin.models.moved' } } },
          ],
        },
        onError: { target: 'ready', actions: [assign({ busyId: null, pendingOrder: null }), { type: 'notify', params: refusal }] },
      },
    },
    toggling: {
      invoke: {
        src: 'setEnabled',
        input: ({ context, event }) => ({ id: context.busyId!, isEnabled: (event as Extract<ModelsEvent, { type: 'models.toggle' }>).isEnabled }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ models: ({ context, event }) => replaced(context.models, event.output), busyId: null }),
            {
              type: 'notify',
              params: ({ event }) => ({
                tone: 'success',
                message: { key: event.output.isEnabled ? 'admin.models.enabledOn' : 'admin.models.enabledOff', values: { name: event.output.modelName } },
              }),
            },
          ],
        },
        onError: { target: 'ready', actions: [assign({ busyId: null }), { type: 'notify', params: refusal }] },
      },
    },
    deleting: {
      invoke: {
        src: 'remove',
        input: ({ context }) => context.models.find((model) => model.id === context.busyId)!,
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context }) => ({ models: context.models.filter((model) => model.id !== context.busyId), busyId: null })),
            { type: 'notify', params: { tone: 'success', message: { key: 'admin.models.deleted' } } },
          ],
        },
        onError: [
          { guard: 'cancelled', target: 'ready', actions: assign({ busyId: null }) },
          { target: 'ready', actions: [assign({ busyId: null }), { type: 'notify', params: refusal }] },
        ],
      },
    },
    editing: {
      on: {
        'form.change': {
          actions: assign(({ context, event }) => {
            const errors = { ...context.errors };
            for (const field of Object.keys(event.values) as ModelField[]) delete errors[field];
            // The limits depend on each other: a change re-reads them at the next save.
            if ('keyType' in event.values) delete errors.topN;
            if ('maxModelTokens' in event.values) delete errors.maxResponseTokens;
            if ('maxRounds' in event.values) delete errors.rounds;
            return { draft: { ...context.draft, ...event.values }, errors, submitError: null };
          }),
        },
        'form.submit': [
          { guard: 'isInvalid', actions: assign({ errors: ({ context }) => modelBody(context.draft).errors, submitError: null }) },
          { target: 'saving', actions: assign({ errors: {}, submitError: null }) },
        ],
        'form.cancel': 'ready',
        'endpoint.change': {
          actions: assign(({ context, event }) => ({ endpointDraft: { ...context.endpointDraft, ...event.values }, endpointError: null })),
        },
        'endpoint.clear': {
          guard: ({ context }) => editedModel(context)?.apiKeySet === true,
          actions: assign(({ context }) => ({ endpointDraft: { ...context.endpointDraft, apiKey: '', clear: true }, endpointError: null })),
        },
        'endpoint.save': [
          { guard: 'endpointInvalid', actions: assign({ endpointError: { key: 'admin.models.baseUrlInvalid' } }) },
          { guard: 'endpointChanged', target: 'savingEndpoint', actions: assign({ endpointError: null }) },
        ],
        'model.test': { guard: 'canTest', target: 'testing', actions: assign({ testResult: null }) },
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => ({ id: context.editingId, body: modelBody(context.draft).body! }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ models: ({ context, event }) => replaced(context.models, event.output) }),
            {
              type: 'notify',
              params: ({ context }) => ({ tone: 'success', message: { key: context.editingId === null ? 'admin.models.created' : 'admin.models.saved' } }),
            },
          ],
        },
        onError: { target: 'editing', actions: assign({ submitError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
      },
    },
    savingEndpoint: {
      invoke: {
        src: 'saveEndpoint',
        input: ({ context }) => {
          const model = editedModel(context)!;
          return { model, body: endpointBody(context.endpointDraft, model)! };
        },
        onDone: {
          target: 'editing',
          actions: [
            assign(({ context, event }) => ({
              models: replaced(context.models, event.output),
              endpointDraft: endpointDraftOf(event.output),
              testResult: null,
            })),
            { type: 'notify', params: { tone: 'success', message: { key: 'admin.models.endpointSaved' } } },
          ],
        },
        onError: [
          { guard: 'cancelled', target: 'editing' },
          { target: 'editing', actions: assign({ endpointError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
        ],
      },
    },
    testing: {
      invoke: {
        src: 'test',
        input: ({ context }) => editedModel(context)!,
        onDone: { target: 'editing', actions: assign({ testResult: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: assign({ testResult: ({ event }) => ({ ok: false, message: (event.error instanceof Error && event.error.message) || undefined }) }),
        },
      },
    },
  },
});

export type ModelsSnapshot = SnapshotFrom<typeof modelsMachine>;
