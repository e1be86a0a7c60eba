import type { DataOf } from '@lingxi/api-client';
import { assign, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../../session/notify';
import { wholeNumber } from '../apps/adminApps.machine';
import type { AdminMessageKey } from '../messages';
import { closedConfirmation, refusalNotice, switchedNotice, unprovided, withField } from '../common/machineKit';
import type { ChatPromptCategory } from './chatPromptCategories.machine';
import type { ChatPromptsMessageKey } from './messages';

type Key = ChatPromptsMessageKey | AdminMessageKey;

/** GET /admin/prompts: a page of every prompt, enabled or not, and how many match. */
export type ChatPromptsPage = DataOf<'/api/admin/prompts', 'get'>;
export type AdminChatPrompt = ChatPromptsPage['rows'][number];
/** GET /admin/prompts {categoryId?, keyword?, page, size} (the filters only when set). */
export interface ChatPromptsQuery {
  categoryId?: number;
  keyword?: string;
  page: number;
  size: number;
}
/** POST /admin/prompts and POST /admin/prompts/:id. */
export interface ChatPromptBody {
  categoryId: number;
  title: string;
  desc: string;
  prompt: string;
  promptEn: string;
  sort: number;
  enabled: boolean;
}
export interface ChatPromptSave {
  /** null: a new prompt. */
  id: number | null;
  body: ChatPromptBody;
}

/** The form as typed: the order stays text until saved. */
export interface ChatPromptDraft {
  id: number | null;
  categoryId: number | null;
  title: string;
  desc: string;
  prompt: string;
  promptEn: string;
  sort: string;
  enabled: boolean;
}
export type ChatPromptTextField = 'title' | 'desc' | 'prompt' | 'promptEn' | 'sort';
export type ChatPromptErrors = Partial<Record<ChatPromptTextField | 'categoryId', ChatPromptsMessageKey>>;

export const chatPromptsPageSize = 20;
/** The server's limits (apps/server/src/modules/prompts/promptAdmin.ts), in characters, trimmed. */
export const chatPromptLimits = { title: 50, desc: 200, prompt: 4000, promptEn: 4000, keyword: 50 } as const;

const length = (text: string) => [...text].length;

/** The body the server takes, or each field's message in the form's order (the server's words and limits). */
export function chatPromptBodyOf(draft: ChatPromptDraft): { body: ChatPromptBody | null; errors: ChatPromptErrors } {
  const errors: ChatPromptErrors = {};
  if (draft.categoryId === null) errors.categoryId = 'admin.chatPrompts.form.categoryRequired';
  const title = draft.title.trim();
  if (title === '') errors.title = 'admin.chatPrompts.form.titleRequired';
  else if (length(title) > chatPromptLimits.title) errors.title = 'admin.chatPrompts.form.titleLength';
  const desc = draft.desc.trim();
  if (length(desc) > chatPromptLimits.desc) errors.desc = 'admin.chatPrompts.form.descLength';
  const prompt = draft.prompt.trim();
  if (prompt === '') errors.prompt = 'admin.chatPrompts.form.promptRequired';
  else if (length(prompt) > chatPromptLimits.prompt) errors.prompt = 'admin.chatPrompts.form.promptLength';
  const promptEn = draft.promptEn.trim();
  if (length(promptEn) > chatPromptLimits.promptEn) errors.promptEn = 'admin.chatPrompts.form.promptEnLength';
  const sort = wholeNumber(draft.sort, { min: -2_147_483_648 });
  if (sort === null) errors.sort = 'admin.chatPrompts.form.sortInvalid';
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return { body: { categoryId: draft.categoryId!, title, desc, prompt, promptEn, sort: sort!, enabled: draft.enabled }, errors };
}

const draftOf = (prompt: AdminChatPrompt): ChatPromptDraft => ({
  id: prompt.id,
  categoryId: prompt.categoryId,
  title: prompt.title,
  desc: prompt.desc,
  prompt: prompt.prompt,
  promptEn: prompt.promptEn,
  sort: String(prompt.sort),
  enabled: prompt.enabled,
});

export interface ChatPromptsContext {
  categories: ChatPromptCategory[];
  /** The category shown (null: all). */
  categoryId: number | null;
  /** The search as typed; applied `searchDelay` after the last key, or at once by `search`. */
  keywordDraft: string;
  keyword: string;
  page: number;
  result: ChatPromptsPage | null;
  loadError: MessageRef<Key> | null;
  draft: ChatPromptDraft;
  errors: ChatPromptErrors;
  saveError: MessageRef<Key> | null;
  /** The prompt switched or deleted now. */
  acting: AdminChatPrompt | null;
}

export type ChatPromptsEvent =
  | { type: 'retry' }
  | { type: 'category.filter'; id: number | null }
  | { type: 'keyword.change'; value: string }
  | { type: 'search' }
  | { type: 'page'; page: number }
  | { type: 'prompt.new' }
  | { type: 'prompt.edit'; id: number }
  | { type: 'prompt.toggle'; id: number; enabled: boolean }
  | { type: 'prompt.delete'; id: number }
  | { type: 'draft.change'; field: ChatPromptTextField; value: string }
  | { type: 'draft.category'; id: number }
  | { type: 'draft.enabled'; value: boolean }
  | { type: 'draft.submit' }
  | { type: 'draft.cancel' };

const emptyDraft: ChatPromptDraft = { id: null, categoryId: null, title: '', desc: '', prompt: '', promptEn: '', sort: '0', enabled: true };
const promptOf = (context: ChatPromptsContext, id: number) => context.result?.rows.find((row) => row.id === id);

/**
 * 对话提示词's prompts: every prompt of the library, enabled or not, 20 a page in the users' order (GET /admin/prompts),
 * by category and by words of the title, description or prompt (applied `searchDelay` after typing, or at once on
 * Enter). 新建 and 编辑 open one form checked before any call (the server's refusal stays in it); the switch saves 启用
 * at once; 删除 goes through the two-step confirmation (closing it changes nothing). After a change the page is read
 * again (the users' order may move the prompt); a page left empty steps back one.
 */
export const chatPromptsMachine = setup({
  types: { context: {} as ChatPromptsContext, events: {} as ChatPromptsEvent },
  actors: {
    loadCategories: unprovided<ChatPromptCategory[]>('loadCategories'),
    loadPage: unprovided<ChatPromptsPage, ChatPromptsQuery>('loadPage'),
    save: unprovided<AdminChatPrompt, ChatPromptSave>('save'),
    setEnabled: unprovided<AdminChatPrompt, { prompt: AdminChatPrompt; enabled: boolean }>('setEnabled'),
    remove: unprovided<unknown, AdminChatPrompt>('remove'),
  },
  actions: {
    notify: (_, _params: Notice<Key>) => {},
    takeKeyword: assign({ keywordDraft: ({ context, event }) => (event.type === 'keyword.change' ? event.value : context.keywordDraft) }),
    applySearch: assign(({ context }) => ({ keyword: context.keywordDraft.trim(), page: 1 })),
  },
  delays: { searchDelay: 400 },
  guards: {
    known: ({ context, event }) => 'id' in event && event.id !== null && promptOf(context, event.id) !== undefined,
    valid: ({ context }) => chatPromptBodyOf(context.draft).body !== null,
    cancelled: closedConfirmation,
    searchPending: ({ context }) => context.keywordDraft.trim() !== context.keyword,
  },
}).createMachine({
  id: 'chatPrompts',
  context: {
    categories: [],
    categoryId: null,
    keywordDraft: '',
    keyword: '',
    page: 1,
    result: null,
    loadError: null,
    draft: emptyDraft,
    errors: {},
    saveError: null,
    acting: null,
  },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ loadError: null }),
      invoke: {
        src: 'loadCategories',
        onDone: { target: 'loadingPage', actions: assign({ categories: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
      },
    },
    failed: { on: { retry: 'loading' } },
    loadingPage: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({
          ...(context.categoryId === null ? {} : { categoryId: context.categoryId }),
          ...(context.keyword ? { keyword: context.keyword } : {}),
          page: context.page,
          size: chatPromptsPageSize,
        }),
        onDone: [
          // A page left empty (its last prompt deleted) steps back one.
          {
            guard: ({ context, event }) => context.page > 1 && event.output.rows.length === 0,
            target: 'loadingPage',
            reenter: true,
            actions: assign({ page: ({ context }) => context.page - 1 }),
          },
          { target: 'ready', actions: assign({ result: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
      },
      on: {
        // A newer query replaces the one in flight.
        'category.filter': { target: 'loadingPage', reenter: true, actions: assign({ categoryId: ({ event }) => event.id, page: 1 }) },
        search: { target: 'loadingPage', reenter: true, actions: 'applySearch' },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        // Words typed while the list was busy are searched for now.
        idle: { always: { guard: 'searchPending', target: 'typing' } },
        // Typing: the search applies once the keys rest.
        typing: { after: { searchDelay: { target: '#chatPrompts.loadingPage', actions: 'applySearch' } } },
      },
      on: {
        'keyword.change': { target: '.typing', reenter: true, actions: 'takeKeyword' },
        'category.filter': { target: 'loadingPage', actions: assign({ categoryId: ({ event }) => event.id, page: 1 }) },
        search: { target: 'loadingPage', actions: 'applySearch' },
        page: { target: 'loadingPage', actions: assign({ page: ({ event }) => Math.max(1, Math.floor(event.page)) }) },
        'prompt.new': {
          target: 'editing',
          actions: assign(({ context }) => ({
            draft: { ...emptyDraft, categoryId: context.categoryId ?? context.categories[0]?.id ?? null },
            errors: {},
            saveError: null,
          })),
        },
        'prompt.edit': {
          guard: 'known',
          target: 'editing',
          actions: assign(({ context, event }) => ({ draft: draftOf(promptOf(context, event.id)!), errors: {}, saveError: null })),
        },
        'prompt.toggle': { guard: 'known', target: 'toggling', actions: assign({ acting: ({ context, event }) => promptOf(context, event.id)! }) },
        'prompt.delete': { guard: 'known', target: 'deleting', actions: assign({ acting: ({ context, event }) => promptOf(context, event.id)! }) },
      },
    },
    editing: {
      initial: 'idle',
      on: {
        'draft.change': { actions: assign(({ context, event }) => withField(context, event.field, event.value)) },
        'draft.category': { actions: assign(({ context, event }) => withField(context, 'categoryId', event.id)) },
        'draft.enabled': { actions: assign(({ context, event }) => ({ draft: { ...context.draft, enabled: event.value }, saveError: null })) },
      },
      states: {
        idle: {
          on: {
            'draft.cancel': '#chatPrompts.ready',
            'draft.submit': [{ guard: 'valid', target: 'saving' }, { actions: assign({ errors: ({ context }) => chatPromptBodyOf(context.draft).errors }) }],
          },
        },
        saving: {
          invoke: {
            src: 'save',
            input: ({ context }) => ({ id: context.draft.id, body: chatPromptBodyOf(context.draft).body! }),
            onDone: {
              target: '#chatPrompts.loadingPage',
              actions: {
                type: 'notify',
                params: ({ context, event }) => ({
                  tone: 'success',
                  message: { key: context.draft.id === null ? 'admin.chatPrompts.created' : 'admin.chatPrompts.saved', values: { title: event.output.title } },
                }),
              },
            },
            onError: { target: 'idle', actions: assign({ saveError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
          },
        },
      },
    },
    toggling: {
      invoke: {
        src: 'setEnabled',
        input: ({ context }) => ({ prompt: context.acting!, enabled: !context.acting!.enabled }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context, event }) => ({
              result: context.result && { ...context.result, rows: context.result.rows.map((row) => (row.id === event.output.id ? event.output : row)) },
              acting: null,
            })),
            {
              type: 'notify',
              params: switchedNotice<Key>('admin.chatPrompts.enabled', 'admin.chatPrompts.disabled'),
            },
          ],
        },
        onError: { target: 'ready', actions: [{ type: 'notify', params: refusalNotice<Key> }, assign({ acting: null })] },
      },
    },
    deleting: {
      invoke: {
        src: 'remove',
        input: ({ context }) => context.acting!,
        onDone: {
          target: 'loadingPage',
          actions: [
            {
              type: 'notify',
              params: ({ context }) => ({ tone: 'success', message: { key: 'admin.chatPrompts.removed', values: { title: context.acting!.title } } }),
            },
            assign({ acting: null }),
          ],
        },
        onError: [
          { guard: 'cancelled', target: 'ready', actions: assign({ acting: null }) },
          { target: 'ready', actions: [{ type: 'notify', params: refusalNotice<Key> }, assign({ acting: null })] },
        ],
      },
    },
  },
  on: {
    // The search box stays live whatever the list is doing: typed now, applied once the list is ready.
    'keyword.change': { actions: 'takeKeyword' },
  },
});

export type ChatPromptsSnapshot = SnapshotFrom<typeof chatPromptsMachine>;
