import { type Static, Type } from 'typebox';
import type { schema } from '../../db/index.js';
import { INT4_MIN, Int4 } from '../../http/bounds.js';
import { DomainError } from '../../domain/errors.js';
import { textLanguages } from '../../domain/i18n/operatorTexts.js';
import { goodsMessages } from './messages.js';
import { fenToYuan, yuanToFen } from '../../domain/money.js';

type GoodsRow = typeof schema.goods.$inferSelect;
export type GoodsValues = Omit<GoodsRow, 'id'>;

// A number first: a negative or huge one then fails on its own bounds (a string is checked by yuanToFen).
const Yuan = (description: string) => Type.Union([Type.Number({ minimum: 0, maximum: 9_999_999.99 }), Type.String({ maxLength: 16 })], { description });
const Texts = Type.Object({ name: Type.Optional(Type.String({ maxLength: 64 })), des: Type.Optional(Type.String({ maxLength: 500 })) });

const fields = {
  name: Type.String({ minLength: 1, maxLength: 64 }),
  typeId: Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 points package, 2 membership package' }),
  price: Yuan('Price in yuan, at most two decimals: "9.90" or 9.9'),
  originPrice: Yuan('The struck-through original price in yuan; at creation, the price when omitted'),
  score: Int4({ minimum: 0, description: 'Points granted' }),
  days: Int4({ minimum: -1, description: 'Membership days granted; -1 lifetime; 0 none' }),
  des: Type.String({ maxLength: 500, description: 'Feature lines separated by /, at most 6' }),
  sort: Int4({ minimum: INT4_MIN, description: 'Ascending within its type' }),
  isEnabled: Type.Boolean(),
  recommended: Type.Boolean({ description: 'Highlighted in the VIP dialog' }),
  vipLevelId: Type.Union([Int4({ minimum: 1 }), Type.Null()], { description: 'The membership level a membership package grants; null: the default level' }),
  translations: Type.Object(Object.fromEntries(textLanguages.map((language) => [language, Type.Optional(Texts)])), {
    description: 'name and des in en and zh-TW (replaces the stored ones)',
  }),
};
const { name, typeId, price, ...optional } = fields;

/** A new package: name, type and price, the rest defaulted. */
export const NewGoodsBody = Type.Object({ name, typeId, price, ...Type.Partial(Type.Object(optional)).properties });
/** A package's changes: any of its fields. */
export const GoodsChangesBody = Type.Partial(Type.Object(fields), { minProperties: 1 });
type GoodsChanges = Static<typeof GoodsChangesBody>;

/** A package as the back office reads it: its stored fields, and its prices in yuan as the form shows them. */
export const AdminGoods = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  typeId: Type.Integer({ description: '1 points package, 2 membership package' }),
  priceFen: Type.Integer(),
  originPriceFen: Type.Integer(),
  price: Type.String({ description: 'Yuan, two decimals: "9.90"' }),
  originPrice: Type.String({ description: 'Yuan, two decimals' }),
  score: Type.Integer(),
  days: Type.Integer({ description: '-1 lifetime; 0 none' }),
  des: Type.String(),
  sort: Type.Integer(),
  isEnabled: Type.Boolean(),
  recommended: Type.Boolean(),
  vipLevelId: Type.Union([Type.Integer(), Type.Null()]),
  translations: Type.Unknown({ description: '{en, zh-TW}: {name, des}' }),
});
export const adminGoodsOf = (row: GoodsRow) => ({ ...row, price: fenToYuan(row.priceFen), originPrice: fenToYuan(row.originPriceFen) });

/** What a new package starts from. */
export const goodsDefaults: GoodsValues = {
  name: '',
  typeId: 1,
  priceFen: 0,
  originPriceFen: 0,
  score: 0,
  days: 0,
  des: '',
  sort: 0,
  isEnabled: true,
  recommended: false,
  vipLevelId: null,
  translations: {},
};

const fenOf = (value: string | number, field: 'price' | 'originPrice') => {
  // A number is read through its shortest text (19.99 → "19.99"), so 1.005 is refused, not rounded; at most 9,999,999 yuan.
  const fen = yuanToFen(String(value));
  if (fen === null || fen >= 1_000_000_000) throw new DomainError(goodsMessages.badPrice(field));
  return fen;
};
const lineCount = (des: string) => des.split('/').filter((line) => line.trim() !== '').length;

/** The package `changes` make of `base`, checked as a whole (a type change meets the other fields as they are). */
export function goodsValues(base: GoodsValues, changes: GoodsChanges): GoodsValues {
  const { price, originPrice, ...rest } = changes;
  const values: GoodsValues = { ...base, ...rest };
  values.name = values.name.trim();
  if (price !== undefined) values.priceFen = fenOf(price, 'price');
  if (originPrice !== undefined) values.originPriceFen = fenOf(originPrice, 'originPrice');
  if (values.name === '') throw new DomainError(goodsMessages.blankName);
  const translated = Object.values(changes.translations ?? {}).map((texts) => texts?.des ?? '');
  if ([values.des, ...translated].some((des) => lineCount(des) > 6)) throw new DomainError(goodsMessages.tooManyLines);
  if (values.typeId === 1 && values.score <= 0) throw new DomainError(goodsMessages.pointsWithoutScore);
  if (values.typeId === 2 && values.days === 0) throw new DomainError(goodsMessages.membershipWithoutDays);
  // A level belongs to membership: a points package grants none.
  if (values.typeId === 1) values.vipLevelId = null;
  return values;
}
