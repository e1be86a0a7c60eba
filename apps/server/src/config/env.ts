import { Ajv } from 'ajv';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Every setting the server reads from the environment, validated once at start. */
export interface Env {
  NODE_ENV: 'development' | 'production' | 'test';
  HOST: string;
  PORT: number;
  LOG_LEVEL: (typeof logLevels)[number];
  /** Unset: embedded PGlite under DATA_DIR. Set: a real PostgreSQL pool. */
  DATABASE_URL?: string;
  DATA_DIR: string;
  /** Comma-separated origins allowed by CORS; empty allows same-origin only. */
  CORS_ORIGINS: string;
  RATE_LIMIT_PER_MINUTE: number;
  /** Comma-separated client addresses exempt from every rate limit (load tests, trusted internal callers). */
  RATE_LIMIT_ALLOWLIST: string;
  /** An OpenAI-compatible endpoint and key for models that have none of their own, when the operator's settings name none. */
  OPENAI_BASE_URL?: string;
  OPENAI_API_KEY?: string;
  /**
   * Behind a reverse proxy: "true" (trust X-Forwarded-*) or the proxies' comma-separated addresses/CIDRs, so the
   * client's address and protocol are right (rate limits, payment client IPs, notify URLs). Empty: no proxy.
   */
  TRUST_PROXY: string;
  ADMIN_USERNAME: string;
  ADMIN_PASSWORD?: string;
  /** S3-compatible storage for uploads; all four of endpoint, bucket and keys, or none (local disk). */
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  /** Public base URL of the bucket or its CDN; unset: files are served through /uploads/. */
  S3_PUBLIC_URL?: string;
  /** `api`: serve only the API, not the built web app and back office beside the server (an API-only instance). */
  SERVE?: 'all' | 'api';
  /** WeChat's API, QR-image and OAuth hosts: the real ones unless tests point them at apps/sim. */
  WECHAT_API_BASE: string;
  WECHAT_MP_BASE: string;
  WECHAT_OPEN_BASE: string;
  /** WeChat Pay API v3's host: the real one unless tests point it at apps/sim. */
  WECHAT_PAY_API_BASE: string;
  /** How long a model may stay silent (before its first byte, or between two pieces of an answer) before the answer fails. */
  CHAT_UPSTREAM_TIMEOUT_SECONDS: number;
  /** How often pending orders are checked with their provider (missed notifies, expiry); 0 turns it off. */
  PAYMENT_RECONCILE_SECONDS: number;
  /** How often the dashboard's rollups of yesterday and today are rebuilt; 0 turns the job off. */
  DASHBOARD_ROLLUP_SECONDS: number;
  /** How long an instance may stay silent before its streaming answers count as interrupted (it beats at a third of it). */
  INSTANCE_STALE_SECONDS: number;
  /** How often each instance sweeps for interrupted answers (also once at start). */
  INTERRUPTED_SWEEP_SECONDS: number;
  /** How often an idle job runner looks for due generation jobs; 0 turns the runner off (tests drive it by hand). */
  JOB_POLL_MS: number;
  /** Aliyun SMS (dysmsapi) endpoint, used when the operator configures SMS keys. */
  ALIYUN_SMS_ENDPOINT: string;
  /** apps/sim's SMS and mail sinks (demo and tests) when no real provider is configured. */
  SMS_SINK_URL?: string;
  MAIL_SINK_URL?: string;
}

const s3Required = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * The JSON Schema of Env. Plain JSON Schema, not TypeBox: this module loads before the database
 * starts opening, and TypeBox costs ~170 ms to import (the routes load it in parallel later).
 */
