import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { DomainError } from '../../domain/errors.js';
import type { Clock } from '../../domain/clock.js';
import { shanghaiDate } from '../../domain/shanghaiDate.js';
import type { EphemeralStore } from '../../domain/ephemeral/ephemeralStore.js';
import { accountMessages } from './messages.js';
import type { SmsSender } from './smsSender.js';

/** SPEC §9: one code per phone per 60 s. */
const resendWaitMs = 60_000;
const codeTtlMs = 10 * 60_000;
/** Daily sends per phone and per client address (SMS costs money: PROTOCOLS §8.9). */
export const dailyLimitPerPhone = 10;
export const dailyLimitPerIp = 30;
/** Wrong guesses before a code is void. */
const maxAttempts = 5;
const dayMs = 24 * 60 * 60_000;

const hash = (code: string) => createHash('sha256').update(code).digest();

/**
 * Six-digit SMS codes: sending is limited per phone (60 s, daily) and per address (daily); a code
 * lives 10 minutes, is stored hashed, and dies on use or after five wrong guesses.
 */
export class PhoneCodeService {
  constructor(
    private readonly store: EphemeralStore,
    private readonly clock: Clock,
  ) {}

  async send(phone: string, ip: string, sender: SmsSender): Promise<void> {
    if (!(await this.store.claim(`sms:wait:${phone}`, {}, resendWaitMs))) throw new DomainError(accountMessages.phoneCodeTooSoon, 429);
    const day = shanghaiDate(this.clock.now());
    const [perPhone, perIp] = await Promise.all([
      this.store.increment(`sms:day:${day}:phone:${phone}`, dayMs),
      this.store.increment(`sms:day:${day}:ip:${ip}`, dayMs),
    ]);
    if (perPhone > dailyLimitPerPhone || perIp > dailyLimitPerIp) throw new DomainError(accountMessages.phoneCodeDailyLimit, 429);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.store.put(`sms:code:${phone}`, { hash: hash(code).toString('base64') }, codeTtlMs);
    await this.store.delete(`sms:tries:${phone}`);
    try {
      await sender.sendCode(phone, code);
    } catch (error) {
      // Not sent: the user may ask again at once.
      await Promise.all([this.store.delete(`sms:wait:${phone}`), this.store.delete(`sms:code:${phone}`)]);
      throw error;
    }
  }

  /** True once for the phone's live code; throws the spec's message otherwise. */
  async verify(phone: string, code: string): Promise<void> {
    const entry = await this.store.get<{ hash: string }>(`sms:code:${phone}`);
    const expected = entry ? Buffer.from(entry.hash, 'base64') : null;
    if (expected && /^\d{6}$/.test(code) && timingSafeEqual(expected, hash(code))) {
      // Whoever takes the entry first uses the code; a concurrent second use fails.
      if (await this.store.take(`sms:code:${phone}`)) return;
    } else if (entry && (await this.store.increment(`sms:tries:${phone}`, codeTtlMs)) >= maxAttempts) {
      await this.store.delete(`sms:code:${phone}`);
    }
    throw new DomainError(accountMessages.phoneCodeWrong);
  }
}
