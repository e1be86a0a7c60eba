import type { DataOf } from '@lingxi/api-client';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import { ConfirmCancelled } from '../siteSettings.machine';
import { givenTexts, storedTexts } from '../translatedTexts';
import type { GoodsMessageKey } from './messages';

type Key = GoodsMessageKey | AdminMessageKey;

/** SPEC §3: 1 积分套餐, 2 会员套餐. */
export type GoodsTypeId = 1 | 2;

/** One package of GET /admin/goods: prices in fen, and in yuan as the form shows them; typeId 1 points, 2 membership. */
export type AdminGoods = DataOf<'/api/admin/goods', 'get'>[number];

/** A membership level a package can grant (GET /admin/vip-levels). */
export interface GoodsLevelChoice {
  id: number;
  name: string;
}

/** What the screen loads: the packages and the levels a membership package can grant. */
export interface GoodsData {
  goods: AdminGoods[];
  levels: GoodsLevelChoice[];
}

/** A package's texts in another language (`translations.en`, `translations['zh-TW']`). */
type GoodsTexts = { name?: string; des?: string };

/** The form as typed: numbers stay text until saved. */
export interface GoodsDraft {
  name: string;
  typeId: GoodsTypeId;
  price: string;
  /** Empty: the same as the price. */
  originPrice: string;
  score: string;
  days: string;
  des: string;
  sort: string;
  isEnabled: boolean;
  recommended: boolean;
  /** The level a membership package grants; null: the default level. */
  vipLevelId: number | null;
  nameEn: string;
  desEn: string;
  nameTw: string;
  desTw: string;
}
export type GoodsField = keyof GoodsDraft;

/** The body of POST /admin/goods and /admin/goods/:id (prices in yuan as text; the server converts them to fen). */
export interface GoodsBody {
  name: string;
  typeId: GoodsTypeId;
  price: string;
  originPrice: string;
  score: number;
  days: number;
  des: string;
  sort: number;
  isEnabled: boolean;
  recommended: boolean;
  vipLevelId: number | null;
  /** Replaces the stored ones: a language left empty is dropped. */
  translations: { en?: GoodsTexts; 'zh-TW'?: GoodsTexts };
}

/** A save: a new package (id null) or the package's changes. */
export interface GoodsSave {
  id: number | null;
  body: GoodsBody;
}

export type GoodsErrors = Partial<Record<GoodsField, GoodsMessageKey>>;

export interface GoodsContext {
  goods: AdminGoods[];
  levels: GoodsLevelChoice[];
  loadError: MessageRef<Key> | null;
  /** The package being edited (null: a new one). */
  editingId: number | null;
  draft: GoodsDraft;
  errors: GoodsErrors;
  /** The server's refusal of the save, shown under the form. */
  submitError: MessageRef<Key> | null;
  /** The package whose deletion is being confirmed. */
  deletingId: number | null;
}

export type GoodsEvent =
  | { type: 'goods.retry' }
  | { type: 'goods.new' }
  | { type: 'goods.edit'; id: number }
  | { type: 'goods.delete'; id: number }
  | { type: 'form.change'; values: Partial<GoodsDraft> }
  | { type: 'form.submit' }
  | { type: 'form.cancel' };

/** As the server reads yuan: whole yuan up to 9,999,999 and at most two decimals (apps/server/…/economy/yuan.ts). */
const yuanPattern = /^(0|[1-9]\d{0,6})(\.\d{1,2})?$/;
const countPattern = /^\d{1,9}$/;
const daysPattern = /^(-1|\d{1,9})$/;
const sortPattern = /^-?\d{1,9}$/;
/** SPEC §3 and §9: a package shows at most 6 feature lines. */
export const goodsDesLineLimit = 6;
export const goodsDesMaxLength = 500;
export const goodsNameMaxLength = 64;

/** The description as stored: a line break typed in the form is a '/' too. */
const storedDes = (des: string) => des.replace(/\r?\n/g, '/').trim();

/** The feature lines of a description: split on '/' (or a line break), trimmed, blanks dropped (every line, to count them). */
export const goodsDesLines = (des: string) =>
  storedDes(des)
    .split('/')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** Fen as yuan text with two decimals, exactly (990 → "9.90"). */
export const yuanOfFen = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

