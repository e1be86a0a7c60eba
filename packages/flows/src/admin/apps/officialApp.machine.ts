import type { BodyOf, DataOf } from '@lingxi/api-client';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import { wholeNumber, type AdminApp, type AppModelChoice } from './adminApps.machine';
import type { AppsAdminMessageKey } from './messages';

type Key = AppsAdminMessageKey | AdminMessageKey;

/** One category of GET /admin/app-categories, with how many apps hold a version in it. */
export type AdminAppCategory = DataOf<'/api/admin/app-categories', 'get'>[number];
/** POST /admin/apps and POST /admin/apps/:id. */
export type OfficialAppBody = BodyOf<'/api/admin/apps'>;
export interface OfficialAppSave {
  /** null: a new official app. */
  id: number | null;
  body: OfficialAppBody;
}
/** What the form chooses from: the categories and the enabled models. */
export interface OfficialAppChoices {
  categories: AdminAppCategory[];
  models: AppModelChoice[];
}

/** The form as typed, in SPEC §5's order, then the operator's terms and the switch. */
export interface OfficialAppDraft {
  catId: number | null;
  name: string;
  preset: string;
  des: string;
  /** One example per line. */
  demoData: string;
  /** The uploaded logo's address ('' before one is uploaded). */
  coverImg: string;
  model: string;
  /** Empty: the model's price. */
  price: string;
  featured: boolean;
  sort: string;
  enabled: boolean;
}
export type OfficialAppTextField = 'name' | 'preset' | 'des' | 'demoData' | 'price' | 'sort';
export type OfficialAppErrorField = 'catId' | 'name' | 'preset' | 'des' | 'demoData' | 'coverImg' | 'price' | 'sort';
export type OfficialAppErrors = Partial<Record<OfficialAppErrorField, MessageRef<Key>>>;

/** The server's limits of an official app (docs/apps.md): §5's, with names up to 30; lengths in code points, trimmed. */
export const officialAppLimits = { name: [2, 30], preset: [6, 1200], des: 50, demoData: 100 } as const;
/** SPEC §5: one jpg, jpeg or png picture; 2 MB at most (the app-logo folder's rule). */
export const officialLogoTypes = ['.jpg', '.jpeg', '.png', 'image/jpeg', 'image/png'] as const;
export const maxOfficialLogoBytes = 2 * 1024 * 1024;

const length = (text: string) => [...text].length;
/** The examples as the server stores them: each line trimmed, blank lines dropped. */
const demoLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');

export const emptyOfficialDraft: OfficialAppDraft = {
  catId: null,
  name: '',
  preset: '',
  des: '',
  demoData: '',
  coverImg: '',
  model: '',
  price: '',
  featured: false,
  sort: '0',
  enabled: true,
};

export const officialDraftOf = (app: AdminApp): OfficialAppDraft => ({
  catId: app.catId,
  name: app.name,
  preset: app.preset,
  des: app.des,
  demoData: app.demoData,
  coverImg: app.coverImg,
  model: app.model,
  price: app.price === null ? '' : String(app.price),
  featured: app.featured,
  sort: String(app.sort),
  enabled: app.status !== 'disabled',
});

/**
 * The body the server takes, or every field's message in the form's order (category, name, preset, description,
 * examples, logo, then price and order) — the server's own words and limits, checked before any call.
 */
