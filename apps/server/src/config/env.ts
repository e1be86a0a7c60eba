import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';

/** Every setting the server reads from the environment, validated once at start. */
export const EnvSchema = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], { default: 'development' }),
  HOST: Type.String({ default: '0.0.0.0' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8080 }),
  LOG_LEVEL: Type.Union(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)), { default: 'info' }),
  /** Unset: embedded PGlite under DATA_DIR. Set: a real PostgreSQL pool. */
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DATA_DIR: Type.String({ default: './.data', minLength: 1 }),
  /** Comma-separated origins allowed by CORS; empty allows same-origin only. */
  CORS_ORIGINS: Type.String({ default: '' }),
  RATE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 1, default: 600 }),
  ADMIN_USERNAME: Type.String({ default: 'admin', minLength: 2, maxLength: 30 }),
  ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 8, maxLength: 128 })),
});
export type Env = Static<typeof EnvSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Keys whose values must never appear in logs or error messages. */
const secretKeys = new Set(['DATABASE_URL', 'ADMIN_PASSWORD']);

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
  const converted = Value.Default(EnvSchema, Value.Convert(EnvSchema, picked));
  const errors = [...Value.Errors(EnvSchema, converted)];
  if (errors.length > 0) {
    const lines = errors.map((error) => {
      const key = error.instancePath.replace(/^\//, '') || String((error.params as { requiredProperties?: string[] }).requiredProperties ?? '');
      const shown = secretKeys.has(key) ? '(secret value hidden)' : JSON.stringify(source[key]);
      return `  ${key}=${shown}: ${error.message}`;
    });
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return converted as Env;
}
