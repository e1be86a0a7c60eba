import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { type Static, Type } from 'typebox';
import { schema } from '../../../db/index.js';
import type { Executor } from '../../../db/executor.js';
import { rowsOf } from '../../../db/rawRows.js';
import { DomainError } from '../../../domain/errors.js';
import { Int4 } from '../../../http/bounds.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { languageOf } from '../../../http/validationMessage.js';
import { adminScope } from '../../../plugins/app/admin.js';
import { modelAdminMessages as messages } from '../messages.js';
import type { ModelRow } from '../modelCatalog.js';
import { streamUpstream, UpstreamChatError } from '../upstreamChat.js';

const { chatModels, vipLevels } = schema;
const Id = Type.Object({ id: Int4({ minimum: 1 }) });
/** The audit's word for a changed key (as site secrets are audited). */
const changedSecret = '已修改';

const fields = {
  modelName: Type.String({ minLength: 1, maxLength: 50, description: 'The name users see' }),
  model: Type.String({ minLength: 1, maxLength: 100, description: 'The upstream model id; conversations name their model by it, so it is unique' }),
  cover: Type.String({ maxLength: 1000, description: 'An image address' }),
  description: Type.String({ maxLength: 500 }),
  keyType: Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 basic, 2 advanced' }),
  modelType: Type.Union([Type.Literal('chat'), Type.Literal('app'), Type.Literal('music'), Type.Literal('draw'), Type.Literal('other')]),
  deductType: Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 basic points, 2 advanced points' }),
  deduct: Int4({ minimum: 0, description: 'Points per use' }),
  vipFreeNum: Int4({ minimum: -1, description: 'Daily free uses for members; -1 free for members; 0 none' }),
  maxModelTokens: Int4({ minimum: 1000, description: 'The context limit' }),
  maxResponseTokens: Int4({ minimum: 100, description: 'The answer limit, at most maxModelTokens' }),
  maxRounds: Type.Integer({ minimum: 1, maximum: 100 }),
  rounds: Type.Integer({ minimum: 0, maximum: 100, description: 'Default rounds, at most maxRounds' }),
  topN: Type.Number({ minimum: 0, maximum: 1.2, description: 'Temperature, one decimal; at most 1.2 for basic models, else 1' }),
  systemMessage: Type.String({ maxLength: 10_000 }),
  canUpload: Type.Boolean({ description: 'Reads images' }),
  canAudio: Type.Boolean(),
  isEnabled: Type.Boolean(),
  vipLevelIds: Type.Array(Int4({ minimum: 1 }), { maxItems: 50, uniqueItems: true, description: 'Kept for these membership levels; empty: everyone' }),
};
const { modelName, model, ...optional } = fields;
const NewModelBody = Type.Object({ modelName, model, ...Type.Partial(Type.Object(optional)).properties });
const ModelChangesBody = Type.Partial(Type.Object(fields), { minProperties: 1 });
type ModelChanges = Static<typeof ModelChangesBody>;

const Endpoint = Type.Union([Type.Literal('model'), Type.Literal('site'), Type.Literal('environment'), Type.Literal('demo'), Type.Literal('none')], {
  description: 'Who answers this model: its own endpoint, the site’s default, the environment’s, the built-in demo, or nobody',
});
const AdminModel = Type.Object({
  id: Type.Integer(),
  ...Type.Object(fields).properties,
  // As stored (a row written before this editor may hold any of the column's values).
  keyType: Type.Integer({ description: '1 basic, 2 advanced' }),
  deductType: Type.Integer({ description: '1 basic points, otherwise advanced' }),
  modelType: Type.String({ description: 'chat, app, music, draw, other (file: a file-chat row)' }),
  maxRounds: Type.Integer(),
  rounds: Type.Integer(),
  sort: Type.Integer(),
  baseUrl: Type.String({ description: 'The model’s own endpoint; empty: the site’s default' }),
  apiKeySet: Type.Boolean({ description: 'Whether the model has its own key (the key never leaves the server)' }),
  endpoint: Endpoint,
});
const Defaults = Type.Object({
  baseUrlSet: Type.Boolean({ description: 'The site’s openaiBaseUrl is set (站点设置 → secrets)' }),
  apiKeySet: Type.Boolean({ description: 'The site’s openaiApiKey is set' }),
  environment: Type.Boolean({ description: 'OPENAI_BASE_URL and OPENAI_API_KEY are set in the environment' }),
  demoMode: Type.Boolean({ description: 'Models without an endpoint of their own are answered by the built-in demo upstream' }),
});
const TestResult = Type.Object({
  ok: Type.Boolean(),
  latencyMs: Type.Optional(Type.Integer({ description: 'From the request to the end of the 1-token answer' })),
  message: Type.Optional(Type.String({ description: 'Why it failed, as chat would tell users' })),
  endpoint: Endpoint,
});

