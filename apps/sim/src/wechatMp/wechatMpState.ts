export interface WechatMpConfig {
  appId: string;
  appSecret: string;
  /** The server token configured in the MP admin; signs every push to the notify URL. */
  token: string;
  /** The account's original id (gh_…), sent as ToUserName. */
  originalId: string;
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

export interface WechatMpState {
  config: WechatMpConfig;
  /** access_token → expiry (epoch ms). */
  accessTokens: Map<string, number>;
  tickets: Map<string, QrTicket>;
  /** What the sim sent to notify URLs, oldest first. */
  deliveries: NotifyDelivery[];
}

export function createWechatMpState(): WechatMpState {
  return {
    config: {
      appId: 'wx5e1c0d2a3b4c5d6e',
      appSecret: '0123456789abcdef0123456789abcdef',
      token: 'sim-token',
      originalId: 'gh_0123456789ab',
    },
    accessTokens: new Map(),
    tickets: new Map(),
    deliveries: [],
  };
}

export function isExpired(ticket: QrTicket, now = Date.now()): boolean {
  return ticket.expiresAt !== null && ticket.expiresAt <= now;
}

/** The openid a scan comes from when the control call names none (28 characters, like WeChat's). */
export const DEFAULT_OPENID = 'oSim00000000000000000000001A';
