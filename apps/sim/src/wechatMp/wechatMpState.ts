export interface WechatMpConfig {
  appId: string;
  appSecret: string;
  /** The server token configured in the MP admin; signs every push to the notify URL. */
  token: string;
  /** The account's original id (gh_…), sent as ToUserName. */
  originalId: string;
  /**
   * The web-authorization callback domain (网页授权域名) set in the MP admin: `redirect_uri` must be on this host
   * (`host` or `host:port`). Null accepts any http(s) redirect_uri.
   */
  oauthDomain: string | null;
}

export interface QrTicket {
  ticket: string;
  scene: string;
  actionName: string;
  url: string;
  /** Epoch ms; null for permanent QR codes. */
  expiresAt: number | null;
}

export interface NotifyDelivery {
  method: 'GET' | 'POST';
  url: string;
  body: string | null;
  status: number;
  response: string;
}

/** The WeChat user who is "in the WeChat browser" when our server sends them to the web OAuth page. */
export interface OAuthUser {
  openid: string;
  /** Set only when the account is bound to an open-platform account. */
  unionid: string | null;
  nickname: string;
  headimgurl: string;
}

export type OAuthScope = 'snsapi_base' | 'snsapi_userinfo';

/** A code handed to redirect_uri: single use, 5 minutes, bound to the user who authorized. */
interface OAuthCode {
  code: string;
  appId: string;
  scope: OAuthScope;
  redirectUri: string;
  state: string;
  user: OAuthUser;
  /** Epoch ms. */
  expiresAt: number;
  /** Epoch ms of the exchange, null while unused. */
  usedAt: number | null;
}

/** A web-OAuth access token (sns/*), separate from the account's cgi-bin tokens. */
export interface OAuthToken {
  accessToken: string;
  refreshToken: string;
  appId: string;
  scope: OAuthScope;
  user: OAuthUser;
  /** Epoch ms. */
  expiresAt: number;
}

export interface WechatMpState {
  config: WechatMpConfig;
  /** access_token → expiry (epoch ms). */
  accessTokens: Map<string, number>;
  tickets: Map<string, QrTicket>;
  /** What the sim sent to notify URLs, oldest first. */
  deliveries: NotifyDelivery[];
  /** Who authorizes on the OAuth page; set through the control API. */
  oauthUser: OAuthUser;
  oauthCodes: Map<string, OAuthCode>;
  oauthTokens: Map<string, OAuthToken>;
}

export function createWechatMpState(): WechatMpState {
  return {
    config: {
      appId: 'wx5e1c0d2a3b4c5d6e',
      appSecret: '0123456789abcdef0123456789abcdef',
      token: 'sim-token',
      originalId: 'gh_0123456789ab',
      oauthDomain: null,
    },
    accessTokens: new Map(),
    tickets: new Map(),
    deliveries: [],
    oauthUser: defaultOAuthUser(DEFAULT_OPENID),
    oauthCodes: new Map(),
    oauthTokens: new Map(),
  };
}

export function isExpired(ticket: QrTicket, now = Date.now()): boolean {
  return ticket.expiresAt !== null && ticket.expiresAt <= now;
}

/** The openid a scan comes from when the control call names none (28 characters, like WeChat's). */
export const DEFAULT_OPENID = 'oSim00000000000000000000001A';

/** WeChat's nickname for users who have not shared their profile (what snsapi_userinfo mostly returns since 2021). */
const DEFAULT_NICKNAME = '微信用户';

export function defaultOAuthUser(openid: string): OAuthUser {
  return { openid, unionid: null, nickname: DEFAULT_NICKNAME, headimgurl: '' };
}
