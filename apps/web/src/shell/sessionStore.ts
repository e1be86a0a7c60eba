import { createStore } from '../site/createStore';
import { localData, storageKeys } from './localData';

/** SPEC §3 user info (the fields the shell shows; the accounts issue fills it from /auth/getInfo). */
export interface UserInfo {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  score: number;
  lifetimeVip: boolean;
  vipExpire: string | null;
}

export interface SessionState {
  token: string | null;
  user: UserInfo | null;
  /** SPEC §3, §7: whether today's check-in is done (isSignIn of GET /auth/getInfo). */
  isSignIn: boolean;
}

export const sessionStore = createStore<SessionState>({ token: null, user: null, isSignIn: false });

export async function restoreSession() {
  sessionStore.set({ token: await localData.getEncrypted<string>(storageKeys.token) });
}

/** SPEC §4: a 401 clears the token (a body code 401 also reloads the page). */
export function clearSession() {
  localData.remove(storageKeys.token);
  localData.remove(storageKeys.chatLogId);
  sessionStore.set({ token: null, user: null, isSignIn: false });
}

/** SPEC §6: VIP when lifetime, or when the expiry is later than now. */
export const isVip = (user: UserInfo | null, now = Date.now()) => !!user && (user.lifetimeVip || (user.vipExpire !== null && new Date(user.vipExpire).getTime() > now));