export const emptyGoodsDraft: GoodsDraft = {
  name: '',
  typeId: 2,
  price: '',
  originPrice: '',
  score: '0',
  days: '30',
  des: '',
  sort: '0',
  isEnabled: true,
  recommended: false,
  vipLevelId: null,
  nameEn: '',
  desEn: '',
  nameTw: '',
  desTw: '',
};

/** A package as the form shows it. */
export const draftOfGoods = (goods: AdminGoods): GoodsDraft => {
  const [en, tw] = [storedTexts<GoodsTexts>(goods.translations, 'en'), storedTexts<GoodsTexts>(goods.translations, 'zh-TW')];
  return {
    name: goods.name,
    typeId: goods.typeId === 1 ? 1 : 2,
    price: yuanOfFen(goods.priceFen),
    originPrice: yuanOfFen(goods.originPriceFen),
    score: String(goods.score),
    days: String(goods.days),
    des: goods.des,
    sort: String(goods.sort),
    isEnabled: goods.isEnabled,
    recommended: goods.recommended,
    vipLevelId: goods.vipLevelId,
    nameEn: en.name ?? '',
    desEn: en.des ?? '',
    nameTw: tw.name ?? '',
    desTw: tw.des ?? '',
  };
};

/** The body the form makes, or what is wrong with it (the server's own rules, checked before sending). */
export function goodsBody(draft: GoodsDraft): { body: GoodsBody | null; errors: GoodsErrors } {
  const errors: GoodsErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = 'admin.goods.nameRequired';
  else if (name.length > goodsNameMaxLength) errors.name = 'admin.goods.nameTooLong';
  const price = draft.price.trim();
  if (!yuanPattern.test(price)) errors.price = 'admin.goods.priceInvalid';
  const originPrice = draft.originPrice.trim() || price;
  if (draft.originPrice.trim() && !yuanPattern.test(originPrice)) errors.originPrice = 'admin.goods.priceInvalid';
  const [score, days, sort] = [draft.score.trim(), draft.days.trim(), draft.sort.trim()] as const;
  if (!countPattern.test(score)) errors.score = 'admin.goods.scoreInvalid';
  else if (draft.typeId === 1 && Number(score) === 0) errors.score = 'admin.goods.scoreRequired';
  if (!daysPattern.test(days)) errors.days = 'admin.goods.daysInvalid';
  else if (draft.typeId === 2 && Number(days) === 0) errors.days = 'admin.goods.daysRequired';
  const [des, desEn, desTw] = [storedDes(draft.des), storedDes(draft.desEn), storedDes(draft.desTw)];
  for (const [field, text] of [
    ['des', des],
    ['desEn', desEn],
    ['desTw', desTw],
  ] as const) {
    if (text.length > goodsDesMaxLength) errors[field] = 'admin.goods.desTooLong';
    else if (goodsDesLines(text).length > goodsDesLineLimit) errors[field] = 'admin.goods.desTooManyLines';
  }
  const [nameEn, nameTw] = [draft.nameEn.trim(), draft.nameTw.trim()];
  if (nameEn.length > goodsNameMaxLength) errors.nameEn = 'admin.goods.nameTooLong';
  if (nameTw.length > goodsNameMaxLength) errors.nameTw = 'admin.goods.nameTooLong';
  if (!sortPattern.test(sort)) errors.sort = 'admin.goods.sortInvalid';
  if (Object.keys(errors).length > 0) return { body: null, errors };
  const en = givenTexts({ name: nameEn, des: desEn });
  const tw = givenTexts({ name: nameTw, des: desTw });
  return {
    body: {
      name,
      typeId: draft.typeId,
      price,
      originPrice,
      score: Number(score),
      days: Number(days),
      des,
      sort: Number(sort),
      isEnabled: draft.isEnabled,
      recommended: draft.recommended,
      // A level belongs to membership: a points package grants none (the server clears it too).
      vipLevelId: draft.typeId === 2 ? draft.vipLevelId : null,
      translations: { ...(en ? { en } : {}), ...(tw ? { 'zh-TW': tw } : {}) },
    },
    errors,
  };
}

/** The server's order: by type, then sort, then id. */
const ordered = (goods: AdminGoods[]) => [...goods].sort((a, b) => a.typeId - b.typeId || a.sort - b.sort || a.id - b.id);

