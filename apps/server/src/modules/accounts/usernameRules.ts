import { DomainError } from '../../domain/errors.js';
import { accountMessages } from './messages.js';

/**
 * SPEC §5 plain register form: at least 6 characters (the message; the rule says 7 — we follow
 * the message), letters and digits both present. At most 30 (the other username rule of §5).
 */
export function assertUsername(username: string): void {
  if (!username.trim()) throw new DomainError(accountMessages.usernameEmpty);
  if (username.length < 6) throw new DomainError(accountMessages.usernameTooShort);
  if (!/^[A-Za-z0-9]{6,30}$/.test(username) || !/[A-Za-z]/.test(username) || !/\d/.test(username)) throw new DomainError(accountMessages.usernameFormat);
}