export function officialAppBodyOf(draft: OfficialAppDraft): { body: OfficialAppBody | null; errors: OfficialAppErrors } {
  const errors: OfficialAppErrors = {};
  const fail = (field: OfficialAppErrorField, key: AppsAdminMessageKey) => {
    errors[field] = { key };
  };
  if (draft.catId === null) fail('catId', 'admin.apps.form.categoryRequired');
  const name = draft.name.trim();
  if (name === '') fail('name', 'admin.apps.form.nameRequired');
  else if (length(name) < officialAppLimits.name[0] || length(name) > officialAppLimits.name[1]) fail('name', 'admin.apps.form.nameLength');
  const preset = draft.preset.trim();
  if (preset === '') fail('preset', 'admin.apps.form.presetRequired');
  else if (length(preset) < officialAppLimits.preset[0] || length(preset) > officialAppLimits.preset[1]) fail('preset', 'admin.apps.form.presetLength');
  const des = draft.des.trim();
  if (des === '') fail('des', 'admin.apps.form.desRequired');
  else if (length(des) > officialAppLimits.des) fail('des', 'admin.apps.form.desLength');
  const demoData = demoLines(draft.demoData);
  if (demoData === '') fail('demoData', 'admin.apps.form.demoRequired');
  else if (length(demoData) > officialAppLimits.demoData) fail('demoData', 'admin.apps.form.demoLength');
  if (draft.coverImg === '') fail('coverImg', 'admin.apps.form.logoRequired');
  const price = draft.price.trim() === '' ? null : wholeNumber(draft.price, { min: 0 });
  if (draft.price.trim() !== '' && price === null) fail('price', 'admin.apps.priceInvalid');
  const sort = wholeNumber(draft.sort, { min: -2_147_483_648 });
  if (sort === null) fail('sort', 'admin.apps.sortInvalid');
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return {
    body: {
      catId: draft.catId!,
      name,
      preset,
      des,
      demoData,
      coverImg: draft.coverImg,
      model: draft.model,
      price,
      featured: draft.featured,
      sort: sort!,
      enabled: draft.enabled,
    },
    errors,
  };
}

/** The saved official app as GET /admin/apps would list it (the list shows it at once). */
export function officialRowOf(before: AdminApp | null, saved: { id: number; body: OfficialAppBody; catName: string; createdAt: string }): AdminApp {
  const { body } = saved;
  return {
    useCount: 0,
    weekUses: 0,
    createdAt: saved.createdAt,
    ...before,
    id: saved.id,
    name: body.name!,
    des: body.des!,
    preset: body.preset!,
    demoData: body.demoData!,
    coverImg: body.coverImg!,
    catId: body.catId!,
    catName: saved.catName,
    public: true,
    authorId: null,
    username: '',
    official: true,
    gpts: before?.gpts ?? false,
    status: body.enabled ? 'approved' : 'disabled',
    disabledReason: '',
    model: body.model ?? '',
    price: body.price ?? null,
    featured: body.featured ?? false,
    sort: body.sort ?? 0,
    reviewId: null,
  };
}

export interface OfficialAppContext {
  /** The app edited; null for a new one. */
  app: AdminApp | null;
  draft: OfficialAppDraft;
  errors: OfficialAppErrors;
  choices: OfficialAppChoices | null;
  loadError: MessageRef<Key> | null;
  /** The picture on its way up. */
  file: File | null;
  /** The body being saved. */
  sending: OfficialAppBody | null;
  saveError: MessageRef<Key> | null;
}

export type OfficialAppEvent =
  | { type: 'retry' }
  | { type: 'field.change'; field: OfficialAppTextField; value: string }
  | { type: 'category.change'; id: number }
  | { type: 'model.change'; model: string }
  | { type: 'switch.change'; field: 'featured' | 'enabled'; value: boolean }
  | { type: 'logo.select'; file: File }
  | { type: 'logo.reject'; reason: 'type' | 'size' | 'count' }
  | { type: 'submit' };

/** What the dialog hands back after a save: the app's id, the body sent and its category's name. */
export interface OfficialAppSaved {
  id: number;
  body: OfficialAppBody;
  catName: string;
}

const changed = (context: OfficialAppContext, patch: Partial<OfficialAppDraft>, field: OfficialAppErrorField | null) => ({
  draft: { ...context.draft, ...patch },
  errors: field === null ? context.errors : { ...context.errors, [field]: undefined },
  saveError: null,
});

/**
 * 新建官方应用 / 编辑: loads the categories and models, then the form. The logo uploads as soon as it is picked (jpg or
 * png, 2 MB at most, checked first; the server's refusal shows under it); 保存 checks every field in the form's order
 * before any call and keeps the server's refusal (该应用名称已存在！, 模型不存在或已停用) in the form.
 */
