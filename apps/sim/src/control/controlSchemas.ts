import { BUSINESS_FAILURES } from '../aliyunSms/aliyunSmsState.js';

const nullableString = { type: ['string', 'null'], minLength: 1 } as const;
const delayMs = { type: 'integer', minimum: 0, maximum: 600_000 } as const;

/** An upstream failure to answer with: its status and, optionally, OpenAI's error body. */
const openaiError = {
  anyOf: [
    { type: 'null' },
    {
      type: 'object',
      required: ['status'],
      additionalProperties: false,
      properties: {
        status: { type: 'integer', minimum: 400, maximum: 599 },
        body: {
          type: 'object',
          required: ['error'],
          additionalProperties: false,
          properties: {
            error: {
              type: 'object',
              required: ['message', 'type'],
              additionalProperties: false,
              properties: { message: { type: 'string' }, type: { type: 'string' }, param: nullableString, code: nullableString },
            },
          },
        },
      },
    },
  ],
} as const;

export const openaiPatchSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    apiKey: { type: 'string', minLength: 1 },
    reply: nullableString,
    echoSystem: { type: 'boolean' },
    reasoning: nullableString,
    tokenCount: { type: ['integer', 'null'], minimum: 1 },
    firstTokenDelayMs: delayMs,
    tokenDelayMs: delayMs,
    disconnectAfterTokens: { type: ['integer', 'null'], minimum: 0 },
    stallAfterTokens: { type: ['integer', 'null'], minimum: 0 },
    error: openaiError,
  },
} as const;

/** POST /__control/openai/embeddings: latency, an error (with Retry-After seconds), failing after N answers. */
export const embeddingPatchSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    delayMs,
    failAfter: { type: ['integer', 'null'], minimum: 0 },
    retryAfterSeconds: { type: ['integer', 'null'], minimum: 0, maximum: 3600 },
    error: openaiError,
  },
} as const;

export const wechatMpPatchSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    appId: { type: 'string', minLength: 1 },
    appSecret: { type: 'string', minLength: 1 },
    token: { type: 'string', minLength: 1 },
    originalId: { type: 'string', minLength: 1 },
    // A host name, optionally with a port, as typed into the MP admin (no scheme, no path).
    oauthDomain: { anyOf: [{ type: 'null' }, { type: 'string', pattern: '^[A-Za-z0-9.-]+(:[0-9]{1,5})?$' }] },
  },
} as const;

export const oauthUserSchema = {
  type: 'object',
  required: ['openid'],
  additionalProperties: false,
  properties: {
    openid: { type: 'string', minLength: 1, maxLength: 64 },
    unionid: { type: ['string', 'null'], minLength: 1, maxLength: 64 },
    nickname: { type: 'string' },
    headimgurl: { type: 'string' },
  },
} as const;

const notifyUrl = { type: 'string', pattern: '^https?://' } as const;

export const scanSchema = {
  type: 'object',
  required: ['notifyUrl'],
  anyOf: [{ required: ['ticket'] }, { required: ['scene'] }],
  additionalProperties: false,
  properties: {
    notifyUrl,
    ticket: { type: 'string' },
    scene: { type: 'string' },
    openid: { type: 'string', minLength: 1 },
    event: { enum: ['subscribe', 'SCAN'] },
    badSignature: { type: 'boolean' },
  },
} as const;

export const verifySchema = {
  type: 'object',
  required: ['notifyUrl'],
  additionalProperties: false,
  properties: { notifyUrl, badSignature: { type: 'boolean' } },
} as const;

export const aliyunSmsPatchSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    accessKeyId: { type: 'string', minLength: 1 },
    accessKeySecret: { type: 'string', minLength: 1 },
    failure: { anyOf: [{ type: 'null' }, { enum: Object.keys(BUSINESS_FAILURES) }] },
  },
} as const;

export const s3PatchSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    accessKeyId: { type: 'string', minLength: 1 },
    secretAccessKey: { type: 'string', minLength: 1 },
    // S3's bucket naming rule (the server checks S3_BUCKET against the same pattern).
    buckets: { type: 'array', uniqueItems: true, items: { type: 'string', pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$' } },
    error: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          required: ['status', 'code'],
          additionalProperties: false,
          properties: { status: { type: 'integer', minimum: 400, maximum: 599 }, code: { type: 'string', pattern: '^[A-Za-z0-9]+$' } },
        },
      ],
    },
  },
} as const;
