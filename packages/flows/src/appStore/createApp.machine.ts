import { assign, emit, fromCallback, fromPromise, not, setup, stateIn } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../session/notify';
import {
  AppFieldRefusal,
  type AppFormField,
  appFormBody,
  appFormFields,
  type AppFormSave,
  type AppFormValues,
  checkAppField,
  checkAppForm,
  checkAppLogoFile,
  emptyAppForm,
} from './appForm';
import type { AppCategory, MyApp } from './appStoreTypes';
import type { AppStoreMessageKey } from './messages';

/** What dialog 7 calls. */
export interface CreateAppServices {
  /** GET /app/queryCats, when the opener has no categories to hand over. */
  loadCategories(): Promise<AppCategory[]>;
  /**
   * POST /file/upload {dir: 'app-logo', file}: the stored picture's address. `onProgress` takes the share sent so far
   * (0–100); the signal aborts the upload when the dialog closes or another picture replaces it.
   */
  uploadLogo(file: File, options: { onProgress(percent: number): void; signal: AbortSignal }): Promise<string>;
  /**
   * POST /app/customApp (agents: POST /gpts/set, the body in their words): a refusal rejects with the server's message
   * (§5's words in Chinese), shown as given above the buttons, or under a field when it is an `AppFieldRefusal`.
   */
  saveApp(body: AppFormSave): Promise<unknown>;
  /** The agents' dialog's model choices (GET /models/list): only a form with a model field asks. */
  loadModels?(): Promise<AppModelOption[]>;
}

/** A model the agents' dialog offers besides the site's default (0). */
export interface AppModelOption {
  id: number;
  modelName: string;
}

/** The text fields (the category, the logo and 是否公开 have their own events). */
type AppTextField = 'name' | 'preset' | 'des' | 'demoData';

export interface CreateAppContext {
  /** The own app edited, or null to create one. */
  app: MyApp | null;
  categories: AppCategory[];
  /** The models offered besides the site's default (a form with a model field). */
  models: AppModelOption[];
  values: AppFormValues;
  /** Per-field messages: §5's keys on blur and on submit, or the upload's refusal as the server worded it. */
  errors: Partial<Record<AppFormField, MessageRef<AppStoreMessageKey>>>;
  /** Counts refused submits: the view moves focus to the first field with a message each time. */
  refusals: number;
  /** The picture being uploaded and how far (0–100). */
  upload: { file: File; percent: number } | null;
  /** The server's refusal of the save, shown in the dialog until the next edit. */
  failure: MessageRef<AppStoreMessageKey> | null;
}

export type CreateAppEvent =
  | { type: 'field.change'; field: AppTextField; value: string }
  | { type: 'category.change'; catId: number | null }
  | { type: 'public.change'; value: boolean }
  | { type: 'model.change'; modelId: number }
  | { type: 'field.blur'; field: AppFormField }
  | { type: 'logo.select'; file: File }
  | { type: 'logo.cancel' }
  | { type: 'form.submit' }
  /** From the upload. */
  | { type: 'logo.progress'; percent: number }
  | { type: 'logo.uploaded'; url: string }
  | { type: 'logo.failed'; error: unknown };

export type CreateAppEmitted = { type: 'notify'; notice: Notice<AppStoreMessageKey> } | { type: 'saved'; appId: number | null };

export interface CreateAppInput {
  /** Edit this own app (编辑); absent: create one. */
  app?: MyApp | null;
  /** The chips the app centre already has; absent or empty: the dialog reads them. */
  categories?: AppCategory[];
  /** A model field (the agents' dialog): the model chosen first, 0 the site's default. Absent: no model field. */
  modelId?: number | null;
}

/** The form filled from an own app (its live version; its preset is the caller's own) and its model when the form has one. */
export const appFormOf = (app: MyApp, modelId: number | null = null): AppFormValues => ({
  catId: app.catId,
  name: app.appName,
  preset: app.preset ?? '',
  des: app.appDes,
  demoData: app.demoData,
  coverImg: app.coverImg,
  public: app.public,
  modelId,
});

const clearError = (errors: CreateAppContext['errors'], field: AppFormField) => {
  const { [field]: _cleared, ...rest } = errors;
  return rest;
};