export const officialAppMachine = setup({
  types: {
    context: {} as OfficialAppContext,
    input: {} as { app: AdminApp | null },
    events: {} as OfficialAppEvent,
  },
  actors: {
    loadChoices: fromPromise<OfficialAppChoices>(async () => {
      throw new Error('loadChoices is not provided');
    }),
    upload: fromPromise<string, File>(async () => {
      throw new Error('upload is not provided');
    }),
    save: fromPromise<{ id: number }, OfficialAppSave>(async () => {
      throw new Error('save is not provided');
    }),
  },
  actions: {
    saved: (_, _params: OfficialAppSaved) => {},
    takeFile: assign(({ context, event }) => ({
      file: (event as { file: File }).file,
      errors: { ...context.errors, coverImg: undefined },
      saveError: null,
    })),
  },
  guards: {
    valid: ({ context }) => officialAppBodyOf(context.draft).body !== null,
  },
}).createMachine({
  id: 'officialApp',
  context: ({ input }) => ({
    app: input.app,
    draft: input.app ? officialDraftOf(input.app) : emptyOfficialDraft,
    errors: {},
    choices: null,
    loadError: null,
    file: null,
    sending: null,
    saveError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ loadError: null }),
      invoke: {
        src: 'loadChoices',
        onDone: { target: 'editing', actions: assign({ choices: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
      },
    },
    failed: { on: { retry: 'loading' } },
    editing: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'logo.select': { target: 'uploading', actions: 'takeFile' },
            submit: [
              { guard: 'valid', target: 'saving', actions: assign({ sending: ({ context }) => officialAppBodyOf(context.draft).body }) },
              { actions: assign({ errors: ({ context }) => officialAppBodyOf(context.draft).errors }) },
            ],
          },
        },
        uploading: {
          invoke: {
            src: 'upload',
            input: ({ context }) => context.file!,
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({ ...changed(context, { coverImg: event.output }, 'coverImg'), file: null })),
            },
            onError: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                file: null,
                errors: { ...context.errors, coverImg: failureMessage<Key>(event.error, 'admin.requestFailed') },
              })),
            },
          },
          on: {
            // A new picture replaces the one on its way.
            'logo.select': { target: 'uploading', reenter: true, actions: 'takeFile' },
            // The other fields' messages now, the logo's once it is up.
            submit: {
              actions: assign({ errors: ({ context }) => ({ ...officialAppBodyOf(context.draft).errors, coverImg: { key: 'admin.apps.form.logoWait' } }) }),
            },
          },
        },
        saving: {
          invoke: {
            src: 'save',
            input: ({ context }) => ({ id: context.app?.id ?? null, body: context.sending! }),
            onDone: {
              target: '#officialApp.done',
              actions: {
                type: 'saved',
                params: ({ context, event }) => ({
                  id: event.output.id,
                  body: context.sending!,
                  catName: context.choices?.categories.find((category) => category.id === context.sending!.catId)?.name ?? '',
                }),
              },
            },
            onError: { target: 'idle', actions: assign({ saveError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
          },
        },
      },
      on: {
        'field.change': { actions: assign(({ context, event }) => changed(context, { [event.field]: event.value }, event.field)) },
        'category.change': { actions: assign(({ context, event }) => changed(context, { catId: event.id }, 'catId')) },
        'model.change': { actions: assign(({ context, event }) => changed(context, { model: event.model }, null)) },
        'switch.change': { actions: assign(({ context, event }) => changed(context, { [event.field]: event.value }, null)) },
        'logo.reject': {
          actions: assign(({ context, event }) => ({
            errors: {
              ...context.errors,
              coverImg: { key: event.reason === 'size' ? ('admin.apps.form.logoSize' as const) : ('admin.apps.form.logoType' as const) },
            },
          })),
        },
      },
    },
    done: { type: 'final' },
  },
});

export type OfficialAppSnapshot = SnapshotFrom<typeof officialAppMachine>;
