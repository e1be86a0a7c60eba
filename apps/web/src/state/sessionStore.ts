import type { SessionUser } from '@lingxi/flows/session';
import { createStore } from '../site/createStore';
import { localData, storageKeys } from './localData';

/** SPEC §3 user info as GET /auth/getInfo returns it. */
export type UserInfo = SessionUser;

export interface SessionState {
  token: string | null;
  user: UserInfo | null;
  /** SPEC §3, §7: whether today's check-in is done (isSignIn of GET /auth/getInfo). */
  isSignIn: boolean;
}

export const sessionStore = createStore<SessionState>({ token: null, user: null, isSignIn: false });

/**
 * The shell's synchronous view of the login state: the stored token at start, then whatever the
 * session machine (account/session.ts) decides.
 */
export async function restoreSession(): Promise<boolean> {
  const token = await localData.getEncrypted<string>(storageKeys.token);
  sessionStore.set({ token });
  return token !== null;
}

/** SPEC §6: VIP when lifetime, or when the expiry is later than now. */
export const isVip = (user: Pick<UserInfo, 'lifetimeVip' | 'vipExpire'> | null, now = Date.now()) =>
  !!user && (Number(user.lifetimeVip) === 1 || (user.vipExpire !== null && new Date(user.vipExpire).getTime() > now));
