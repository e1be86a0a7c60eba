import type { BodyOf, DataOf } from '@lingxi/api-client';
import { assign, setup, type SnapshotFrom } from 'xstate';
import { isSiteRoute } from '../../homeSlots/homeSlotTypes';
import { unprovided } from '../common/machineKit';
import { failureMessage, type MessageRef } from '../../session/notify';
import { wholeNumber } from '../apps/adminApps.machine';
import type { AdminMessageKey } from '../messages';
import type { HomeSlotsMessageKey } from './messages';

type Key = HomeSlotsMessageKey | AdminMessageKey;

/** One slot of GET /admin/home-slots: with its app (name, logo, listed) and whether users see it now. */
export type AdminHomeSlot = DataOf<'/api/admin/home-slots', 'get'>[number];
export type HomeSlotKind = AdminHomeSlot['kind'];
/** POST /admin/home-slots and POST /admin/home-slots/:id (the whole slot: a route clears the app and back). */
export type HomeSlotBody = BodyOf<'/api/admin/home-slots'>;
export interface HomeSlotSave {
  /** null: a new slot. */
  id: number | null;
  body: HomeSlotBody;
}
/** A listed app the form may point to (GET /admin/apps {status: approved}). */
export interface HomeSlotAppChoice {
  id: number;
  name: string;
}

/** What a slot opens. */
export type HomeSlotLink = 'route' | 'app';
/** The form as typed: numbers and times stay text until saved; times are Beijing wall time. */
export interface HomeSlotDraft {
  title: string;
  link: HomeSlotLink;
  target: string;
  appId: number | null;
  image: string;
  tagId: string;
  sort: string;
  startsAt: string;
  endsAt: string;
  enabled: boolean;
}
export type HomeSlotTextField = 'title' | 'target' | 'tagId' | 'sort' | 'startsAt' | 'endsAt';
export type HomeSlotErrorField = HomeSlotTextField | 'appId' | 'image';
export type HomeSlotErrors = Partial<Record<HomeSlotErrorField, MessageRef<Key>>>;

/** The server's limits (apps/server/src/modules/home/slotAdmin.ts). */
export const homeSlotLimits = { title: 30, target: 200 } as const;
/** The picture: jpg or png, 2 MB at most (uploaded to app-logo, one of this site's public picture folders). */
export const homeSlotImageTypes = ['.jpg', '.jpeg', '.png', 'image/jpeg', 'image/png'] as const;
export const maxHomeSlotImageBytes = 2 * 1024 * 1024;

/** A route the form takes: one the home page follows (isSiteRoute), within the server's length. */
const isSlotRoute = (target: string) => isSiteRoute(target) && target.length <= homeSlotLimits.target;

/** Beijing is UTC+8 all year: the operator's times. */
const beijingOffset = 8 * 3_600_000;
const pad = (value: number) => String(value).padStart(2, '0');
/** An instant as the form writes it: 2026-01-31 08:00 (Beijing). */
export function beijingText(iso: string | null): string {
  if (!iso) return '';
  const time = new Date(new Date(iso).getTime() + beijingOffset);
  return `${time.getUTCFullYear()}-${pad(time.getUTCMonth() + 1)}-${pad(time.getUTCDate())} ${pad(time.getUTCHours())}:${pad(time.getUTCMinutes())}`;
}
/** The instant of a Beijing wall time as typed (2026-01-31 08:00), or null when it is no such time. */
export function instantOfBeijing(text: string): string | null {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})[ T](\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const time = new Date(Date.UTC(year, month - 1, day, hour, minute) - beijingOffset);
  // 2026-02-30 or 25:00 roll over: refused.
  return beijingText(time.toISOString()) === `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}` ? time.toISOString() : null;
}

export const emptyHomeSlotDraft: HomeSlotDraft = {
  title: '',
  link: 'route',
  target: '',
  appId: null,
  image: '',
  tagId: '',
  sort: '0',
  startsAt: '',
  endsAt: '',
  enabled: true,
};

