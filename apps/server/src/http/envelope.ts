import { Type, type TSchema } from 'typebox';

/** The reply of every call: `{ code, data, message, success }` (SPEC §7). */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), data, message: Type.String(), success: Type.Boolean() });

export const ErrorEnvelope = Envelope(Type.Null());

export function ok<T>(data: T, message = '请求成功') {
  return { code: 200, data, message, success: true } as const;
}

export function failure(code: number, message: string) {
  return { code, data: null, message, success: false } as const;
}
