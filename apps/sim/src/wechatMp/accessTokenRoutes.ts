import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SimState } from '../simState.js';
import { wechatErrors, type WechatError } from './wechatErrors.js';
import type { WechatMpState } from './wechatMpState.js';

const EXPIRES_IN = 7200;

interface Credentials {
  grant_type?: string;
  appid?: string;
  secret?: string;
}

function checkCredentials(state: WechatMpState, { grant_type, appid, secret }: Credentials): WechatError | null {
  if (grant_type !== 'client_credential') return wechatErrors.invalidGrantType;
  if (!appid) return wechatErrors.appIdMissing;
  if (!secret) return wechatErrors.appSecretMissing;
  if (appid !== state.config.appId) return wechatErrors.invalidAppId;
  if (secret !== state.config.appSecret) return wechatErrors.invalidAppSecret;
  return null;
}

function issue(state: WechatMpState): { access_token: string; expires_in: number } {
  const token = randomBytes(96).toString('base64url');
  state.accessTokens.set(token, Date.now() + EXPIRES_IN * 1000);
  return { access_token: token, expires_in: EXPIRES_IN };
}

/** Null when the token is valid, else the error WeChat answers with. */
export function checkAccessToken(state: WechatMpState, token: string | undefined): WechatError | null {
  if (!token) return wechatErrors.accessTokenMissing;
  const expiresAt = state.accessTokens.get(token);
  if (expiresAt === undefined) return wechatErrors.invalidCredential;
  return expiresAt <= Date.now() ? wechatErrors.accessTokenExpired : null;
}

// Issued tokens stay valid until their own expiry; WeChat would also retire older ones after 5 minutes.
export function registerAccessTokenRoutes(app: FastifyInstance, state: SimState): void {
  app.get<{ Querystring: Credentials }>('/cgi-bin/token', async (request) => {
    return checkCredentials(state.wechatMp, request.query) ?? issue(state.wechatMp);
  });

  app.post<{ Body: Credentials & { force_refresh?: boolean } }>('/cgi-bin/stable_token', async (request) => {
    const mp = state.wechatMp;
    const error = checkCredentials(mp, request.body ?? {});
    if (error) return error;
    const current = [...mp.accessTokens].findLast(([, expiresAt]) => expiresAt > Date.now());
    if (current && request.body.force_refresh !== true) {
      return { access_token: current[0], expires_in: Math.floor((current[1] - Date.now()) / 1000) };
    }
    return issue(mp);
  });
}
