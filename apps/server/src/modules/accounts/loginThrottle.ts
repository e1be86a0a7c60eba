import { DomainError } from '../../domain/errors.js';
import type { EphemeralStore } from '../../domain/ephemeral/ephemeralStore.js';
import { accountMessages } from './messages.js';

const windowMs = 15 * 60_000;
/** Failures within 15 minutes before an account name, or a client address, must wait. */
export const maxFailuresPerAccount = 5;
const maxFailuresPerIp = 20;

/** Slows password guessing: per account name and per client address (PROTOCOLS §8.9). */
export class LoginThrottle {
  constructor(private readonly store: EphemeralStore) {}

  async assertAllowed(account: string, ip: string): Promise<void> {
    const [perAccount, perIp] = await Promise.all([this.store.count(`login:fail:${account.toLowerCase()}`), this.store.count(`login:fail:ip:${ip}`)]);
    if (perAccount >= maxFailuresPerAccount || perIp >= maxFailuresPerIp) throw new DomainError(accountMessages.loginThrottled, 429);
  }

  async recordFailure(account: string, ip: string): Promise<void> {
    await Promise.all([this.store.increment(`login:fail:${account.toLowerCase()}`, windowMs), this.store.increment(`login:fail:ip:${ip}`, windowMs)]);
  }

  async recordSuccess(account: string): Promise<void> {
    await this.store.delete(`login:fail:${account.toLowerCase()}`);
  }
}
