import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  userId: number;
  /** The user's token version when the token was issued. */
  version: number;
  /**
   * A back-office session (`POST /api/admin/auth/login`): 8 hours, valid only under /api/admin, and `session` names it
   * (its idle timer). Absent for a user's session (7 days, every other route).
   */
  admin?: { session: string };
}

const issuer = 'lingxi';
const userLifetime = '7d';
const adminLifetime = '8h';

/** Signs and verifies session tokens (HS256) with the site's secret. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign({ userId, version, admin }: TokenClaims): Promise<string> {
    return new SignJWT(admin ? { ver: version, adm: admin.session } : { ver: version })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime(admin ? adminLifetime : userLifetime)
      .sign(this.key);
  }

  /** The claims of a valid token, or null for a forged, expired or malformed one. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer, algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      const { ver: version, adm: session } = payload;
      if (!Number.isInteger(userId) || typeof version !== 'number') return null;
      return typeof session === 'string' ? { userId, version, admin: { session } } : { userId, version };
    } catch {
      return null;
    }
  }
}
