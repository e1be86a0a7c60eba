import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { schema } from '../../db/index.js';
import { DomainError, violatedUniqueIndex } from '../../domain/errors.js';
import type { ConfigStore } from '../../domain/config/configStore.js';
import { changePoints } from '../economy/index.js';
import { accountMessages } from './messages.js';

export interface NewUser {
  /** Chosen by the user (plain form) or generated. */
  username?: string;
  passwordHash?: string | null;
  nickname?: string;
  avatar?: string;
  phone?: string;
  wechatOpenId?: string;
  wechatUnionId?: string;
  /** The inviter's invite code (SPEC §3 invitedBy), ignored when unknown. */
  invitedBy?: string;
}

/**
 * The operator's registration switches (SPEC §3): `wechatRegisterStatus` for WeChat tickets, `phoneRegisterStatus` for
 * phone sign-ups (an SMS login of an unknown number included), `emailRegisterStatus` for the plain username-and-password
 * form (this family's "email" registration: an account name and a password). Off refuses the new account; existing
 * accounts still log in.
 */
const registerSwitches = {
  wechat: ['wechatRegisterStatus', accountMessages.wechatRegisterClosed],
  phone: ['phoneRegisterStatus', accountMessages.phoneRegisterClosed],
  account: ['emailRegisterStatus', accountMessages.accountRegisterClosed],
} as const;

export function assertRegistrationOpen(config: ConfigStore, channel: keyof typeof registerSwitches) {
  const [key, message] = registerSwitches[channel];
  if (Number(config.get(key, 0)) !== 1) throw new DomainError(message);
}

/** A free generated username that satisfies the register rules: `lx` + 8 base-36 characters with a digit. */
const generatedUsername = () => `lx${randomBytes(6).readUIntBE(0, 6).toString(36).padStart(8, '0').slice(-7)}${randomBytes(1)[0]! % 10}`;

const takenMessages: Record<string, (typeof accountMessages)[keyof typeof accountMessages]> = {
  users_username_key: accountMessages.usernameTaken,
  users_phone_key: accountMessages.phoneTaken,
  users_wechat_open_id_key: accountMessages.wechatAlreadyRegistered,
};

/**
 * Creates an account and credits the registration gift through the ledger, in one transaction.
 * SPEC §3 gives three gift keys (the three-counter lineage); one balance receives their sum.
 */
export async function createUser(db: Database, config: ConfigStore, user: NewUser): Promise<typeof schema.users.$inferSelect> {
  const gift = ['registerSendModel3Count', 'registerSendModel4Count', 'registerSendDrawMjCount'].reduce(
    (sum, key) => sum + Math.max(0, Math.trunc(Number(config.get(key, 0)) || 0)),
    0,
  );
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const inviter = user.invitedBy
          ? (
              await tx
                .select({ id: schema.users.id })
                .from(schema.users)
                .where(and(eq(schema.users.inviteCode, user.invitedBy), isNull(schema.users.destroyedAt)))
            )[0]
          : undefined;
        const [created] = await tx
          .insert(schema.users)
          .values({
            username: user.username ?? generatedUsername(),
            passwordHash: user.passwordHash ?? null,
            nickname: user.nickname ?? '',
            avatar: user.avatar ?? '',
            phone: user.phone ?? null,
            wechatOpenId: user.wechatOpenId ?? null,
            wechatUnionId: user.wechatUnionId ?? null,
            invitedById: inviter?.id ?? null,
          })
          .returning();
        if (!created) throw new Error('insert returned no row');
        if (gift > 0) {
          const score = await changePoints(tx, { userId: created.id, delta: gift, reason: 'register', reference: String(created.id) });
          return { ...created, score: score ?? created.score };
        }
        return created;
      });
    } catch (error) {
      const index = violatedUniqueIndex(error);
      // A generated name may collide (rarely): draw another. Anything else is the user's to change.
      if (index === 'users_username_key' && !user.username && attempt < 3) continue;
      const taken = index === null ? undefined : takenMessages[index];
      if (taken) throw new DomainError(taken);
      throw error;
    }
  }
}
