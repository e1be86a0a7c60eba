import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import { ConfirmCancelled } from '../siteSettings.machine';
import {
  type DraftKey,
  type DraftProblem,
  draftsOf,
  endpointChanges,
  type EndpointValues,
  type KnowledgeAdminData,
  type KnowledgeDrafts,
  type KnowledgeSettingValues,
  type QuotaDraftKey,
  type SecretDraft,
  settingsChanges,
} from './knowledgeAdmin';
import type { KnowledgeAdminMessageKey } from './messages';

type Key = KnowledgeAdminMessageKey | AdminMessageKey;

/** What 测试连接 came back with (POST /admin/knowledge/test). */
export interface EndpointTest {
  ok: boolean;
  dimensions: number;
  ms: number;
  error: string | null;
}
export type EndpointTestInput = { url?: string; key?: string; model?: string; dimensions?: number };

export interface KnowledgeAdminContext {
  data: KnowledgeAdminData | null;
  drafts: KnowledgeDrafts;
  key: SecretDraft;
  /** Fields refused by the last save (cleared as each is edited). */
  problems: Partial<Record<DraftKey, DraftProblem>>;
  test: EndpointTest | null;
  loadError: MessageRef<AdminMessageKey> | null;
}

export type KnowledgeAdminEvent =
  | { type: 'retry' }
  | { type: 'change'; key: DraftKey; value: string }
  | { type: 'key.change'; value: string }
  | { type: 'key.clear' }
  | { type: 'discard' }
  | { type: 'save' }
  | { type: 'endpoint.save' }
  | { type: 'endpoint.test' };

const noKey: SecretDraft = { value: '', clear: false };
const isQuota = (key: DraftKey): key is QuotaDraftKey => key.includes('.');
const without = <T extends object>(record: T, key: PropertyKey): T => Object.fromEntries(Object.entries(record).filter(([name]) => name !== key)) as T;

/** What 测试连接 sends: the endpoint as typed (the saved key stays on the server, sent only to the saved address). */
function testInput(context: KnowledgeAdminContext): EndpointTestInput {
  const { drafts, key } = context;
  const dimensions = Number(drafts.knowledgeEmbeddingDimensions.trim());
  return {
    url: drafts.knowledgeEmbeddingUrl.trim(),
    ...(key.value.trim() ? { key: key.value.trim() } : {}),
    ...(drafts.knowledgeEmbeddingModel.trim() ? { model: drafts.knowledgeEmbeddingModel.trim() } : {}),
    ...(Number.isInteger(dimensions) && dimensions >= 1 && dimensions <= 2000 ? { dimensions } : {}),
  };
}

/**
 * 知识库设置: prices, the answering and assist models, the relevance floor and quotas save at once (POST
 * /admin/knowledge/settings, the changed ones); the embedding endpoint and its key go through the two-step
 * confirmation (POST /admin/knowledge/endpoint); 测试连接 embeds one line with the endpoint as typed. Drafts survive a
 * refusal or a closed confirmation; after a save the screen reloads what the server holds.
 */
