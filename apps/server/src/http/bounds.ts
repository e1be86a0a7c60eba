import { type TNumberOptions, Type } from 'typebox';

/** PostgreSQL's integer (int4): every id, page, cursor and count column. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/**
 * A request integer within its int4 column (the bounds rule, docs/server.md): 2^31, 2^53 + 2 or 1e308 is a 400
 * naming the field, never a database error. A route caps sizes lower with its own maximum.
 */
export const Int4 = (options: TNumberOptions & { minimum: number }) => Type.Integer({ maximum: INT4_MAX, ...options });
