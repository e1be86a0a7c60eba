import { createHash, randomBytes } from 'node:crypto';
import type { EphemeralStore } from '../ephemeral/ephemeralStore.js';

/** A grant is good for one request within five minutes of the confirmation. */
export const grantTtlMs = 5 * 60_000;
const key = (grant: string) => `admin:grant:${grant}`;

/** The one request a grant allows: who, which method and address (query included), which body, and why. */
export interface GrantedRequest {
  operatorId: number;
  method: string;
  path: string;
  digest: string;
  reason: string;
}

/** JSON with every object's keys sorted: the same body gives the same text however its keys were ordered. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The body's fingerprint a grant is bound to (an absent body is `null`). */
export const bodyDigest = (body: unknown) => createHash('sha256').update(canonicalJson(body)).digest('base64url');

/**
 * Two-step confirmation of dangerous back-office actions: the operator confirms one exact request (with the password
 * and a reason) and gets a grant for it; the request then redeems the grant, once. Kept in the shared ephemeral store,
 * so a grant issued by one instance is redeemed by any, and never twice.
 */
export class ConfirmGrants {
  constructor(private readonly store: EphemeralStore) {}

  async issue(request: GrantedRequest): Promise<string> {
    const grant = randomBytes(24).toString('base64url');
    await this.store.put(key(grant), request, grantTtlMs);
    return grant;
  }

  /** The reason given when the grant was issued for exactly this request; null when it was not (it is used up either way). */
  async redeem(grant: string, request: Omit<GrantedRequest, 'reason'>): Promise<string | null> {
    const granted = await this.store.take<GrantedRequest>(key(grant));
    const matches =
      granted &&
      granted.operatorId === request.operatorId &&
      granted.method === request.method &&
      granted.path === request.path &&
      granted.digest === request.digest;
    return matches ? granted.reason : null;
  }
}