type Values = Omit<ModelRow, 'id'>;

/** A new model before its fields: the table's column defaults (schema.ts). */
const modelDefaults: Values = {
  modelName: '',
  model: '',
  cover: '',
  description: '',
  keyType: 1,
  modelType: 'chat',
  deductType: 1,
  deduct: 1,
  vipFreeNum: 0,
  maxModelTokens: 8096,
  maxResponseTokens: 4000,
  maxRounds: 12,
  rounds: 8,
  topNTenths: 8,
  systemMessage: '',
  canUpload: false,
  canAudio: false,
  sort: 0,
  isEnabled: true,
  baseUrl: '',
  apiKey: '',
  vipLevelIds: [],
};

/** The row `changes` make of `base`, checked as a whole (a keyType change meets the topN as it is). */
function modelValues(base: Values, { topN, ...changes }: ModelChanges): Values {
  const values: Values = { ...base, ...changes };
  values.modelName = values.modelName.trim();
  values.model = values.model.trim();
  if (values.modelName === '') throw new DomainError(messages.blankName);
  if (values.model === '') throw new DomainError(messages.blankModel);
  if (topN !== undefined) values.topNTenths = Math.round(topN * 10);
  const topNMax = values.keyType === 1 ? 12 : 10;
  if ((topN !== undefined && Math.abs(topN * 10 - values.topNTenths) > 1e-9) || values.topNTenths > topNMax)
    throw new DomainError(messages.topN(String(topNMax / 10)));
  if (values.maxResponseTokens > values.maxModelTokens) throw new DomainError(messages.responseOverContext);
  if (values.rounds > values.maxRounds) throw new DomainError(messages.roundsOverMax);
  return values;
}

/** Model writes one at a time: uniqueness, the last enabled chat model and the order are checked against settled rows. */
const lockModels = (tx: Executor) => tx.execute(sql`lock table chat_models in share row exclusive mode`);

/** Refuses what no row may be: a model id another model has, levels that do not exist, no enabled chat model left. */
async function assertConsistent(tx: Executor, id: number | null, values: Values) {
  const rows = await tx
    .select({ id: chatModels.id, model: chatModels.model, isEnabled: chatModels.isEnabled, modelType: chatModels.modelType })
    .from(chatModels);
  if (rows.some((row) => row.id !== id && row.model === values.model)) throw new DomainError(messages.duplicateModel(values.model));
  const enabledChat = (row: { isEnabled: boolean; modelType: string }) => row.isEnabled && row.modelType === 'chat';
  if (id !== null && !enabledChat(values) && !rows.some((row) => row.id !== id && enabledChat(row)) && rows.some((row) => row.id === id && enabledChat(row)))
    throw new DomainError(messages.lastEnabled);
  await assertLevels(tx, values.vipLevelIds);
}

async function assertLevels(tx: Executor, ids: number[]) {
  if (ids.length === 0) return;
  const found = await tx.select({ id: vipLevels.id }).from(vipLevels).where(inArray(vipLevels.id, ids));
  if (found.length !== new Set(ids).size) throw new DomainError(messages.unknownLevel);
}

/** A row as the audit keeps it: the key only as whether one is set. */
const audited = ({ apiKey, ...row }: ModelRow) => ({ ...row, apiKeySet: apiKey !== '' });

/**
 * The back office's chat models (SPEC §3 Model): every one in the users' order (the first enabled chat model is the
 * default), created and edited at once, their endpoint and key changed only through the two-step confirmation, ordered,
 * deleted (confirmed) while no conversation used them, and tested with a 1-token call. A key never leaves the server:
 * replies and the audit say whether one is set. The model catalogue reloads on chat_models' change notification.
 */
