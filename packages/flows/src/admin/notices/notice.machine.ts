import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import type { NoticesMessageKey } from './messages';

type Key = NoticesMessageKey | AdminMessageKey;

/** GET /admin/notice: the notice users get, as stored (its HTML sanitised); id null before the first save. */
export interface AdminNotice {
  id: number | null;
  noticeTitle: string;
  noticeInfo: string;
  translations: unknown;
  createdAt: string | null;
}

export const noticeLanguages = ['zh-CN', 'en', 'zh-TW'] as const;
export type NoticeLanguage = (typeof noticeLanguages)[number];
type NoticeTexts = { noticeTitle: string; noticeInfo: string };

/** The form as typed: the default texts and each other language's. */
export type NoticeDraft = Record<NoticeLanguage, NoticeTexts>;
export type NoticeErrors = Partial<Record<`${NoticeLanguage}.${keyof NoticeTexts}`, NoticesMessageKey>>;

/** The body of POST /admin/notice. */
export interface NoticeBody {
  noticeTitle: string;
  noticeInfo: string;
  translations: { en?: Partial<NoticeTexts>; 'zh-TW'?: Partial<NoticeTexts> };
}

export type NoticeEvent =
  | { type: 'notice.retry' }
  | { type: 'form.change'; language: NoticeLanguage; values: Partial<NoticeTexts> }
  | { type: 'form.language'; language: NoticeLanguage }
  | { type: 'form.submit' };

export interface NoticeContext {
  notice: AdminNotice | null;
  loadError: MessageRef<Key> | null;
  draft: NoticeDraft;
  /** The language being edited and previewed. */
  language: NoticeLanguage;
  errors: NoticeErrors;
  submitError: MessageRef<Key> | null;
  /** The server's sanitised HTML of the previewed text (after a save: the stored one). */
  preview: string;
  previewError: MessageRef<Key> | null;
}

export const noticeTitleMaxLength = 100;
export const noticeInfoMaxLength = 100_000;

const textsOf = (translations: unknown, language: 'en' | 'zh-TW'): NoticeTexts => {
  const texts = typeof translations === 'object' && translations !== null ? (translations as Record<string, unknown>)[language] : undefined;
  const given = (typeof texts === 'object' && texts !== null ? texts : {}) as Partial<NoticeTexts>;
  return { noticeTitle: given.noticeTitle ?? '', noticeInfo: given.noticeInfo ?? '' };
};

/** The stored notice as the form shows it. */
export const draftOfNotice = (notice: AdminNotice): NoticeDraft => ({
  'zh-CN': { noticeTitle: notice.noticeTitle, noticeInfo: notice.noticeInfo },
  en: textsOf(notice.translations, 'en'),
  'zh-TW': textsOf(notice.translations, 'zh-TW'),
});

/** The HTML the preview shows for a language: its own, or the default one where it has none (as users get it). */
export const previewedHtml = (draft: NoticeDraft, language: NoticeLanguage) => draft[language].noticeInfo.trim() || draft['zh-CN'].noticeInfo;

/** The body the form makes, or what is wrong with it (the server's own rules). */
export function noticeBody(draft: NoticeDraft): { body: NoticeBody | null; errors: NoticeErrors } {
  const errors: NoticeErrors = {};
  for (const language of noticeLanguages) {
    const { noticeTitle, noticeInfo } = draft[language];
    if (language === 'zh-CN' && noticeTitle.trim() === '') errors['zh-CN.noticeTitle'] = 'admin.notices.titleRequired';
    if (noticeTitle.trim().length > noticeTitleMaxLength) errors[`${language}.noticeTitle`] = 'admin.notices.titleTooLong';
    if (noticeInfo.length > noticeInfoMaxLength) errors[`${language}.noticeInfo`] = 'admin.notices.infoTooLong';
  }
  if (Object.keys(errors).length > 0) return { body: null, errors };
  const translation = (language: 'en' | 'zh-TW') => {
    const texts = { noticeTitle: draft[language].noticeTitle.trim(), noticeInfo: draft[language].noticeInfo.trim() };
    return Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== '')) as Partial<NoticeTexts>;
  };
  const [en, tw] = [translation('en'), translation('zh-TW')];
  return {
    body: {
      noticeTitle: draft['zh-CN'].noticeTitle.trim(),
      noticeInfo: draft['zh-CN'].noticeInfo,
      translations: { ...(Object.keys(en).length ? { en } : {}), ...(Object.keys(tw).length ? { 'zh-TW': tw } : {}) },
    },
    errors,
  };
}

