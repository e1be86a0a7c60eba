/** Shared pieces of the payment control bodies. */
const deliveryFields = {
  /** Number of notifies to send (a provider retrying, or a replay). */
  times: { type: 'integer', minimum: 1, maximum: 20 },
  concurrent: { type: 'boolean' },
  badSignature: { type: 'boolean' },
  /** false: mark the order paid without notifying (the server must find out by querying). */
  notify: { type: 'boolean' },
} as const;

export interface DeliveryOptions {
  times?: number;
  concurrent?: boolean;
  badSignature?: boolean;
  notify?: boolean;
}

const nonEmpty = { type: 'string', minLength: 1 } as const;

export const epayPatchSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pid: { type: 'string', pattern: '^[0-9]{1,12}$' },
    key: nonEmpty,
    signStyle: { enum: ['plain', 'ampKey'] },
    notifyMethod: { enum: ['GET', 'POST'] },
    mapiReply: { enum: ['qrcode', 'payurl', 'urlscheme'] },
  },
} as const;

export const epayPaySchema = {
  type: 'object',
  required: ['outTradeNo'],
  additionalProperties: false,
  properties: {
    outTradeNo: nonEmpty,
    /** The amount the buyer pays, if not the order's (yuan, 2 decimals). */
    money: { type: 'string', pattern: '^(0|[1-9][0-9]{0,9})\\.[0-9]{2}$' },
    buyer: { type: 'string' },
    ...deliveryFields,
  },
} as const;

export const xunhupayPatchSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { appid: { type: 'string', pattern: '^[0-9]{6,20}$' }, appsecret: nonEmpty },
} as const;

export const xunhupayPaySchema = {
  type: 'object',
  required: ['tradeOrderId'],
  additionalProperties: false,
  properties: {
    tradeOrderId: nonEmpty,
    /** The amount paid, if not the order's (yuan, up to 2 decimals). */
    totalFee: { type: 'string', pattern: '^(0|[1-9][0-9]{0,9})(\\.[0-9]{1,2})?$' },
    ...deliveryFields,
  },
} as const;

export const wechatPayPatchSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    appId: { type: 'string', pattern: '^wx[0-9a-zA-Z]{16}$' },
    mchId: { type: 'string', pattern: '^[0-9]{8,12}$' },
    merchantSerialNo: { type: 'string', pattern: '^[0-9A-Fa-f]{8,40}$' },
    apiV3Key: { type: 'string', minLength: 32, maxLength: 32 },
    /** PEM: the merchant's own key pair instead of the sim's (public key, or private key to derive it from). */
    merchantPublicKey: { type: 'string', pattern: '^-----BEGIN' },
    merchantPrivateKey: { type: 'string', pattern: '^-----BEGIN' },
  },
} as const;

export const wechatPayPaySchema = {
  type: 'object',
  required: ['outTradeNo'],
  additionalProperties: false,
  properties: {
    outTradeNo: nonEmpty,
    /** Fen paid, if not the order's amount.total. */
    total: { type: 'integer', minimum: 1 },
    openid: { type: 'string', minLength: 1, maxLength: 128 },
    ...deliveryFields,
  },
} as const;
