import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';

/**
 * The `openId` a client receives for a WeChat user who has no account yet (docs/accounts.md
 * "openId after a QR scan"): a short-lived signed ticket naming the openid, never the raw openid,
 * so `registeV3 {openId}` can only register the WeChat account that really scanned or authorised.
 */
export interface WechatRegistrationTicket {
  openId: string;
  /** Known after a web OAuth login (silent login), absent after a QR scan. */
  unionId?: string;
  /** The QR scene the scan came from (absent for silent login). */
  scene?: string;
  /** The inviter's code the scene was requested with. */
  invitedBy?: string;
}

const registrationTicketLifetimeSeconds = 5 * 60;
const issuer = 'lingxi';
const audience = 'wechat-registration';

/**
 * Signed with a key derived from the site's JWT secret for this purpose only: a ticket can never
 * pass as a session token (other key, audience) and a session token never as a ticket.
 */
function ticketKey(app: FastifyInstance): Uint8Array {
  const secret = app.configStore.get<string>('jwtSecret', '');
  if (!secret) throw new Error('jwtSecret is not initialised');
  return createHmac('sha256', secret).update('wechat-registration-ticket').digest();
}

export async function signWechatRegistrationTicket(app: FastifyInstance, ticket: WechatRegistrationTicket): Promise<string> {
  const now = Math.floor(app.clock.now().getTime() / 1000);
  const claims: Record<string, string> = {};
  if (ticket.unionId) claims.uid = ticket.unionId;
  if (ticket.scene) claims.scn = ticket.scene;
  if (ticket.invitedBy) claims.inv = ticket.invitedBy;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(ticket.openId)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(now)
    .setExpirationTime(now + registrationTicketLifetimeSeconds)
    .sign(ticketKey(app));
}

/**
 * The WeChat identity a registration ticket names, or null for a forged, expired, malformed or
 * foreign one. `registeV3` accepts `openId` only through this.
 */
export async function verifyWechatRegistrationTicket(app: FastifyInstance, ticket: string): Promise<WechatRegistrationTicket | null> {
  if (typeof ticket !== 'string' || ticket.length > 2048) return null;
  try {
    const { payload } = await jwtVerify(ticket, ticketKey(app), {
      issuer,
      audience,
      algorithms: ['HS256'],
      currentDate: app.clock.now(),
      requiredClaims: ['sub', 'exp'],
    });
    if (typeof payload.sub !== 'string' || !payload.sub) return null;
    const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
    const result: WechatRegistrationTicket = { openId: payload.sub };
    const unionId = text(payload.uid);
    const scene = text(payload.scn);
    const invitedBy = text(payload.inv);
    if (unionId) result.unionId = unionId;
    if (scene) result.scene = scene;
    if (invitedBy) result.invitedBy = invitedBy;
    return result;
  } catch {
    return null;
  }
}
