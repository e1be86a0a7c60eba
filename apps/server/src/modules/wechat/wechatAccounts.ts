import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { schema } from '../../db/index.js';
import { violatedUniqueIndex } from '../../domain/errors.js';
import type { BindResult } from './wechatScenes.js';

type UserRow = typeof schema.users.$inferSelect;

/** The live (not cancelled) account a WeChat identity belongs to: by openid, else by unionid. */
export async function findWechatUser(db: Database, { openId, unionId }: { openId: string; unionId?: string | null }): Promise<UserRow | null> {
  const [byOpenId] = await db
    .select()
    .from(schema.users)
    .where(and(eq(schema.users.wechatOpenId, openId), isNull(schema.users.destroyedAt)));
  if (byOpenId) return byOpenId;
  if (!unionId) return null;
  const [byUnionId] = await db
    .select()
    .from(schema.users)
    .where(and(eq(schema.users.wechatUnionId, unionId), isNull(schema.users.destroyedAt)))
    .limit(1);
  return byUnionId ?? null;
}

/**
 * Binds a WeChat openid to the account that asked for the bind QR. An openid that belongs to
 * another account is refused, never moved; binding the same one again is a success. A different
 * openid already on the account is replaced (re-binding to another WeChat account).
 */
export async function bindWechatOpenId(db: Database, userId: number, openId: string): Promise<BindResult> {
  const [holder] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.wechatOpenId, openId));
  if (holder && holder.id !== userId) return { status: false, message: 'wechatTaken' };
  if (holder) return { status: true, message: 'wechatBound' };
  try {
    // A new openid drops the unionid of the WeChat account it replaces (silent login matches on it).
    const updated = await db
      .update(schema.users)
      .set({ wechatOpenId: openId, wechatUnionId: null })
      .where(and(eq(schema.users.id, userId), isNull(schema.users.destroyedAt)))
      .returning({ id: schema.users.id });
    return updated.length === 1 ? { status: true, message: 'wechatBound' } : { status: false, message: 'wechatSceneInvalid' };
  } catch (error) {
    // Another account took the openid between the check and the update.
    if (violatedUniqueIndex(error) === 'users_wechat_open_id_key') return { status: false, message: 'wechatTaken' };
    throw error;
  }
}
