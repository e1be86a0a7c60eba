import type { DataOf } from '@lingxi/api-client';
import { and, assign, cancel, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import { maxReasonLength } from '../review/reviewDecision.machine';
import { ConfirmCancelled } from '../siteSettings.machine';
import type { AppsAdminMessageKey } from './messages';

type Key = AppsAdminMessageKey | AdminMessageKey;

/** GET /admin/apps: a page of apps, newest first, with their live versions, and the next page's `before`. */
export type AdminAppsPage = DataOf<'/api/admin/apps', 'get'>;
export type AdminApp = AdminAppsPage['rows'][number];
export type AdminAppStatus = AdminApp['status'];
/** The status chips, in order: 待审核 (a new app or an edit waiting in the review queue) first. */
export const appStatusFilters = ['review', 'approved', 'private', 'rejected', 'disabled', 'all'] as const;
export type AppStatusFilter = (typeof appStatusFilters)[number];
/** 官方 or 用户 (the official apps have no author). */
export const appSources = ['all', 'official', 'user'] as const;
export type AppSource = (typeof appSources)[number];
export interface AdminAppsQuery {
  status?: AdminAppStatus;
  official?: boolean;
  /** Only apps with a version waiting in the review queue (待审核). */
  review?: boolean;
  keyword?: string;
  before?: number;
  size: number;
}
export const adminAppsPageSize = 24;
/** The server's limit of a keyword (GET /admin/apps). */
export const maxAppKeyword = 50;

/** An enabled chat model the terms may name (GET /admin/models); '' is the site's app model. */
export interface AppModelChoice {
  model: string;
  name: string;
}

/** POST /admin/apps/:id/terms: the fields that changed. */
export interface AppTermsChange {
  model?: string;
  price?: number | null;
  featured?: boolean;
  sort?: number;
}

/** What the operator does to one app; the app sends each to its route (remove through the two-step confirmation). */
export type AdminAppAction =
  | { type: 'approve' | 'feature' | 'unfeature' | 'enable' | 'remove'; app: AdminApp }
  | { type: 'reject' | 'disable'; app: AdminApp; reason: string }
  | { type: 'terms'; app: AdminApp; terms: AppTermsChange };
export type AdminAppActionType = AdminAppAction['type'];
/** What a card offers, in its order: the actions, and the dialogs (设置, 用量, 编辑). */
export type AdminAppOffer = 'approve' | 'reject' | 'feature' | 'unfeature' | 'disable' | 'enable' | 'terms' | 'usage' | 'edit' | 'remove';
/** The actions done at once from the card (the others ask something first). */
export type AdminAppDirect = 'approve' | 'feature' | 'unfeature' | 'enable' | 'remove';
export type AppReasonKind = 'reject' | 'disable';

/** An app with a version in the review queue: a new app (待审核) or an edit of a listed one. */
export const waitsForReview = (app: AdminApp) => app.reviewId !== null || app.status === 'pending';

/** What an app in its state offers: 通过 / 驳回 a waiting version, 推荐, 下架 / 重新上架, 设置, 用量, an official app's 编辑 and 删除. */
export function appOffers(app: AdminApp): AdminAppOffer[] {
  const offers: AdminAppOffer[] = [];
  if (app.reviewId !== null) offers.push('approve', 'reject');
  if (app.featured) offers.push('unfeature');
  else if (app.status === 'approved') offers.push('feature');
  if (app.status === 'approved' || app.status === 'pending') offers.push('disable');
  else if (app.status === 'disabled') offers.push('enable');
  offers.push('terms', 'usage');
  if (app.official) offers.push('edit', 'remove');
  return offers;
}

/**
 * The app after a done action as the server leaves it; null when it is gone. Approving or rejecting a new app decides
 * its status; an edit's decision leaves a listed app listed (the card then shows the version that was live).
 */
export function appAfterAction(action: AdminAppAction): AdminApp | null {
  const { app } = action;
  switch (action.type) {
    case 'approve':
      return { ...app, status: app.status === 'pending' ? 'approved' : app.status, reviewId: null };
    case 'reject':
      return { ...app, status: app.status === 'pending' ? 'rejected' : app.status, reviewId: null };
    case 'feature':
    case 'unfeature':
      return { ...app, featured: action.type === 'feature' };
    case 'disable':
      // A version waiting for review is withdrawn with it.
      return { ...app, status: 'disabled', disabledReason: action.reason.trim(), reviewId: null };
    case 'enable':
      return { ...app, status: 'approved', disabledReason: '' };
    case 'terms':
      return { ...app, ...action.terms };
    case 'remove':
      return null;
  }
}

/** A reason as the server takes it: required (请填写驳回原因 / 请填写下架原因), 200 characters at most. */
export function appReasonError(kind: AppReasonKind, reason: string): AppsAdminMessageKey | null {
  const trimmed = reason.trim();
  if (trimmed === '') return kind === 'reject' ? 'admin.apps.rejectRequired' : 'admin.apps.disableRequired';
  return [...trimmed].length > maxReasonLength ? 'admin.apps.reasonTooLong' : null;
}

/** The terms form as typed: the price and the order stay text until saved; an empty price is the model's. */
export interface AppTermsDraft {
  model: string;
  price: string;
  sort: string;
}
export type AppTermsField = keyof AppTermsDraft;
export type AppTermsErrors = Partial<Record<'price' | 'sort', AppsAdminMessageKey>>;
export const termsDraftOf = (app: AdminApp): AppTermsDraft => ({
  model: app.model,
  price: app.price === null ? '' : String(app.price),
  sort: String(app.sort),
});

const int4Max = 2_147_483_647;
/** A whole number of int4 (the server's bounds), or null. */
export function wholeNumber(text: string, { min }: { min: number }): number | null {
  const trimmed = text.trim();
  if (!/^-?\d{1,10}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value < min || value > int4Max ? null : value;
}

/** The terms that changed (checked before any call: a whole price from 0 or empty, a whole order), or the errors. */
export function appTermsChanges(app: AdminApp, draft: AppTermsDraft): { changes: AppTermsChange | null; errors: AppTermsErrors } {
  const errors: AppTermsErrors = {};
  const price = draft.price.trim() === '' ? null : wholeNumber(draft.price, { min: 0 });
  if (draft.price.trim() !== '' && price === null) errors.price = 'admin.apps.priceInvalid';
  const sort = wholeNumber(draft.sort, { min: -int4Max - 1 });
  if (sort === null) errors.sort = 'admin.apps.sortInvalid';
  if (Object.keys(errors).length > 0) return { changes: null, errors };
  const changes: AppTermsChange = {};
  if (draft.model !== app.model) changes.model = draft.model;
  if (price !== app.price) changes.price = price;
  if (sort !== app.sort) changes.sort = sort!;
  return { changes, errors };
}

export interface AdminAppsContext {
  filter: AppStatusFilter;
  source: AppSource;
  /** The keyword the list shows, and the one typed. */
  keyword: string;
  keywordDraft: string;
  /** A keyword applied while a dialog was open: the list reloads once it closes. */
  searchDue: boolean;
  rows: AdminApp[];
  next: number | null;
  /** The `before` of the call under way. */
  cursor: number | undefined;
  loadError: MessageRef<Key> | null;
  /** The action under way. */
  action: AdminAppAction | null;
  /** The app a dialog is about (null in the official form: a new app). */
  target: AdminApp | null;
  reasonKind: AppReasonKind;
  reason: string;
  reasonError: AppsAdminMessageKey | null;
  termsDraft: AppTermsDraft;
  termsErrors: AppTermsErrors;
  /** The model choices (loaded once, when the terms are first opened), and why they did not load. */
  models: AppModelChoice[] | null;
  modelsError: MessageRef<Key> | null;
  /** A dialog's refusal from the server, shown in it. */
  dialogError: MessageRef<Key> | null;
}

export type AdminAppsEvent =
  | { type: 'filter.select'; filter: AppStatusFilter }
  | { type: 'source.select'; source: AppSource }
  | { type: 'keyword.change'; value: string }
  | { type: 'keyword.submit' }
  | { type: 'keyword.apply' }
  | { type: 'more' }
  | { type: 'refresh' }
  | { type: 'retry' }
  | { type: 'act'; action: AdminAppDirect; id: number }
  | { type: 'reason.open'; kind: AppReasonKind; id: number }
  | { type: 'reason.change'; value: string }
  | { type: 'reason.submit' }
  | { type: 'reason.cancel' }
  | { type: 'terms.open'; id: number }
  | { type: 'terms.change'; field: AppTermsField; value: string }
  | { type: 'terms.submit' }
  | { type: 'terms.cancel' }
  | { type: 'usage.open'; id: number }
  | { type: 'usage.close' }
  | { type: 'official.new' }
  | { type: 'official.edit'; id: number }
  | { type: 'official.saved'; app: AdminApp }
  | { type: 'official.close' };

const queryOf = (context: AdminAppsContext): AdminAppsQuery => ({
  // 待审核 is no status of the server's (an edit of a listed app waits while the app stays 已上架): its own filter.
  ...(context.filter === 'review' ? { review: true } : context.filter === 'all' ? {} : { status: context.filter }),
  ...(context.source === 'all' ? {} : { official: context.source === 'official' }),
  ...(context.keyword === '' ? {} : { keyword: context.keyword }),
  ...(context.cursor === undefined ? {} : { before: context.cursor }),
  size: adminAppsPageSize,
});

/** Whether an app belongs to the list shown (its status chip, its source, its keyword). */
export function appBelongs(app: AdminApp, { filter, source, keyword }: Pick<AdminAppsContext, 'filter' | 'source' | 'keyword'>): boolean {
  const byStatus = filter === 'all' || (filter === 'review' ? waitsForReview(app) : app.status === filter);
  const bySource = source === 'all' || app.official === (source === 'official');
  const words = keyword.toLowerCase();
  return byStatus && bySource && (words === '' || app.name.toLowerCase().includes(words) || app.des.toLowerCase().includes(words));
}

const failed = ({ event }: { event: { error: unknown } }): Notice<Key> => ({ tone: 'error', message: failureMessage<Key>(event.error, 'admin.requestFailed') });
const doneNotice = ({ context }: { context: AdminAppsContext }): Notice<Key> => ({
  tone: 'success',
  message: { key: `admin.apps.done.${context.action!.type}`, values: { name: context.action!.app.name } },
});
const rowOf = (context: AdminAppsContext, id: number) => context.rows.find((row) => row.id === id);

/** The list after a change to one app: changed in place, or gone when it left the list shown. */
function rowsWith(context: AdminAppsContext, id: number, after: AdminApp | null): AdminApp[] {
  return context.rows.flatMap((row) => (row.id !== id ? [row] : after && appBelongs(after, context) ? [after] : []));
}

const restart = { rows: [], next: null, cursor: undefined };

/**
 * The back office's apps (GET /admin/apps), newest first: status chips (待审核 first), 官方 / 用户, a keyword (applied
 * 400 ms after typing stops, or at once on Enter), 加载更多 by the last id. Each app offers what its state allows
 * (`appOffers`): 通过 and 驳回 a waiting version through the review queue, 推荐, 下架 with a reason and 重新上架, its
 * terms (model, price, order) in a dialog, its usage, and an official app's 编辑 and 删除 (confirmed). A done action
 * changes the app in place, or drops it when it no longer belongs to the list; a dialog keeps the server's refusal.
 */
export const adminAppsMachine = setup({
  types: { context: {} as AdminAppsContext, events: {} as AdminAppsEvent },
  actors: {
    load: fromPromise<AdminAppsPage, AdminAppsQuery>(async () => {
      throw new Error('load is not provided');
    }),
    act: fromPromise<unknown, AdminAppAction>(async () => {
      throw new Error('act is not provided');
    }),
    loadModels: fromPromise<AppModelChoice[]>(async () => {
      throw new Error('loadModels is not provided');
    }),
  },
  actions: {
    notify: (_, _params: Notice<Key>) => {},
    restart: assign(restart),
    takePage: assign(({ context, event }) => {
      const output = (event as unknown as { output: AdminAppsPage }).output;
      const kept = output.rows.filter((row) => !context.rows.some((known) => known.id === row.id));
      return { rows: [...context.rows, ...kept], next: output.next, cursor: output.next ?? undefined };
    }),
    applyKeyword: assign(({ context }) => ({ keyword: context.keywordDraft.trim(), searchDue: false })),
    openTerms: assign(({ context, event }) => {
      const app = rowOf(context, (event as { id: number }).id)!;
      return { target: app, termsDraft: termsDraftOf(app), termsErrors: {}, dialogError: null };
    }),
  },
  delays: { searchDelay: 400 },
  guards: {
    hasMore: ({ context }) => context.next !== null,
    keywordChanged: ({ context }) => context.keywordDraft.trim() !== context.keyword,
    searchDue: ({ context }) => context.searchDue,
    offered: ({ context, event }) => {
      const row = 'id' in event ? rowOf(context, event.id) : undefined;
      if (!row) return false;
      const offer: AdminAppOffer | null =
        event.type === 'act'
          ? event.action
          : event.type === 'reason.open'
            ? event.kind
            : event.type === 'terms.open'
              ? 'terms'
              : event.type === 'usage.open'
                ? 'usage'
                : event.type === 'official.edit'
                  ? 'edit'
                  : null;
      return offer !== null && appOffers(row).includes(offer);
    },
    reasonValid: ({ context }) => appReasonError(context.reasonKind, context.reason) === null,
    termsInvalid: ({ context }) => appTermsChanges(context.target!, context.termsDraft).changes === null,
    termsUnchanged: ({ context }) => Object.keys(appTermsChanges(context.target!, context.termsDraft).changes!).length === 0,
    haveModels: ({ context }) => context.models !== null,
    cancelled: ({ event }) => (event as { error?: unknown }).error instanceof ConfirmCancelled,
  },
}).createMachine({
  id: 'adminApps',
  context: {
    filter: 'review',
    source: 'all',
    keyword: '',
    keywordDraft: '',
    searchDue: false,
    ...restart,
    loadError: null,
    action: null,
    target: null,
    reasonKind: 'reject',
    reason: '',
    reasonError: null,
    termsDraft: { model: '', price: '', sort: '0' },
    termsErrors: {},
    models: null,
    modelsError: null,
    dialogError: null,
  },
  initial: 'list',
  on: {
    'keyword.change': {
      actions: [
        assign({ keywordDraft: ({ event }) => event.value }),
        cancel('search'),
        raise({ type: 'keyword.apply' }, { id: 'search', delay: 'searchDelay' }),
      ],
    },
    'keyword.submit': { actions: [cancel('search'), raise({ type: 'keyword.apply' })] },
    // Under a dialog the search waits for it to close.
    'keyword.apply': { guard: 'keywordChanged', actions: assign({ searchDue: true }) },
  },
  states: {
    list: {
      initial: 'loading',
      // Chips, source and keyword list again from the top, dropping a reply on its way.
      on: {
        'filter.select': {
          guard: ({ context, event }) => event.filter !== context.filter,
          target: '.loading',
          reenter: true,
          actions: [assign({ filter: ({ event }) => event.filter }), 'restart'],
        },
        'source.select': {
          guard: ({ context, event }) => event.source !== context.source,
          target: '.loading',
          reenter: true,
          actions: [assign({ source: ({ event }) => event.source }), 'restart'],
        },
        'keyword.apply': { guard: 'keywordChanged', target: '.loading', reenter: true, actions: ['applyKeyword', 'restart'] },
      },
      states: {
        loading: {
          entry: assign({ loadError: null }),
          invoke: {
            src: 'load',
            input: ({ context }) => queryOf(context),
            onDone: { target: 'ready', actions: 'takePage' },
            onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
          },
        },
        loadingMore: {
          invoke: {
            src: 'load',
            input: ({ context }) => queryOf(context),
            onDone: { target: 'ready', actions: 'takePage' },
            onError: { target: 'ready', actions: { type: 'notify', params: failed } },
          },
        },
        failed: { on: { retry: { target: 'loading', actions: 'restart' } } },
        ready: {
          always: { guard: 'searchDue', target: 'loading', actions: ['applyKeyword', 'restart'] },
          on: {
            more: {
              guard: 'hasMore',
              target: 'loadingMore',
              actions: assign({ cursor: ({ context }) => context.next ?? undefined }),
            },
            refresh: { target: 'loading', actions: 'restart' },
            act: {
              guard: 'offered',
              target: '#adminApps.acting',
              actions: assign({ action: ({ context, event }) => ({ type: event.action, app: rowOf(context, event.id)! }) }),
            },
            'reason.open': {
              guard: 'offered',
              target: '#adminApps.reasoning',
              actions: assign(({ context, event }) => ({
                target: rowOf(context, event.id)!,
                reasonKind: event.kind,
                reason: '',
                reasonError: null,
                dialogError: null,
              })),
            },
            // The model choices load once, when the terms are first opened.
            'terms.open': [
              { guard: and(['offered', 'haveModels']), target: '#adminApps.terms.editing', actions: 'openTerms' },
              { guard: 'offered', target: '#adminApps.terms.choosing', actions: 'openTerms' },
            ],
            'usage.open': { guard: 'offered', target: '#adminApps.usage', actions: assign({ target: ({ context, event }) => rowOf(context, event.id)! }) },
            'official.new': { target: '#adminApps.official', actions: assign({ target: null }) },
            'official.edit': {
              guard: 'offered',
              target: '#adminApps.official',
              actions: assign({ target: ({ context, event }) => rowOf(context, event.id)! }),
            },
          },
        },
      },
    },
    acting: {
      invoke: {
        src: 'act',
        input: ({ context }) => context.action!,
        onDone: {
          target: 'list.ready',
          actions: [
            { type: 'notify', params: doneNotice },
            assign(({ context }) => ({ rows: rowsWith(context, context.action!.app.id, appAfterAction(context.action!)), action: null })),
          ],
        },
        onError: [
          { guard: 'cancelled', target: 'list.ready', actions: assign({ action: null }) },
          { target: 'list.ready', actions: [{ type: 'notify', params: failed }, assign({ action: null })] },
        ],
      },
    },
    reasoning: {
      initial: 'editing',
      on: { 'reason.change': { actions: assign({ reason: ({ event }) => event.value, reasonError: null, dialogError: null }) } },
      states: {
        editing: {
          on: {
            'reason.cancel': { target: '#adminApps.list.ready', actions: assign({ target: null }) },
            'reason.submit': [
              {
                guard: 'reasonValid',
                target: 'sending',
                actions: assign({
                  action: ({ context }) => ({ type: context.reasonKind, app: context.target!, reason: context.reason.trim() }),
                }),
              },
              { actions: assign({ reasonError: ({ context }) => appReasonError(context.reasonKind, context.reason) }) },
            ],
          },
        },
        sending: {
          invoke: {
            src: 'act',
            input: ({ context }) => context.action!,
            onDone: {
              target: '#adminApps.list.ready',
              actions: [
                { type: 'notify', params: doneNotice },
                assign(({ context }) => ({ rows: rowsWith(context, context.target!.id, appAfterAction(context.action!)), action: null, target: null })),
              ],
            },
            onError: {
              target: 'editing',
              actions: assign({ action: null, dialogError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }),
            },
          },
        },
      },
    },
    terms: {
      initial: 'choosing',
      on: {
        'terms.change': {
          actions: assign(({ context, event }) => ({
            termsDraft: { ...context.termsDraft, [event.field]: event.value },
            termsErrors: { ...context.termsErrors, [event.field]: undefined },
            dialogError: null,
          })),
        },
      },
      states: {
        choosing: {
          on: { 'terms.cancel': { target: '#adminApps.list.ready', actions: assign({ target: null }) } },
          invoke: {
            src: 'loadModels',
            onDone: { target: 'editing', actions: assign({ models: ({ event }) => event.output, modelsError: null }) },
            // The dialog still offers the site's default and the current model.
            onError: { target: 'editing', actions: assign({ modelsError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
          },
        },
        editing: {
          on: {
            'terms.cancel': { target: '#adminApps.list.ready', actions: assign({ target: null }) },
            'terms.submit': [
              { guard: 'termsInvalid', actions: assign({ termsErrors: ({ context }) => appTermsChanges(context.target!, context.termsDraft).errors }) },
              {
                guard: 'termsUnchanged',
                target: '#adminApps.list.ready',
                actions: [{ type: 'notify', params: { tone: 'info', message: { key: 'admin.apps.unchanged' } } }, assign({ target: null })],
              },
              {
                target: 'saving',
                actions: assign({
                  action: ({ context }) => ({ type: 'terms', app: context.target!, terms: appTermsChanges(context.target!, context.termsDraft).changes! }),
                }),
              },
            ],
          },
        },
        saving: {
          invoke: {
            src: 'act',
            input: ({ context }) => context.action!,
            onDone: {
              target: '#adminApps.list.ready',
              actions: [
                { type: 'notify', params: doneNotice },
                assign(({ context }) => ({ rows: rowsWith(context, context.target!.id, appAfterAction(context.action!)), action: null, target: null })),
              ],
            },
            onError: {
              target: 'editing',
              actions: assign({ action: null, dialogError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }),
            },
          },
        },
      },
    },
    /** 用量: the dialog loads the app's 30 days itself (appUsageMachine). */
    usage: { on: { 'usage.close': { target: 'list.ready', actions: assign({ target: null }) } } },
    /** 新建官方应用 / 编辑: the form is its own machine (officialAppMachine); a save comes back as `official.saved`. */
    official: {
      on: {
        'official.close': { target: 'list.ready', actions: assign({ target: null }) },
        'official.saved': {
          target: 'list.ready',
          actions: [
            {
              type: 'notify',
              params: ({ context, event }) => ({
                tone: 'success',
                message: { key: context.target ? 'admin.apps.form.updated' : 'admin.apps.form.created', values: { name: event.app.name } },
              }),
            },
            assign(({ context, event }) => ({
              rows: context.rows.some((row) => row.id === event.app.id)
                ? rowsWith(context, event.app.id, event.app)
                : appBelongs(event.app, context)
                  ? [event.app, ...context.rows]
                  : context.rows,
              target: null,
            })),
          ],
        },
      },
    },
  },
});

export type AdminAppsSnapshot = SnapshotFrom<typeof adminAppsMachine>;