const adminModels: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const siteEndpoint = () => ({
    baseUrl: app.configStore.get<string>('openaiBaseUrl', ''),
    apiKey: app.configStore.get<string>('openaiApiKey', ''),
  });
  const environmentSet = Boolean(app.env.OPENAI_BASE_URL && app.env.OPENAI_API_KEY);
  /** Which endpoint chat would use for the model (ChatService.targetFor decides; this names its choice). */
  const endpointOf = (row: ModelRow): Static<typeof Endpoint> => {
    const target = app.chat.targetFor(row);
    if (!target) return 'none';
    if (row.baseUrl && row.apiKey) return 'model';
    const site = siteEndpoint();
    if (site.baseUrl && site.apiKey) return 'site';
    return environmentSet ? 'environment' : 'demo';
  };
  const view = (row: ModelRow) => {
    const { apiKey, topNTenths, ...rest } = row;
    return { ...rest, topN: topNTenths / 10, apiKeySet: apiKey !== '', endpoint: endpointOf(row) };
  };
  const defaults = () => {
    const site = siteEndpoint();
    const siteSet = Boolean(site.baseUrl && site.apiKey);
    return {
      baseUrlSet: site.baseUrl !== '',
      apiKeySet: site.apiKey !== '',
      environment: environmentSet,
      demoMode: app.chatDemo.target !== null && !siteSet && !environmentSet,
    };
  };
  const allRows = (tx: Executor = db) => tx.select().from(chatModels).orderBy(asc(chatModels.sort), asc(chatModels.id));
  const rowFor = async (tx: Executor, id: number) => {
    const [row] = await tx.select().from(chatModels).where(eq(chatModels.id, id));
    if (!row) throw new DomainError(messages.notFound, 404);
    return row;
  };
  const target = (id: number) => `model:${id}`;

  await app.register(
    adminScope(async (operator) => {
      operator.get(
        '/admin/models',
        {
          schema: {
            tags: ['admin'],
            summary: 'Every chat model in the users’ order (the first enabled chat model is the default), and the site’s default endpoint',
            response: { 200: Envelope(Type.Object({ models: Type.Array(AdminModel), defaults: Defaults })), ...errorReplies(401, 403) },
          },
        },
        async () => ok({ models: (await allRows()).map(view), defaults: defaults() }),
      );

      operator.post(
        '/admin/models',
        {
          schema: {
            tags: ['admin'],
            summary: 'Creates a model, last in the order (its endpoint and key are set through /admin/models/:id/endpoint)',
            body: NewModelBody,
            response: { 200: Envelope(AdminModel), ...errorReplies(401, 403) },
          },
        },
        async (request) => {
          const created = await db.transaction(async (tx) => {
            await lockModels(tx);
            const [last] = await tx.select({ sort: sql<number>`coalesce(max(${chatModels.sort}), 0)::int` }).from(chatModels);
            const values = modelValues({ ...modelDefaults, sort: last!.sort + 1 }, request.body);
            await assertConsistent(tx, null, values);
            const [row] = await tx.insert(chatModels).values(values).returning();
            await app.audit(request, { operatorId: request.user.id, action: 'models.create', target: target(row!.id), after: audited(row!) }, tx);
            return row!;
          });
          return ok(view(created));
        },
      );

      operator.post(
        '/admin/models/order',
        {
          schema: {
            tags: ['admin'],
            summary: 'Sets the order users see (the first enabled chat model is the default): every model’s id, once',
            body: Type.Object({ ids: Type.Array(Int4({ minimum: 1 }), { minItems: 1, maxItems: 1000 }) }),
            response: { 200: Envelope(Type.Array(AdminModel)), ...errorReplies(401, 403) },
          },
        },
        async (request) => {
          const { ids } = request.body;
          const rows = await db.transaction(async (tx) => {
            await lockModels(tx);
            const before = (await allRows(tx)).map((row) => row.id);
            if (ids.length !== before.length || new Set(ids).size !== ids.length || ids.some((id) => !before.includes(id)))
              throw new DomainError(messages.badOrder);
            await tx.execute(
              sql`update chat_models set sort = ordered.sort from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as ordered(id, sort) where chat_models.id = ordered.id`,
            );
            await app.audit(request, { operatorId: request.user.id, action: 'models.reorder', target: 'models', before, after: ids }, tx);
            return allRows(tx);
          });
          return ok(rows.map(view));
        },
      );

      operator.post(
        '/admin/models/:id',
        {
          schema: {
            tags: ['admin'],
            summary: 'Changes a model (the fields given; its endpoint and key through /admin/models/:id/endpoint)',
            params: Id,
            body: ModelChangesBody,
            response: { 200: Envelope(AdminModel), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const { id } = request.params;
          const updated = await db.transaction(async (tx) => {
            await lockModels(tx);
            const { id: _id, ...before } = await rowFor(tx, id);
            const values = modelValues(before, request.body);
            await assertConsistent(tx, id, values);
            const [after] = await tx.update(chatModels).set(values).where(eq(chatModels.id, id)).returning();
            await app.audit(
              request,
              { operatorId: request.user.id, action: 'models.update', target: target(id), before: audited({ id, ...before }), after: audited(after!) },
              tx,
            );
            return after!;
          });
          return ok(view(updated));
        },
      );

      operator.post(
        '/admin/models/:id/endpoint',
        {
          config: { confirm: true },
          schema: {
            tags: ['admin'],
            summary: 'Sets a model’s own endpoint and key (two-step confirmation)',
            description:
              'baseUrl: an http(s) address, or empty for the site’s default. apiKey: absent keeps the key, null clears it, a string replaces it. Replies and the audit never hold the key.',
            params: Id,
            body: Type.Object({
              baseUrl: Type.String({ maxLength: 500 }),
              apiKey: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 500 }), Type.Null()])),
            }),
            response: { 200: Envelope(AdminModel), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const { id } = request.params;
          const baseUrl = request.body.baseUrl.trim();
          if (baseUrl !== '' && !isHttpUrl(baseUrl)) throw new DomainError(messages.badBaseUrl);
          const { apiKey } = request.body;
          const updated = await db.transaction(async (tx) => {
            const before = await rowFor(tx, id);
            const [after] = await tx
              .update(chatModels)
              .set({ baseUrl, ...(apiKey === undefined ? {} : { apiKey: apiKey === null ? '' : apiKey.trim() }) })
              .where(eq(chatModels.id, id))
              .returning();
            await app.audit(
              request,
              {
                operatorId: request.user.id,
                action: 'models.endpoint',
                target: target(id),
                before: { baseUrl: before.baseUrl, apiKeySet: before.apiKey !== '' },
                after: { baseUrl, ...(apiKey === undefined ? {} : { apiKey: changedSecret }), apiKeySet: after!.apiKey !== '' },
              },
              tx,
            );
            return after!;
          });
          return ok(view(updated));
        },
      );

      operator.delete(
        '/admin/models/:id',
        {
          config: { confirm: true },
          schema: {
            tags: ['admin'],
            summary: 'Deletes a model no conversation used, never the last enabled chat model (two-step confirmation)',
            params: Id,
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const { id } = request.params;
          await db.transaction(async (tx) => {
            await lockModels(tx);
            const before = await rowFor(tx, id);
            await assertConsistent(tx, id, { ...before, isEnabled: false });
            // Its answers and members' free uses name it; a rare, confirmed action may read chat_logs without an index.
            const [used] = await rowsOf<{ used: boolean }>(
              tx,
              sql`select exists(select 1 from chat_logs where model = ${before.model}) or exists(select 1 from model_daily_uses where model_id = ${id}::integer) as used`,
            );
            if (used?.used) throw new DomainError(messages.inUse);
            await tx.delete(chatModels).where(eq(chatModels.id, id));
            await app.audit(request, { operatorId: request.user.id, action: 'models.delete', target: target(id), before: audited(before) }, tx);
          });
          return ok(null);
        },
      );

      operator.post(
        '/admin/models/:id/test',
        {
          schema: {
            tags: ['admin'],
            summary: '测试连接: a 1-token answer from the endpoint chat would use for the model',
            params: Id,
            response: { 200: Envelope(TestResult), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const row = await rowFor(db, request.params.id);
          const language = languageOf(request.headers['accept-language']);
          const endpoint = endpointOf(row);
          if (endpoint === 'none' || endpoint === 'demo')
            return ok({ ok: false, endpoint, message: (endpoint === 'demo' ? messages.demoMode : messages.noEndpoint)[language] });
          const upstream = app.chat.targetFor(row)!;
          const timeoutMs = app.env.CHAT_UPSTREAM_TIMEOUT_SECONDS * 1000;
          const started = performance.now();
          try {
            const answer = streamUpstream(
              upstream,
              { messages: [{ role: 'user', content: 'ping' }], temperature: 0, maxTokens: 1 },
              new AbortController().signal,
              { firstByteMs: timeoutMs, idleMs: timeoutMs },
            );
            for await (const _event of answer);
            return ok({ ok: true, endpoint, latencyMs: Math.round(performance.now() - started) });
          } catch (error) {
            if (!(error instanceof UpstreamChatError)) throw error;
            // The sentence chat shows users; an upstream's own detail may quote the key.
            return ok({ ok: false, endpoint, message: error.userMessage[language].replaceAll(upstream.apiKey, '***') });
          }
        },
      );
    }),
  );
};
export default adminModels;

function isHttpUrl(text: string) {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
