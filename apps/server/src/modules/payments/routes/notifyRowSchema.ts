import { type TSchema, Type } from 'typebox';

const Nullable = <T extends TSchema>(item: T) => Type.Union([item, Type.Null()]);

export const Provider = Type.Union([Type.Literal('wechat'), Type.Literal('mpay'), Type.Literal('hupi'), Type.Literal('epay')]);
export const Outcome = Type.Union(
  [Type.Literal('paid'), Type.Literal('duplicate'), Type.Literal('rejected'), Type.Literal('unknown'), Type.Literal('mismatch'), Type.Literal('unpaid')],
  {
    description:
      'paid: verified and credited now; duplicate: verified, already paid; rejected: bad signature or shape, or the provider is not configured; unknown: no such order (of this provider); mismatch: the amount differs; unpaid: verified, reports no payment',
  },
);

/** A logged notify (shared with the order detail). */
export const NotifyRow = Type.Object({
  id: Type.Integer(),
  provider: Provider,
  orderNo: Nullable(Type.String()),
  providerTradeNo: Nullable(Type.String()),
  outcome: Outcome,
  detail: Type.String(),
  payload: Type.Unknown({
    description: 'What the provider sent, without its signature (WeChat Pay: the event without its ciphertext, and the transaction it decrypted to)',
  }),
  address: Type.String(),
  receivedAt: Type.String({ format: 'date-time' }),
});
