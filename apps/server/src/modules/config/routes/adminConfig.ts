import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EnvSchema, secretEnvKeys } from '../../../config/env.js';
import { DomainError } from '../../../domain/errors.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { adminScope } from '../../../plugins/app/admin.js';
import { defaultConfig } from '../../../seed/defaultConfig.js';

/**
 * The back office's site settings. Site keys (every public key, and the site name's translations) are read and written
 * as they are. Secret keys (every other key: payment, WeChat, upstream, SMS and mail credentials, allowed domains, the
 * site's address) never leave the server, not even masked: a reply says whether each is set; a write replaces or
 * clears it, and needs the two-step confirmation. The signing secret is not a setting at all. The audit records site
 * values before and after, and a secret only as 已修改.
 */
const defaults = new Map(defaultConfig.map((entry) => [entry.key, entry]));
const isSiteKey = (key: string) => defaults.get(key)?.public === true || key === 'translations';
const siteKeys = defaultConfig.map((entry) => entry.key).filter(isSiteKey);
const secretKeys = defaultConfig.map((entry) => entry.key).filter((key) => !isSiteKey(key));

const changedSecret = '已修改';
const configMessages = {
  unknownKey: (key: string) => ({ zh: `没有这个配置项：${key}`, en: `No such setting: ${key}` }),
  badValue: (key: string) => ({ zh: `配置项 ${key} 的值无效`, en: `Invalid value for ${key}` }),
};

const maxText = 100_000;
const isTranslations = (value: unknown) =>
  value !== null &&
  typeof value === 'object' &&
  Object.entries(value).every(
    ([language, texts]) =>
      (language === 'en' || language === 'zh-TW') &&
      texts !== null &&
      typeof texts === 'object' &&
      Object.values(texts).every((text) => typeof text === 'string' && text.length <= 200),
  );

/** A value of the key's kind: text (bounded), a whole number (as the default is), or the translations' shape. */
function checkedValue(key: string, value: unknown): unknown {
  const fallback = defaults.get(key)?.value;
  const valid =
    key === 'translations'
      ? isTranslations(value)
      : typeof fallback === 'number'
        ? Number.isSafeInteger(value) && (value as number) >= 0
        : typeof value === 'string' && value.length <= maxText;
  if (!valid) throw new DomainError(configMessages.badValue(key));
  return value;
}

const Settings = Type.Record(Type.String(), Type.Unknown(), { description: 'Keys and values; only the keys being changed' });
const SetFlag = Type.Object({ set: Type.Boolean() });

const adminConfig: FastifyPluginAsyncTypebox = async (app) => {
  const store = app.configStore;
  const environment = () =>
    Object.fromEntries(
      Object.keys(EnvSchema.properties).map((key) => {
        const value = (app.env as unknown as Record<string, unknown>)[key];
        return [key, secretEnvKeys.has(key) ? { set: value !== undefined } : value === undefined ? '' : String(value)];
      }),
    );

  await app.register(
    adminScope(async (operator) => {
      operator.get(
        '/admin/config',
        {
          schema: {
            tags: ['admin'],
            summary: 'Site settings, which secrets are set, and the environment (read-only)',
            response: {
              200: Envelope(
                Type.Object({
                  site: Type.Record(Type.String(), Type.Unknown()),
                  secrets: Type.Record(Type.String(), SetFlag),
                  environment: Type.Record(Type.String(), Type.Union([Type.String(), SetFlag])),
                }),
              ),
              ...errorReplies(401, 403),
            },
          },
        },
        async () =>
          ok({
            site: Object.fromEntries(siteKeys.map((key) => [key, store.get(key, defaults.get(key)?.value)])),
            secrets: Object.fromEntries(secretKeys.map((key) => [key, { set: ![undefined, null, '', '[]'].includes(store.get<unknown>(key, '') as string) }])),
            environment: environment(),
          }),
      );

      operator.post(
        '/admin/config/site',
        {
          schema: {
            tags: ['admin'],
            summary: 'Changes site settings (public keys and the site name’s translations)',
            body: Type.Object({ values: Settings }),
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403) },
          },
        },
        async (request) => {
          const entries = Object.entries(request.body.values);
          for (const [key] of entries) if (!isSiteKey(key)) throw new DomainError(configMessages.unknownKey(key));
          const values = Object.fromEntries(entries.map(([key, value]) => [key, checkedValue(key, value)]));
          const before = Object.fromEntries(entries.map(([key]) => [key, store.get<unknown>(key, null)]));
          await store.setMany(values, (tx) =>
            app.audit(request, { operatorId: request.user.id, action: 'config.site', target: Object.keys(values).join(','), before, after: values }, tx),
          );
          return ok(null);
        },
      );

      operator.post(
        '/admin/config/secrets',
        {
          config: { confirm: true },
          schema: {
            tags: ['admin'],
            summary: 'Replaces or clears secret settings (two-step confirmation)',
            description: 'A value replaces the secret; null clears it. Replies and the audit never hold a secret.',
            body: Type.Object({ values: Settings }),
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403) },
          },
        },
        async (request) => {
          const entries = Object.entries(request.body.values);
          for (const [key] of entries) if (!secretKeys.includes(key)) throw new DomainError(configMessages.unknownKey(key));
          const values = Object.fromEntries(entries.map(([key, value]) => [key, value === null ? defaults.get(key)?.value : checkedValue(key, value)]));
          const marked = Object.fromEntries(entries.map(([key]) => [key, changedSecret]));
          await store.setMany(values, (tx) =>
            app.audit(request, { operatorId: request.user.id, action: 'config.secrets', target: Object.keys(values).join(','), after: marked }, tx),
          );
          return ok(null);
        },
      );
    }),
  );
};
export default adminConfig;
