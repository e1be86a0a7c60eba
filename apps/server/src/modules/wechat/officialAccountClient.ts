import { createHash } from 'node:crypto';
import type { Env } from '../../config/env.js';
import { DomainError } from '../../domain/errors.js';
import { UpstreamUnavailableError } from '../../domain/errors.js';
import { accountMessages } from '../accounts/index.js';
import type { ConfigStore } from '../../domain/config/configStore.js';
import type { EphemeralStore } from '../../domain/ephemeral/ephemeralStore.js';

export type WechatHosts = Pick<Env, 'WECHAT_API_BASE' | 'WECHAT_MP_BASE' | 'WECHAT_OPEN_BASE'>;

export interface SceneQr {
  ticket: string;
  expireSeconds: number;
}

export interface OauthIdentity {
  openId: string;
  unionId: string | null;
}

interface WechatErrorBody {
  errcode?: number;
  errmsg?: string;
}

/** A cached access token is dropped this long before WeChat's expiry. */
const refreshMarginSeconds = 5 * 60;
/** errcodes of a token WeChat no longer accepts (invalid, not the latest, expired): fetch anew and retry once. */
const staleTokenCodes = new Set([40001, 40014, 42001]);
/** errcodes of an OAuth code that is wrong, used or missing: the user's to retry, not an outage. */
const badCodeCodes = new Set([40029, 40163, 41008]);
const requestTimeoutMs = 8000;

/** A WeChat API call answered with an errcode (the back office's test maps it to advice). */
export class WechatApiError extends UpstreamUnavailableError {
  constructor(
    readonly errcode: number,
    message: string,
  ) {
    super('wechat', message);
  }
}

/** What went wrong, for the log only: never a URL (it holds the secret or the access token). */
function describeFailure(error: unknown): string {
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause;
  if (cause?.code) return cause.code;
  return error instanceof Error ? error.name : 'unknown error';
}

/**
 * The official account's server API (PROTOCOLS §5.7). Credentials come from the operator's secret
 * config; the access token is cached in the shared ephemeral store (every instance uses the same
 * one) until five minutes before it expires. Nothing this class throws or logs contains the app
 * secret or an access token.
 */
export class OfficialAccountClient {
  constructor(
    private readonly hosts: WechatHosts,
    private readonly config: ConfigStore,
    private readonly ephemeral: EphemeralStore,
  ) {}

  /** The configured app id and secret, or the "not configured" message for the user. */
  credentials(): { appId: string; appSecret: string } {
    const appId = String(this.config.get<string>('wechatOfficialAppId', '') ?? '').trim();
    const appSecret = String(this.config.get<string>('wechatOfficialAppSecret', '') ?? '').trim();
    if (!appId || !appSecret) throw new DomainError(accountMessages.wechatNotConfigured);
    return { appId, appSecret };
  }

  /** The server token that signs notify pushes; '' while unset (every push is then refused). */
  notifyToken(): string {
    return String(this.config.get<string>('wechatOfficialToken', '') ?? '').trim();
  }

  // Keyed by app id and a digest of the secret: a changed account or secret never reuses a token.
  private cacheKey(appId: string, appSecret: string) {
    return `wechat:accessToken:${appId}:${createHash('sha256').update(appSecret).digest('hex').slice(0, 16)}`;
  }

