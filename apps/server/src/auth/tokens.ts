import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  userId: number;
  /** The user's token version when the token was issued. */
  version: number;
}

const issuer = 'lingxi';
const lifetime = '7d';

/** Signs and verifies session tokens (HS256) with the site's secret. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign({ userId, version }: TokenClaims): Promise<string> {
    return new SignJWT({ ver: version })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime(lifetime)
      .sign(this.key);
  }

  /** The claims of a valid token, or null for a forged, expired or malformed one. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer, algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      const version = payload.ver;
      return Number.isInteger(userId) && typeof version === 'number' ? { userId, version } : null;
    } catch {
      return null;
    }
  }
}