export const knowledgeAdminMachine = setup({
  types: { context: {} as KnowledgeAdminContext, events: {} as KnowledgeAdminEvent },
  actors: {
    load: fromPromise<KnowledgeAdminData>(async () => {
      throw new Error('load is not provided');
    }),
    save: fromPromise<unknown, Partial<KnowledgeSettingValues>>(async () => {
      throw new Error('save is not provided');
    }),
    saveEndpoint: fromPromise<unknown, EndpointValues>(async () => {
      throw new Error('saveEndpoint is not provided');
    }),
    test: fromPromise<EndpointTest, EndpointTestInput>(async () => {
      throw new Error('test is not provided');
    }),
  },
  actions: { notify: (_, _params: Notice<Key>) => {} },
  guards: {
    settingsInvalid: ({ context }) => Object.keys(settingsChanges(context.data!, context.drafts).problems).length > 0,
    settingsUnchanged: ({ context }) => Object.keys(settingsChanges(context.data!, context.drafts).changes).length === 0,
    endpointInvalid: ({ context }) => Object.keys(endpointChanges(context.data!, context.drafts, context.key).problems).length > 0,
    endpointUnchanged: ({ context }) => Object.keys(endpointChanges(context.data!, context.drafts, context.key).changes).length === 0,
    cancelled: ({ event }) => (event as { error?: unknown }).error instanceof ConfirmCancelled,
  },
}).createMachine({
  id: 'knowledgeAdmin',
  context: { data: null, drafts: {} as KnowledgeDrafts, key: noKey, problems: {}, test: null, loadError: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({ data: event.output, drafts: draftsOf(event.output), key: noKey, problems: {}, loadError: null })),
        },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, 'admin.requestFailed') }) },
      },
    },
    failed: { on: { retry: 'loading' } },
    /** After a save: what the server holds now (a saved field shows the server's value). */
    reloading: {
      invoke: {
        src: 'load',
        onDone: { target: 'editing', actions: assign(({ event }) => ({ data: event.output, drafts: draftsOf(event.output) })) },
        onError: 'editing',
      },
    },
    editing: {
      on: {
        change: {
          actions: assign(({ context, event }) => ({
            drafts: isQuota(event.key)
              ? { ...context.drafts, quotas: { ...context.drafts.quotas, [event.key]: event.value } }
              : { ...context.drafts, [event.key]: event.value },
            problems: without(context.problems, event.key),
          })),
        },
        'key.change': { actions: assign({ key: ({ event }) => ({ value: event.value, clear: false }) }) },
        'key.clear': { actions: assign({ key: { value: '', clear: true } }) },
        discard: { actions: assign(({ context }) => ({ drafts: draftsOf(context.data!), key: noKey, problems: {} })) },
        save: [
          {
            guard: 'settingsInvalid',
            actions: [
              assign({ problems: ({ context }) => ({ ...context.problems, ...settingsChanges(context.data!, context.drafts).problems }) }),
              { type: 'notify', params: { tone: 'error', message: { key: 'admin.knowledge.fixErrors' } } },
            ],
          },
          { guard: 'settingsUnchanged', actions: { type: 'notify', params: { tone: 'info', message: { key: 'admin.knowledge.unchanged' } } } },
          { target: 'saving' },
        ],
        'endpoint.save': [
          {
            guard: 'endpointInvalid',
            actions: [
              assign({ problems: ({ context }) => ({ ...context.problems, ...endpointChanges(context.data!, context.drafts, context.key).problems }) }),
              { type: 'notify', params: { tone: 'error', message: { key: 'admin.knowledge.fixErrors' } } },
            ],
          },
          { guard: 'endpointUnchanged', actions: { type: 'notify', params: { tone: 'info', message: { key: 'admin.knowledge.unchanged' } } } },
          { target: 'savingEndpoint' },
        ],
        'endpoint.test': { target: 'testing', actions: assign({ test: null }) },
      },
    },
    testing: {
      invoke: {
        src: 'test',
        input: ({ context }) => testInput(context),
        onDone: { target: 'editing', actions: assign({ test: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: { type: 'notify', params: ({ event }) => ({ tone: 'error', message: failureMessage<Key>(event.error, 'admin.requestFailed') }) },
        },
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => settingsChanges(context.data!, context.drafts).changes,
        onDone: { target: 'reloading', actions: { type: 'notify', params: { tone: 'success', message: { key: 'admin.knowledge.saved' } } } },
        onError: {
          target: 'editing',
          actions: { type: 'notify', params: ({ event }) => ({ tone: 'error', message: failureMessage<Key>(event.error, 'admin.requestFailed') }) },
        },
      },
    },
    savingEndpoint: {
      invoke: {
        src: 'saveEndpoint',
        input: ({ context }) => endpointChanges(context.data!, context.drafts, context.key).changes,
        onDone: {
          target: 'reloading',
          actions: [assign({ key: noKey }), { type: 'notify', params: { tone: 'success', message: { key: 'admin.knowledge.endpointSaved' } } }],
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

export type KnowledgeAdminSnapshot = SnapshotFrom<typeof knowledgeAdminMachine>;