export const homeSlotDraftOf = (slot: AdminHomeSlot): HomeSlotDraft => ({
  title: slot.title,
  link: slot.appId === null ? 'route' : 'app',
  target: slot.target,
  appId: slot.appId,
  image: slot.image,
  tagId: slot.tagId === null ? '' : String(slot.tagId),
  sort: String(slot.sort),
  startsAt: beijingText(slot.startsAt),
  endsAt: beijingText(slot.endsAt),
  enabled: slot.enabled,
});

/**
 * The body the server takes, or each field's message in the form's order (title, what it opens, picture, tag, order,
 * schedule) — the server's words and rules, checked before any call. A route's slot needs a picture; an app's shows
 * the app's logo without one.
 */
export function homeSlotBodyOf(kind: HomeSlotKind, draft: HomeSlotDraft): { body: HomeSlotBody | null; errors: HomeSlotErrors } {
  const errors: HomeSlotErrors = {};
  const fail = (field: HomeSlotErrorField, key: HomeSlotsMessageKey) => {
    errors[field] = { key };
  };
  const title = draft.title.trim();
  if (title === '') fail('title', 'admin.homeSlots.form.titleRequired');
  else if ([...title].length > homeSlotLimits.title) fail('title', 'admin.homeSlots.form.titleLength');
  const target = draft.target.trim();
  if (draft.link === 'route' && target === '') fail('target', 'admin.homeSlots.form.linkRequired');
  else if (draft.link === 'route' && !isSlotRoute(target)) fail('target', 'admin.homeSlots.form.targetInvalid');
  if (draft.link === 'app' && draft.appId === null) fail('appId', 'admin.homeSlots.form.linkRequired');
  if (draft.link === 'route' && draft.image === '') fail('image', 'admin.homeSlots.form.imageRequired');
  const tagId = draft.tagId.trim() === '' ? null : wholeNumber(draft.tagId, { min: 1 });
  if (draft.tagId.trim() !== '' && tagId === null) fail('tagId', 'admin.homeSlots.form.tagIdInvalid');
  const sort = wholeNumber(draft.sort, { min: -2_147_483_648 });
  if (sort === null) fail('sort', 'admin.homeSlots.form.sortInvalid');
  const time = (field: 'startsAt' | 'endsAt') => {
    if (draft[field].trim() === '') return null;
    const instant = instantOfBeijing(draft[field]);
    if (instant === null) fail(field, 'admin.homeSlots.form.timeInvalid');
    return instant;
  };
  const startsAt = time('startsAt');
  const endsAt = time('endsAt');
  if (startsAt && endsAt && endsAt <= startsAt) fail('endsAt', 'admin.homeSlots.form.scheduleOrder');
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return {
    body: {
      kind,
      title,
      image: draft.image,
      target: draft.link === 'route' ? target : '',
      appId: draft.link === 'app' ? draft.appId : null,
      tagId,
      sort: sort!,
      startsAt,
      endsAt,
      enabled: draft.enabled,
    },
    errors,
  };
}

export interface HomeSlotFormContext {
  kind: HomeSlotKind;
  /** The slot edited; null for a new one. */
  slot: AdminHomeSlot | null;
  draft: HomeSlotDraft;
  errors: HomeSlotErrors;
  /** The listed apps to choose from (null until loaded). */
  apps: HomeSlotAppChoice[] | null;
  appsError: MessageRef<Key> | null;
  /** The picture on its way up. */
  file: File | null;
  saveError: MessageRef<Key> | null;
}

export type HomeSlotFormEvent =
  | { type: 'field.change'; field: HomeSlotTextField; value: string }
  | { type: 'link.change'; link: HomeSlotLink }
  | { type: 'app.change'; id: number }
  | { type: 'enabled.change'; value: boolean }
  | { type: 'image.select'; file: File }
  | { type: 'image.reject'; reason: 'type' | 'size' | 'count' }
  | { type: 'image.clear' }
  | { type: 'submit' };

const edited = (context: HomeSlotFormContext, patch: Partial<HomeSlotDraft>, fields: HomeSlotErrorField[]) => ({
  draft: { ...context.draft, ...patch },
  errors: Object.fromEntries(Object.entries(context.errors).filter(([field]) => !(fields as string[]).includes(field))) as HomeSlotErrors,
  saveError: null,
});