const refusal = ({ event }: { event: { error: unknown } }): Notice<Key> => ({
  tone: 'error',
  message: failureMessage<Key>(event.error, 'admin.requestFailed'),
});

/**
 * The packages screen: GET /admin/goods (and the levels a membership package can grant), then a form (new or edit) checked by the server's rules before
 * POST /admin/goods[/:id] (a refusal stays under the form), and deletion through the two-step confirmation
 * (`remove` is the app's confirmed DELETE: closing the dialog rejects with ConfirmCancelled and changes nothing; any
 * other refusal, 套餐已被卡密或订单引用…, is a toast).
 */
export const goodsMachine = setup({
  types: { context: {} as GoodsContext, events: {} as GoodsEvent },
  actors: {
    load: fromPromise<GoodsData>(async () => {
      throw new Error('load is not provided');
    }),
    save: fromPromise<AdminGoods, GoodsSave>(async () => {
      throw new Error('save is not provided');
    }),
    remove: fromPromise<unknown, AdminGoods>(async () => {
      throw new Error('remove is not provided');
    }),
  },
  actions: { notify: (_, _params: Notice<Key>) => {} },
  guards: {
    isInvalid: ({ context }) => goodsBody(context.draft).body === null,
    known: ({ context, event }) => 'id' in event && context.goods.some((goods) => goods.id === event.id),
    cancelled: ({ event }) => (event as { error?: unknown }).error instanceof ConfirmCancelled,
  },
}).createMachine({
  id: 'goods',
  context: { goods: [], levels: [], loadError: null, editingId: null, draft: emptyGoodsDraft, errors: {}, submitError: null, deletingId: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: {
          target: 'ready',
          actions: assign({ goods: ({ event }) => ordered(event.output.goods), levels: ({ event }) => event.output.levels, loadError: null }),
        },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
      },
    },
    failed: { on: { 'goods.retry': 'loading' } },
    ready: {
      on: {
        'goods.new': { target: 'editing', actions: assign({ editingId: null, draft: emptyGoodsDraft, errors: {}, submitError: null }) },
        'goods.edit': {
          guard: 'known',
          target: 'editing',
          actions: assign(({ context, event }) => ({
            editingId: event.id,
            draft: draftOfGoods(context.goods.find((goods) => goods.id === event.id)!),
            errors: {},
            submitError: null,
          })),
        },
        'goods.delete': { guard: 'known', target: 'deleting', actions: assign({ deletingId: ({ event }) => event.id }) },
      },
    },
    editing: {
      on: {
        'form.change': {
          actions: assign(({ context, event }) => {
            const errors = { ...context.errors };
            for (const field of Object.keys(event.values) as GoodsField[]) delete errors[field];
            // A type change re-reads the rules that depend on it.
            if ('typeId' in event.values) {
              delete errors.score;
              delete errors.days;
            }
            return { draft: { ...context.draft, ...event.values }, errors, submitError: null };
          }),
        },
        'form.submit': [
          { guard: 'isInvalid', actions: assign({ errors: ({ context }) => goodsBody(context.draft).errors, submitError: null }) },
          { target: 'saving', actions: assign({ errors: {}, submitError: null }) },
        ],
        'form.cancel': 'ready',
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => ({ id: context.editingId, body: goodsBody(context.draft).body! }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ goods: ({ context, event }) => ordered([...context.goods.filter((goods) => goods.id !== event.output.id), event.output]) }),
            {
              type: 'notify',
              params: ({ context }) => ({ tone: 'success', message: { key: context.editingId === null ? 'admin.goods.created' : 'admin.goods.saved' } }),
            },
          ],
        },
        onError: { target: 'editing', actions: assign({ submitError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
      },
    },
    deleting: {
      invoke: {
        src: 'remove',
        input: ({ context }) => context.goods.find((goods) => goods.id === context.deletingId)!,
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context }) => ({ goods: context.goods.filter((goods) => goods.id !== context.deletingId), deletingId: null })),
            { type: 'notify', params: { tone: 'success', message: { key: 'admin.goods.deleted' } } },
          ],
        },
        onError: [
          { guard: 'cancelled', target: 'ready', actions: assign({ deletingId: null }) },
          { target: 'ready', actions: [assign({ deletingId: null }), { type: 'notify', params: refusal }] },
        ],
      },
    },
  },
});

export type GoodsSnapshot = SnapshotFrom<typeof goodsMachine>;