/**
 * Dialog 7, 创建应用 (编辑 with an app; SPEC §2.3, §5; docs/apps.md): category, name, preset, description, examples (one
 * per line), logo, public, in that order. Each field is checked when it loses focus and all of them on submit, with
 * §5's messages; an edit clears its field's message. A picked logo other than jpg, jpeg or png (仅支持 jpg、jpeg、png
 * 格式的图片) or over 2 MB is refused before any upload; an accepted one uploads with its progress (another pick
 * replaces it, closing the dialog stops it). A valid form is sent; the success toast (个人应用创建完成！ or
 * 个人应用修改完成！) and `saved` follow, and the dialog closes. A refusal stays in the dialog as the server worded it.
 */
export const createAppMachine = setup({
  types: { context: {} as CreateAppContext, events: {} as CreateAppEvent, input: {} as CreateAppInput, emitted: {} as CreateAppEmitted },
  actors: {
    loadCategories: fromPromise<AppCategory[]>(() => Promise.reject(new Error('createApp: provide loadCategories'))),
    /** Sends `logo.progress`, then `logo.uploaded` or `logo.failed` back. */
    uploadLogo: fromCallback<CreateAppEvent, { file: File }>(({ sendBack }) => {
      sendBack({ type: 'logo.failed', error: new Error('createApp: provide uploadLogo') });
    }),
    saveApp: fromPromise<unknown, AppFormSave>(() => Promise.reject(new Error('createApp: provide saveApp'))),
    loadModels: fromPromise<AppModelOption[]>(() => Promise.reject(new Error('createApp: provide loadModels'))),
  },
  actions: {
    /** An edit: the field's message and the last refusal go. */
    edited: assign(({ context }, { field }: { field: AppFormField }) => ({ errors: clearError(context.errors, field), failure: null })),
  },
  guards: {
    hasCategories: ({ context }) => context.categories.length > 0,
    formInvalid: ({ context }) => Object.keys(checkAppForm(context.values)).length > 0,
  },
}).createMachine({
  id: 'createApp',
  context: ({ input }) => ({
    app: input.app ?? null,
    categories: input.categories ?? [],
    models: [],
    values: input.app ? appFormOf(input.app, input.modelId ?? null) : { ...emptyAppForm, modelId: input.modelId ?? null },
    errors: {},
    refusals: 0,
    upload: null,
    failure: null,
  }),
  type: 'parallel',
  states: {
    categories: {
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'hasCategories', target: 'ready' }, { target: 'loading' }] },
        loading: {
          invoke: {
            src: 'loadCategories',
            onDone: { target: 'ready', actions: assign({ categories: ({ event }) => event.output }) },
            onError: 'failed',
          },
        },
        ready: {},
        failed: {},
      },
    },
    // The agents' dialog: the operator's models beside the site's default; without them only the default is offered.
    models: {
      initial: 'pending',
      states: {
        pending: { always: { guard: ({ context }) => context.values.modelId !== null, target: 'loading' } },
        loading: { invoke: { src: 'loadModels', onDone: { target: 'listed', actions: assign({ models: ({ event }) => event.output }) }, onError: 'unlisted' } },
        listed: {},
        unlisted: {},
      },
    },
    logo: {
      initial: 'idle',
      states: {
        idle: {},
        uploading: {
          invoke: { src: 'uploadLogo', input: ({ context }) => ({ file: context.upload!.file }) },
          on: {
            'logo.progress': { actions: assign({ upload: ({ context, event }) => context.upload && { ...context.upload, percent: event.percent } }) },
            'logo.uploaded': {
              target: 'idle',
              actions: assign({
                values: ({ context, event }) => ({ ...context.values, coverImg: event.url }),
                errors: ({ context }) => clearError(context.errors, 'coverImg'),
                upload: null,
              }),
            },
            'logo.failed': {
              target: 'idle',
              actions: assign({
                errors: ({ context, event }) => ({ ...context.errors, coverImg: failureMessage(event.error, 'appStore.form.logoFailed') }),
                upload: null,
              }),
            },
            'logo.cancel': { target: 'idle', actions: assign({ upload: null }) },
          },
        },
      },
      on: {
        // Checked before anything is sent: the type, then the size. An accepted picture uploads, replacing one on its way
        // (the region's own child is left and entered again, so the upload before is stopped).
        'logo.select': [
          { guard: not(stateIn({ form: 'editing' })) },
          {
            guard: ({ event }) => checkAppLogoFile(event.file) !== null,
            actions: assign({ errors: ({ context, event }) => ({ ...context.errors, coverImg: { key: checkAppLogoFile(event.file)! } }) }),
          },
          {
            target: '.uploading',
            actions: [assign({ upload: ({ event }) => ({ file: event.file, percent: 0 }) }), { type: 'edited', params: { field: 'coverImg' } }],
          },
        ],
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.change': {
              actions: [
                assign({ values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }) }),
                { type: 'edited', params: ({ event }) => ({ field: event.field }) },
              ],
            },
            'category.change': {
              actions: [
                assign({ values: ({ context, event }) => ({ ...context.values, catId: event.catId }) }),
                { type: 'edited', params: { field: 'catId' } },
              ],
            },
            'public.change': {
              actions: [
                assign({ values: ({ context, event }) => ({ ...context.values, public: event.value }) }),
                { type: 'edited', params: { field: 'public' } },
              ],
            },
            'model.change': {
              guard: ({ context }) => context.values.modelId !== null,
              actions: [
                assign({ values: ({ context, event }) => ({ ...context.values, modelId: event.modelId }) }),
                { type: 'edited', params: { field: 'modelId' } },
              ],
            },
            'field.blur': {
              actions: assign({
                errors: ({ context, event }) => {
                  const key = checkAppField(event.field, context.values);
                  return key ? { ...context.errors, [event.field]: { key } } : clearError(context.errors, event.field);
                },
              }),
            },
            'form.submit': [
              // The picture on its way is not the form's yet.
              {
                guard: ({ context }) => context.upload !== null,
                actions: assign({
                  errors: ({ context }) => ({
                    ...Object.fromEntries(Object.entries(checkAppForm(context.values)).map(([field, key]) => [field, { key }])),
                    coverImg: { key: 'appStore.form.error.logoUploading' as const },
                  }),
                  refusals: ({ context }) => context.refusals + 1,
                  failure: null,
                }),
              },
              {
                guard: 'formInvalid',
                actions: assign({
                  errors: ({ context }) => Object.fromEntries(Object.entries(checkAppForm(context.values)).map(([field, key]) => [field, { key }])),
                  refusals: ({ context }) => context.refusals + 1,
                  failure: null,
                }),
              },
              { target: 'submitting' },
            ],
          },
        },
        submitting: {
          entry: assign({ errors: {}, failure: null }),
          invoke: {
            src: 'saveApp',
            input: ({ context }) => appFormBody(context.values, context.app?.appId ?? null),
            onDone: {
              target: 'saved',
              actions: [
                emit(({ context }) => ({
                  type: 'notify' as const,
                  notice: { tone: 'success' as const, message: { key: context.app ? ('appStore.form.updated' as const) : ('appStore.form.created' as const) } },
                })),
                emit(({ context }) => ({ type: 'saved' as const, appId: context.app?.appId ?? null })),
              ],
            },
            onError: [
              // A refusal naming its field: said under it, and focus goes there.
              {
                guard: ({ event }) => event.error instanceof AppFieldRefusal,
                target: 'editing',
                actions: assign(({ context, event }) => {
                  const { field, message } = event.error as AppFieldRefusal;
                  return { errors: { ...context.errors, [field]: { text: message } }, refusals: context.refusals + 1 };
                }),
              },
              { target: 'editing', actions: assign({ failure: ({ event }) => failureMessage(event.error, 'appStore.form.failed') }) },
            ],
          },
        },
        saved: {},
      },
    },
  },
});