  private async call<T extends WechatErrorBody>(operation: string, url: string, init?: RequestInit): Promise<T> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(requestTimeoutMs) });
    } catch (error) {
      throw new UpstreamUnavailableError('wechat', `${operation}: ${describeFailure(error)}`);
    }
    const body = (await response.json().catch(() => null)) as T | null;
    if (!response.ok || !body || typeof body !== 'object') throw new UpstreamUnavailableError('wechat', `${operation}: HTTP ${response.status}`);
    return body;
  }

  private static failed(operation: string, body: WechatErrorBody) {
    return new WechatApiError(Number(body.errcode) || 0, `${operation}: errcode ${body.errcode} ${String(body.errmsg ?? '').slice(0, 200)}`);
  }

  /** A valid access token: the cached one, or a new one from /cgi-bin/token (`fresh` skips the cache). */
  async accessToken(fresh = false): Promise<string> {
    const { appId, appSecret } = this.credentials();
    const key = this.cacheKey(appId, appSecret);
    if (!fresh) {
      const cached = await this.ephemeral.get<{ token: string }>(key);
      if (cached?.token) return cached.token;
    }
    const query = new URLSearchParams({ grant_type: 'client_credential', appid: appId, secret: appSecret });
    const body = await this.call<WechatErrorBody & { access_token?: string; expires_in?: number }>(
      'cgi-bin/token',
      `${this.hosts.WECHAT_API_BASE}/cgi-bin/token?${query}`,
    );
    if (!body.access_token) throw OfficialAccountClient.failed('cgi-bin/token', body);
    const lifetime = Number(body.expires_in) || 7200;
    const ttlSeconds = lifetime - refreshMarginSeconds;
    if (ttlSeconds > 0) await this.ephemeral.put(key, { token: body.access_token }, ttlSeconds * 1000);
    else await this.ephemeral.delete(key);
    return body.access_token;
  }

  /** Calls an access-token API; a token WeChat reports as stale is replaced and the call made once more. */
  private async withAccessToken<T extends WechatErrorBody>(send: (token: string) => Promise<T>): Promise<T> {
    const first = await send(await this.accessToken());
    if (!first.errcode || !staleTokenCodes.has(first.errcode)) return first;
    return send(await this.accessToken(true));
  }

  /** A temporary string-scene QR code (QR_STR_SCENE) living `expireSeconds`. */
  async createSceneQr(sceneStr: string, expireSeconds: number): Promise<SceneQr> {
    const operation = 'cgi-bin/qrcode/create';
    const payload = JSON.stringify({ expire_seconds: expireSeconds, action_name: 'QR_STR_SCENE', action_info: { scene: { scene_str: sceneStr } } });
    const body = await this.withAccessToken((token) =>
      this.call<WechatErrorBody & { ticket?: string; expire_seconds?: number }>(
        operation,
        `${this.hosts.WECHAT_API_BASE}/cgi-bin/qrcode/create?access_token=${encodeURIComponent(token)}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: payload,
        },
      ),
    );
    if (!body.ticket) throw OfficialAccountClient.failed(operation, body);
    return { ticket: body.ticket, expireSeconds: Number(body.expire_seconds) || expireSeconds };
  }

  /** The QR image of a ticket (no credentials in it). */
  qrImageUrl(ticket: string): string {
    return `${this.hosts.WECHAT_MP_BASE}/cgi-bin/showqrcode?ticket=${encodeURIComponent(ticket)}`;
  }

  /** Web OAuth: the identity behind a `code` from the authorisation redirect. */
  async exchangeOauthCode(code: string): Promise<OauthIdentity> {
    const { appId, appSecret } = this.credentials();
    const operation = 'sns/oauth2/access_token';
    const query = new URLSearchParams({ appid: appId, secret: appSecret, code, grant_type: 'authorization_code' });
    const body = await this.call<WechatErrorBody & { openid?: string; unionid?: string }>(
      operation,
      `${this.hosts.WECHAT_API_BASE}/sns/oauth2/access_token?${query}`,
    );
    if (body.errcode && badCodeCodes.has(body.errcode)) throw new DomainError(accountMessages.wechatCodeInvalid);
    if (!body.openid || typeof body.openid !== 'string') throw OfficialAccountClient.failed(operation, body);
    return { openId: body.openid, unionId: typeof body.unionid === 'string' && body.unionid ? body.unionid : null };
  }

  /** Where the WeChat browser is sent for a silent (snsapi_base) authorisation back to `redirectUri`. */
  authorizeUrl(redirectUri: string): string {
    const { appId } = this.credentials();
    return (
      `${this.hosts.WECHAT_OPEN_BASE}/connect/oauth2/authorize?appid=${encodeURIComponent(appId)}&redirect_uri=${encodeURIComponent(redirectUri)}` +
      '&response_type=code&scope=snsapi_base&state=weChatLogin#wechat_redirect'
    );
  }
}
