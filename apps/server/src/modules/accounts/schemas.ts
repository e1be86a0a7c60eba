import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { accountMessages } from './messages.js';
import { DomainError } from '../../domain/errors.js';

/** SPEC §5: an 11-digit mainland number starting with 1 and then 3–9. */
export const Phone = Type.String({ pattern: '^1[3-9]\\d{9}$', maxLength: 11, description: 'Mainland mobile number' });
/** SPEC §5: exactly 6 characters. */
export const PhoneCode = Type.String({ minLength: 6, maxLength: 6 });

export const UserInfo = Type.Object(
  {
    id: Type.Integer(),
    username: Type.String(),
    nickname: Type.String(),
    avatar: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    password: Type.Union([Type.Literal('yes'), Type.Literal('')], { description: "'yes' when the user has a password" }),
    isBindWx: Type.Union([Type.Literal(0), Type.Literal(1)]),
    inviteCode: Type.String(),
    score: Type.Integer(),
    lifetimeVip: Type.Union([Type.Literal(0), Type.Literal(1)]),
    vipExpire: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    consecutiveDays: Type.Integer(),
    vipLevel: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String(), badge: Type.String(), rank: Type.Integer() }), Type.Null()], {
      description: 'The membership level while a member (the default level unless a package granted another); null otherwise',
    }),
  },
  { $id: 'UserInfo' },
);

export const UserBalance = Type.Object(
  { score: Type.Integer(), isVip: Type.Boolean(), vipExpire: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]) },
  { $id: 'UserBalance' },
);

/** An avatar must be an image this site stored (an upload), never an outside URL we would then serve. */
export function ownAvatar(app: FastifyInstance, request: FastifyRequest, url: string): string {
  if (!app.fileStore.keyOfUrl(url, request.host)) throw new DomainError(accountMessages.avatarInvalid);
  return url;
}