export const EnvSchema = {
  type: 'object',
  properties: {
    NODE_ENV: { enum: ['development', 'production', 'test'], default: 'development' },
    HOST: { type: 'string', default: '0.0.0.0' },
    PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 8080 },
    LOG_LEVEL: { enum: logLevels, default: 'info' },
    DATABASE_URL: { type: 'string', pattern: '^postgres(ql)?://' },
    DATA_DIR: { type: 'string', minLength: 1, default: './.data' },
    CORS_ORIGINS: { type: 'string', default: '' },
    RATE_LIMIT_PER_MINUTE: { type: 'integer', minimum: 1, default: 600 },
    RATE_LIMIT_ALLOWLIST: { type: 'string', pattern: '^[0-9A-Fa-f.:, ]*$', default: '' },
    OPENAI_BASE_URL: { type: 'string', pattern: '^https?://[^?#]+$' },
    OPENAI_API_KEY: { type: 'string', minLength: 1 },
    TRUST_PROXY: { type: 'string', pattern: '^(|true|false|[0-9A-Fa-f.:/]+(,[0-9A-Fa-f.:/]+)*)$', default: '' },
    ADMIN_USERNAME: { type: 'string', minLength: 2, maxLength: 30, default: 'admin' },
    ADMIN_PASSWORD: { type: 'string', minLength: 8, maxLength: 128 },
    S3_ENDPOINT: { type: 'string', pattern: '^https?://[^/?#]+(/[^?#]*)?$' },
    S3_BUCKET: { type: 'string', pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$' },
    S3_REGION: { type: 'string', minLength: 1, default: 'us-east-1' },
    S3_ACCESS_KEY_ID: { type: 'string', minLength: 1 },
    S3_SECRET_ACCESS_KEY: { type: 'string', minLength: 1 },
    S3_PUBLIC_URL: { type: 'string', pattern: '^https?://[^/?#]+(/[^?#]*)?$' },
    SERVE: { type: 'string', enum: ['all', 'api'] },
    WECHAT_API_BASE: { type: 'string', pattern: '^https?://[^/?#]+$', default: 'https://api.weixin.qq.com' },
    WECHAT_MP_BASE: { type: 'string', pattern: '^https?://[^/?#]+$', default: 'https://mp.weixin.qq.com' },
    WECHAT_OPEN_BASE: { type: 'string', pattern: '^https?://[^/?#]+$', default: 'https://open.weixin.qq.com' },
    WECHAT_PAY_API_BASE: { type: 'string', pattern: '^https?://[^/?#]+$', default: 'https://api.mch.weixin.qq.com' },
    CHAT_UPSTREAM_TIMEOUT_SECONDS: { type: 'integer', minimum: 1, maximum: 600, default: 60 },
    PAYMENT_RECONCILE_SECONDS: { type: 'integer', minimum: 0, maximum: 86400, default: 60 },
    DASHBOARD_ROLLUP_SECONDS: { type: 'integer', minimum: 0, maximum: 86400, default: 60 },
    INSTANCE_STALE_SECONDS: { type: 'integer', minimum: 3, maximum: 3600, default: 45 },
    INTERRUPTED_SWEEP_SECONDS: { type: 'integer', minimum: 1, maximum: 3600, default: 60 },
    JOB_POLL_MS: { type: 'integer', minimum: 0, maximum: 60000, default: 1000 },
    ALIYUN_SMS_ENDPOINT: { type: 'string', pattern: '^https?://[^?#]+$', default: 'https://dysmsapi.aliyuncs.com/' },
    SMS_SINK_URL: { type: 'string', pattern: '^https?://[^?#]+$' },
    MAIL_SINK_URL: { type: 'string', pattern: '^https?://[^?#]+$' },
  },
  // Any one S3 setting asks for the others: a half-configured bucket fails at start, not on upload.
  dependencies: Object.fromEntries(s3Required.map((key) => [key, s3Required.filter((other) => other !== key)])),
} as const;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Keys whose values must never appear in logs or error messages. */
export const secretEnvKeys = new Set(['DATABASE_URL', 'ADMIN_PASSWORD', 'S3_SECRET_ACCESS_KEY', 'OPENAI_API_KEY']);

const validate = new Ajv({ coerceTypes: true, useDefaults: true, allErrors: true, strict: false }).compile<Env>(EnvSchema);

/**
 * Reads and validates the environment: numbers are converted, defaults filled, unknown keys
 * ignored. A bad value stops the start with a message naming the key (never its secret value).
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = source[key];
    if (value !== undefined && value !== '') picked[key] = value;
  }
  if (validate(picked)) return picked;
  const lines = (validate.errors ?? []).map((error) => {
    const missing = (error.params as { missingProperty?: string }).missingProperty;
    if (missing) return `  ${missing}: is required (${error.message})`;
    const key = error.instancePath.replace(/^\//, '');
    const shown = secretEnvKeys.has(key) ? '(secret value hidden)' : JSON.stringify(source[key]);
    return `  ${key}=${shown}: ${error.message ?? 'is invalid'}`;
  });
  throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
}

/** Fastify's trustProxy from TRUST_PROXY. */
export function trustProxyOf(value: string): boolean | string[] {
  if (value === '' || value === 'false') return false;
  return value === 'true' ? true : value.split(',');
}