/** The fields in order, the first with a message first: where focus goes after a refused submit. */
export const firstInvalidField = (errors: CreateAppContext['errors']): AppFormField | null => appFormFields.find((field) => errors[field]) ?? null;

/** The machine with its calls. */
export const provideCreateApp = (services: CreateAppServices) =>
  createAppMachine.provide({
    actors: {
      loadCategories: fromPromise<AppCategory[]>(() => services.loadCategories()),
      uploadLogo: fromCallback<CreateAppEvent, { file: File }>(({ input, sendBack }) => {
        const abort = new AbortController();
        services
          .uploadLogo(input.file, {
            onProgress: (percent) => !abort.signal.aborted && sendBack({ type: 'logo.progress', percent: Math.max(0, Math.min(100, Math.round(percent))) }),
            signal: abort.signal,
          })
          .then(
            (url) => !abort.signal.aborted && sendBack({ type: 'logo.uploaded', url }),
            (error: unknown) => !abort.signal.aborted && sendBack({ type: 'logo.failed', error }),
          );
        return () => abort.abort();
      }),
      saveApp: fromPromise<unknown, AppFormSave>(({ input }) => services.saveApp(input)),
      ...(services.loadModels ? { loadModels: fromPromise<AppModelOption[]>(async () => (await services.loadModels?.()) ?? []) } : {}),
    },
  });