/** Whether the form differs from what is stored. */
export const noticeChanged = (context: Pick<NoticeContext, 'notice' | 'draft'>) =>
  context.notice !== null && JSON.stringify(draftOfNotice(context.notice)) !== JSON.stringify(context.draft);

const emptyDraft: NoticeDraft = {
  'zh-CN': { noticeTitle: '', noticeInfo: '' },
  en: { noticeTitle: '', noticeInfo: '' },
  'zh-TW': { noticeTitle: '', noticeInfo: '' },
};

/**
 * The notice editor: GET /admin/notice, then the form per language with a live preview — the server's sanitised HTML
 * of the text being edited (POST /admin/notice/preview, `previewDelay` after the last keystroke; a change during a
 * call previews again) — and POST /admin/notice, whose answer (the stored, sanitised notice) replaces the form and
 * the preview: what the operator sees then is what users get.
 */
export const noticeMachine = setup({
  types: { context: {} as NoticeContext, events: {} as NoticeEvent },
  actors: {
    load: fromPromise<AdminNotice>(async () => {
      throw new Error('load is not provided');
    }),
    preview: fromPromise<string, string>(async () => {
      throw new Error('preview is not provided');
    }),
    save: fromPromise<AdminNotice, NoticeBody>(async () => {
      throw new Error('save is not provided');
    }),
  },
  actions: {
    notify: (_, _params: Notice<Key>) => {},
    /** Loaded or saved: the form shows what is stored, the preview its stored (sanitised) HTML. */
    stored: assign(({ context }, notice: AdminNotice) => {
      const draft = draftOfNotice(notice);
      return { notice, draft, preview: previewedHtml(draft, context.language), previewError: null, errors: {}, submitError: null };
    }),
    change: assign(({ context, event }) => {
      if (event.type !== 'form.change') return {};
      const errors = { ...context.errors };
      for (const field of Object.keys(event.values)) delete errors[`${event.language}.${field}` as keyof NoticeErrors];
      return { draft: { ...context.draft, [event.language]: { ...context.draft[event.language], ...event.values } }, errors, submitError: null };
    }),
  },
  delays: { previewDelay: 400 },
  guards: {
    isInvalid: ({ context }) => noticeBody(context.draft).body === null,
    changesHtml: ({ event }) => event.type === 'form.change' && event.values.noticeInfo !== undefined,
  },
}).createMachine({
  id: 'notice',
  context: {
    notice: null,
    loadError: null,
    draft: emptyDraft,
    language: 'zh-CN',
    errors: {},
    submitError: null,
    preview: '',
    previewError: null,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'editing', actions: { type: 'stored', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
      },
    },
    failed: { on: { 'notice.retry': 'loading' } },
    editing: {
      initial: 'idle',
      on: {
        'form.change': [{ guard: 'changesHtml', target: '.waiting', reenter: true, actions: 'change' }, { actions: 'change' }],
        'form.language': { target: '.waiting', reenter: true, actions: assign({ language: ({ event }) => event.language }) },
        'form.submit': [
          { guard: 'isInvalid', actions: assign({ errors: ({ context }) => noticeBody(context.draft).errors, submitError: null }) },
          { target: 'saving', actions: assign({ errors: {}, submitError: null }) },
        ],
      },
      states: {
        idle: {},
        waiting: { after: { previewDelay: 'previewing' } },
        previewing: {
          invoke: {
            src: 'preview',
            input: ({ context }) => previewedHtml(context.draft, context.language),
            onDone: { target: 'idle', actions: assign({ preview: ({ event }) => event.output, previewError: null }) },
            onError: { target: 'idle', actions: assign({ previewError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
          },
        },
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => noticeBody(context.draft).body!,
        onDone: {
          target: 'editing',
          actions: [
            { type: 'stored', params: ({ event }) => event.output },
            { type: 'notify', params: { tone: 'success', message: { key: 'admin.notices.saved' } } },
          ],
        },
        onError: { target: 'editing', actions: assign({ submitError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
      },
    },
  },
});

export type NoticeSnapshot = SnapshotFrom<typeof noticeMachine>;
