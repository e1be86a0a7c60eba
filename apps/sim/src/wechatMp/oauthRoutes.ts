import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SimState } from '../simState.js';
import { oauthPageErrors, wechatErrors, type WechatError } from './wechatErrors.js';
import type { OAuthScope, OAuthToken, WechatMpConfig, WechatMpState } from './wechatMpState.js';

const CODE_TTL_MS = 5 * 60 * 1000;
const TOKEN_EXPIRES_IN = 7200;
const SCOPES: readonly string[] = ['snsapi_base', 'snsapi_userinfo'] satisfies OAuthScope[];

type Query = Record<string, string | string[] | undefined>;

/** A query parameter given once; a repeated one counts as given with its first value. */
function param(query: Query, name: string): string | undefined {
  const value = query[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The redirect_uri as a URL when it may receive codes: absolute http(s), on the configured OAuth domain if any. */
function redirectTarget(config: WechatMpConfig, redirectUri: string): URL | null {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const domain = config.oauthDomain?.toLowerCase();
  return domain === undefined || domain === url.host || domain === url.hostname ? url : null;
}

/** The target with `code` and `state` added to its query; its own query and fragment stay as they were. */
function withCode(target: URL, code: string, state: string): string {
  const href = target.href; // serialized, so non-ASCII characters are percent-encoded for the Location header
  const hash = href.indexOf('#');
  const base = hash < 0 ? href : href.slice(0, hash);
  const fragment = hash < 0 ? '' : href.slice(hash);
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}code=${code}&state=${encodeURIComponent(state)}${fragment}`;
}

function checkExchange(mp: WechatMpState, query: Query): WechatError | null {
  const appid = param(query, 'appid');
  const secret = param(query, 'secret');
  if (param(query, 'grant_type') !== 'authorization_code') return wechatErrors.invalidGrantType;
  if (!appid) return wechatErrors.appIdMissing;
  if (!secret) return wechatErrors.appSecretMissing;
  if (!param(query, 'code')) return wechatErrors.codeMissing;
  if (appid !== mp.config.appId) return wechatErrors.invalidAppId;
  if (secret !== mp.config.appSecret) return wechatErrors.invalidAppSecret;
  return null;
}

function tokenBody(token: OAuthToken) {
  const { accessToken, refreshToken, scope, user } = token;
  return {
    access_token: accessToken,
    expires_in: TOKEN_EXPIRES_IN,
    refresh_token: refreshToken,
    openid: user.openid,
    scope,
    ...(user.unionid === null ? {} : { unionid: user.unionid }),
  };
}

/** The web OAuth of an official account: the authorize page (open.weixin.qq.com) and the sns/* APIs. */
export function registerOAuthRoutes(app: FastifyInstance, state: SimState): void {
  // The user is taken to be in the WeChat browser and to consent at once; `#wechat_redirect` never reaches a server.
  app.get<{ Querystring: Query }>('/connect/oauth2/authorize', async (request, reply) => {
    const mp = state.wechatMp;
    const query = request.query;
    const appid = param(query, 'appid');
    const redirectUri = param(query, 'redirect_uri');
    const scope = param(query, 'scope');
    if (!appid) return oauthPageErrors.appIdEmpty;
    if (appid !== mp.config.appId) return wechatErrors.invalidAppId;
    if (!redirectUri) return oauthPageErrors.redirectUriEmpty;
    if (!scope) return oauthPageErrors.scopeEmpty;
    if (!SCOPES.includes(scope)) return oauthPageErrors.scopeUnauthorized;
    if (param(query, 'response_type') !== 'code') return wechatErrors.invalidArgs;
    const target = redirectTarget(mp.config, redirectUri);
    if (!target) return oauthPageErrors.redirectUriDomainMismatch;

    const code = randomBytes(16).toString('hex');
    const oauthState = param(query, 'state') ?? '';
    mp.oauthCodes.set(code, {
      code,
      appId: appid,
      scope: scope as OAuthScope,
      redirectUri,
      state: oauthState,
      user: { ...mp.oauthUser },
      expiresAt: Date.now() + CODE_TTL_MS,
      usedAt: null,
    });
    return reply.redirect(withCode(target, code, oauthState), 302);
  });

  app.get<{ Querystring: Query }>('/sns/oauth2/access_token', async (request) => {
    const mp = state.wechatMp;
    const error = checkExchange(mp, request.query);
    if (error) return error;
    const code = mp.oauthCodes.get(param(request.query, 'code')!);
    if (!code || code.appId !== mp.config.appId) return wechatErrors.invalidCode;
    if (code.usedAt !== null) return wechatErrors.codeBeenUsed;
    const now = Date.now();
    if (code.expiresAt <= now) return wechatErrors.invalidCode;
    code.usedAt = now;
    const token: OAuthToken = {
      accessToken: randomBytes(66).toString('base64url'),
      refreshToken: randomBytes(66).toString('base64url'),
      appId: code.appId,
      scope: code.scope,
      user: code.user,
      expiresAt: now + TOKEN_EXPIRES_IN * 1000,
    };
    mp.oauthTokens.set(token.accessToken, token);
    return tokenBody(token);
  });

  // `lang` (zh_CN, zh_TW, en) only picks the language of province/city/country, which the sim leaves empty.
  app.get<{ Querystring: Query }>('/sns/userinfo', async (request) => {
    const accessToken = param(request.query, 'access_token');
    const openid = param(request.query, 'openid');
    if (!accessToken) return wechatErrors.accessTokenMissing;
    const token = state.wechatMp.oauthTokens.get(accessToken);
    if (!token) return wechatErrors.invalidCredential;
    if (token.expiresAt <= Date.now()) return wechatErrors.accessTokenExpired;
    if (!openid) return wechatErrors.openidMissing;
    if (openid !== token.user.openid) return wechatErrors.invalidOpenid;
    if (token.scope !== 'snsapi_userinfo') return wechatErrors.apiUnauthorized;
    const { user } = token;
    return {
      openid: user.openid,
      nickname: user.nickname,
      sex: 0,
      province: '',
      city: '',
      country: '',
      headimgurl: user.headimgurl,
      privilege: [],
      ...(user.unionid === null ? {} : { unionid: user.unionid }),
    };
  });
}
