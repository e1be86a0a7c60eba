import { Secret, TOTP } from 'otpauth';
import type { Clock } from '../clock.js';
import type { EphemeralStore } from '../ephemeral/ephemeralStore.js';

const periodS = 30;
const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: '灵犀管理后台', label, algorithm: 'SHA1', digits: 6, period: periodS, secret: Secret.fromBase32(secret) });

/** A new 160-bit secret, base32 (RFC 4226's recommended size). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// address an authenticator app reads from a QR code. */
export const totpUri = (secret: string, account: string) => totpOf(secret, account).toString();

/**
 * Operators' one-time codes (RFC 6238, 30 s, a step either side for clock drift). A code is accepted once: its step is
 * claimed in the shared ephemeral store, so a code seen over a shoulder or replayed on another instance is refused.
 */
export class OperatorTotp {
  constructor(
    private readonly ephemeral: EphemeralStore,
    private readonly clock: Clock,
  ) {}

  async verify(operatorId: number, secret: string, code: string): Promise<boolean> {
    const now = this.clock.now().getTime();
    const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
    if (delta === null) return false;
    const step = Math.floor(now / 1000 / periodS) + delta;
    return this.ephemeral.claim(`admin-totp-used:${operatorId}:${step}`, true, 3 * periodS * 1000);
  }

  /** The code of a step (tests and the setup screen's check). */
  static codeAt(secret: string, at: Date): string {
    return totpOf(secret).generate({ timestamp: at.getTime() });
  }
}