/**
 * 新建 / 编辑 a home slot: the listed apps load first (a failure leaves the current app and routes to choose). The
 * picture uploads as soon as it is picked (jpg or png, 2 MB at most, checked first; the server's refusal shows under
 * it); 保存 checks every field in the form's order before any call and keeps the server's refusal in the form.
 */
export const homeSlotFormMachine = setup({
  types: {
    context: {} as HomeSlotFormContext,
    input: {} as { kind: HomeSlotKind; slot: AdminHomeSlot | null },
    events: {} as HomeSlotFormEvent,
  },
  actors: {
    loadApps: unprovided<HomeSlotAppChoice[]>('loadApps'),
    upload: unprovided<string, File>('upload'),
    save: unprovided<AdminHomeSlot, HomeSlotSave>('save'),
  },
  actions: {
    saved: (_, _params: { slot: AdminHomeSlot; created: boolean }) => {},
    takeFile: assign(({ context, event }) => ({ file: (event as { file: File }).file, ...edited(context, {}, ['image']) })),
  },
  guards: { valid: ({ context }) => homeSlotBodyOf(context.kind, context.draft).body !== null },
}).createMachine({
  id: 'homeSlotForm',
  context: ({ input }) => ({
    kind: input.kind,
    slot: input.slot,
    draft: input.slot ? homeSlotDraftOf(input.slot) : emptyHomeSlotDraft,
    errors: {},
    apps: null,
    appsError: null,
    file: null,
    saveError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadApps',
        onDone: { target: 'editing', actions: assign({ apps: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ apps: [], appsError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
      },
    },
    editing: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'image.select': { target: 'uploading', actions: 'takeFile' },
            submit: [
              { guard: 'valid', target: 'saving' },
              { actions: assign({ errors: ({ context }) => homeSlotBodyOf(context.kind, context.draft).errors }) },
            ],
          },
        },
        uploading: {
          invoke: {
            src: 'upload',
            input: ({ context }) => context.file!,
            onDone: { target: 'idle', actions: assign(({ context, event }) => ({ ...edited(context, { image: event.output }, ['image']), file: null })) },
            onError: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                file: null,
                errors: { ...context.errors, image: failureMessage<Key>(event.error, 'admin.requestFailed') },
              })),
            },
          },
          on: {
            // A new picture replaces the one on its way.
            'image.select': { target: 'uploading', reenter: true, actions: 'takeFile' },
            // The other fields' messages now, the picture's once it is up.
            submit: {
              actions: assign({
                errors: ({ context }) => ({ ...homeSlotBodyOf(context.kind, context.draft).errors, image: { key: 'admin.homeSlots.form.imageWait' } }),
              }),
            },
          },
        },
        saving: {
          invoke: {
            src: 'save',
            input: ({ context }) => ({ id: context.slot?.id ?? null, body: homeSlotBodyOf(context.kind, context.draft).body! }),
            onDone: {
              target: '#homeSlotForm.done',
              actions: { type: 'saved', params: ({ context, event }) => ({ slot: event.output, created: context.slot === null }) },
            },
            onError: { target: 'idle', actions: assign({ saveError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
          },
        },
      },
      on: {
        'field.change': { actions: assign(({ context, event }) => edited(context, { [event.field]: event.value }, [event.field])) },
        'link.change': { actions: assign(({ context, event }) => edited(context, { link: event.link }, ['target', 'appId', 'image'])) },
        'app.change': { actions: assign(({ context, event }) => edited(context, { appId: event.id }, ['appId'])) },
        'enabled.change': { actions: assign(({ context, event }) => edited(context, { enabled: event.value }, [])) },
        'image.clear': { actions: assign(({ context }) => edited(context, { image: '' }, ['image'])) },
        'image.reject': {
          actions: assign(({ context, event }) => ({
            errors: {
              ...context.errors,
              image: { key: event.reason === 'size' ? ('admin.homeSlots.form.imageSize' as const) : ('admin.homeSlots.form.imageType' as const) },
            },
          })),
        },
      },
    },
    done: { type: 'final' },
  },
});

export type HomeSlotFormSnapshot = SnapshotFrom<typeof homeSlotFormMachine>;
