import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { rowsOf } from '../../../db/rawRows.js';
import { DomainError } from '../../../domain/errors.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { adminScope } from '../../../plugins/app/admin.js';
import { EmbeddingError, embedBatch } from '../embeddings/embeddingClient.js';

const whole = (maximum: number, minimum = 0) => Type.Integer({ minimum, maximum });
const Quota = Type.Object({ bases: whole(10_000), documents: whole(1_000_000), pages: whole(100_000_000), notes: whole(1_000_000) });

/** What the operator tunes at once: prices, the answering model, the relevance floor, the quotas. */
const KnowledgeSettings = Type.Object({
  knowledgeEmbedPoints: whole(100_000),
  knowledgeEmbedPages: whole(10_000, 1),
  knowledgeChatModel: Type.String({ maxLength: 100, description: 'A chat model, or empty for the conversation’s own' }),
  knowledgeAssistModel: Type.String({ maxLength: 100, description: 'The chat model of a note’s 续写, 总结, 润色, or empty for the answering model' }),
  knowledgeMinSimilarity: Type.Number({ minimum: 0, maximum: 1 }),
  knowledgeQuotaMember: Quota,
  knowledgeQuotaFree: Quota,
});
type KnowledgeSettings = Static<typeof KnowledgeSettings>;

/** Where passages are embedded (the key is write-only); a new model or width builds a new space. */
const EmbeddingEndpoint = Type.Object({
  knowledgeEmbeddingUrl: Type.String({
    maxLength: 500,
    pattern: '^(https?://[^\\s]+)?$',
    description: 'An OpenAI-compatible base (…/v1), or empty: demo mode',
  }),
  knowledgeEmbeddingModel: Type.String({ minLength: 1, maxLength: 100 }),
  knowledgeEmbeddingDimensions: whole(2000, 1),
});
type EmbeddingEndpoint = Static<typeof EmbeddingEndpoint>;

const unknownModel = { zh: '回答模型不存在或不是对话模型', en: 'The answering model does not exist or is not a chat model' };

/**
 * The back office's knowledge-base settings (docs/knowledge.md "Back office"): prices, model, quotas at once; the
 * embedding endpoint (where users' documents go) and its key through the two-step confirmation, the key write-only;
 * 测试连接 embeds a line with the given or saved endpoint; the status says which vector search runs and what is stored.
 */
const adminKnowledge: FastifyPluginAsyncTypebox = async (app) => {
  const store = app.configStore;
  const current = () => {
    const settings = app.knowledgeSettings;
    return {
      settings: {
        knowledgeEmbedPoints: settings.embedPoints,
        knowledgeEmbedPages: settings.embedPages,
        knowledgeChatModel: settings.chatModel,
        knowledgeAssistModel: store.get<string>('knowledgeAssistModel', ''),
        knowledgeMinSimilarity: settings.minSimilarity,
        knowledgeQuotaMember: settings.quota(true),
        knowledgeQuotaFree: settings.quota(false),
      } satisfies KnowledgeSettings,
      endpoint: {
        knowledgeEmbeddingUrl: store.get<string>('knowledgeEmbeddingUrl', ''),
        knowledgeEmbeddingModel: settings.model,
        knowledgeEmbeddingDimensions: settings.dimensions,
      } satisfies EmbeddingEndpoint,
    };
  };

  await app.register(
    adminScope(async (operator) => {
      operator.get(
        '/admin/knowledge/settings',
        {
          schema: {
            tags: ['admin'],
            summary: 'The knowledge base’s settings, endpoint, vector search, embedding spaces and what users hold',
            response: {
              200: Envelope(
                Type.Object({
                  settings: KnowledgeSettings,
                  endpoint: EmbeddingEndpoint,
                  keySet: Type.Boolean(),
                  demoMode: Type.Boolean({ description: 'No endpoint configured: the built-in simulator embeds (no meaning, shared words only)' }),
                  vectors: Type.Union([Type.Literal('pgvector'), Type.Literal('plain')], {
                    description:
                      'pgvector: HNSW search; plain: the database has no pgvector, the vectors whose sign bits agree most are ranked exactly (every vector of a small base)',
                  }),
                  spaces: Type.Array(
                    Type.Object({ id: Type.Integer(), model: Type.String(), dimensions: Type.Integer(), status: Type.String(), vectors: Type.Integer() }),
                  ),
                  usage: Type.Object({
                    users: Type.Integer(),
                    bases: Type.Integer(),
                    documents: Type.Integer(),
                    pages: Type.Integer(),
                    passages: Type.Integer(),
                  }),
                  chatModels: Type.Array(Type.Object({ model: Type.String(), name: Type.String() })),
                }),
              ),
              ...errorReplies(401, 403),
            },
          },
        },
        async () => {
          const spaces = await rowsOf<{ id: number; model: string; dimensions: number; status: string; vectors: number }>(
            app.database.db,
            sql`select s.id, s.model, s.dimensions, s.status, (select count(*)::integer from knowledge_vectors v where v.space_id = s.id) as vectors
              from embedding_spaces s order by s.id`,
          );
          const [usage] = await rowsOf<{ users: number; bases: number; documents: number; pages: number; passages: number }>(
            app.database.db,
            sql`select (select count(*)::integer from knowledge_usage where bases > 0) as users, (select count(*)::integer from knowledge_bases) as bases,
              (select count(*)::integer from knowledge_documents) as documents, (select coalesce(sum(pages), 0)::integer from knowledge_documents) as pages,
              (select count(*)::integer from knowledge_chunks) as passages`,
          );
          return ok({
            ...current(),
            keySet: store.get<string>('knowledgeEmbeddingKey', '') !== '',
            demoMode: app.knowledgeSettings.demoMode,
            vectors: app.database.vectors,
            spaces,
            usage: usage!,
            chatModels: app.models.list('chat').map((row) => ({ model: row.model, name: row.modelName })),
          });
        },
      );

      operator.post(
        '/admin/knowledge/settings',
        {
          schema: {
            tags: ['admin'],
            summary: 'Changes the knowledge base’s prices, answering and assist models, relevance floor or quotas (only the keys being changed)',
            body: Type.Object({ values: Type.Partial(KnowledgeSettings, { minProperties: 1 }) }),
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403) },
          },
        },
        async (request) => {
          const values = { ...request.body.values };
          for (const key of ['knowledgeChatModel', 'knowledgeAssistModel'] as const) {
            const model = values[key]?.trim();
            if (model === undefined) continue;
            if (model && app.models.byModel(model)?.modelType !== 'chat') throw new DomainError(unknownModel);
            values[key] = model;
          }
          const keys = Object.keys(values) as (keyof KnowledgeSettings)[];
          const before = Object.fromEntries(keys.map((key) => [key, current().settings[key]]));
          await store.setMany(values, (tx) =>
            app.audit(request, { operatorId: request.user.id, action: 'knowledge.settings', target: keys.join(','), before, after: values }, tx),
          );
          return ok(null);
        },
      );

      operator.post(
        '/admin/knowledge/endpoint',
        {
          config: { confirm: true },
          schema: {
            tags: ['admin'],
            summary: 'Changes where documents are embedded and the key (two-step confirmation); another model or width builds a new space',
            description: 'knowledgeEmbeddingKey: a value replaces it, null clears it. Empty URL everywhere: demo mode.',
            body: Type.Object({
              values: Type.Partial(
                Type.Object({
                  ...EmbeddingEndpoint.properties,
                  knowledgeEmbeddingKey: Type.Union([Type.String({ minLength: 1, maxLength: 500 }), Type.Null()]),
                }),
                { minProperties: 1 },
              ),
            }),
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403) },
          },
        },
        async (request) => {
          const { knowledgeEmbeddingKey: key, ...endpoint } = request.body.values;
          const keys = Object.keys(endpoint) as (keyof EmbeddingEndpoint)[];
          const before = Object.fromEntries(keys.map((name) => [name, current().endpoint[name]]));
          const values = { ...endpoint, ...(key === undefined ? {} : { knowledgeEmbeddingKey: key ?? '' }) };
          await store.setMany(values, (tx) =>
            app.audit(
              request,
              {
                operatorId: request.user.id,
                action: 'knowledge.endpoint',
                target: Object.keys(values).join(','),
                before,
                after: { ...endpoint, ...(key === undefined ? {} : { knowledgeEmbeddingKey: '已修改' }) },
              },
              tx,
            ),
          );
          return ok(null);
        },
      );

      operator.post(
        '/admin/knowledge/test',
        {
          schema: {
            tags: ['admin'],
            summary: '测试连接: embeds one line with the given endpoint (else the saved one) and says what came back',
            description: 'The saved key is only ever sent to the saved address: testing another address needs its key.',
            body: Type.Object({
              url: Type.Optional(EmbeddingEndpoint.properties.knowledgeEmbeddingUrl),
              key: Type.Optional(Type.String({ maxLength: 500 })),
              model: Type.Optional(EmbeddingEndpoint.properties.knowledgeEmbeddingModel),
              dimensions: Type.Optional(EmbeddingEndpoint.properties.knowledgeEmbeddingDimensions),
            }),
            response: {
              200: Envelope(
                Type.Object({ ok: Type.Boolean(), dimensions: Type.Integer(), ms: Type.Integer(), error: Type.Union([Type.String(), Type.Null()]) }),
              ),
              ...errorReplies(401, 403),
            },
          },
        },
        async (request) => {
          const saved = app.knowledgeSettings.embeddingTarget();
          const savedUrl = store.get<string>('knowledgeEmbeddingUrl', '').trim().replace(/\/+$/, '');
          const url = request.body.url?.trim().replace(/\/+$/, '') || savedUrl;
          const key = request.body.key || (url === savedUrl ? (saved?.apiKey ?? '') : '');
          const target = url
            ? {
                baseUrl: url,
                apiKey: key,
                model: request.body.model ?? app.knowledgeSettings.model,
                dimensions: request.body.dimensions ?? app.knowledgeSettings.dimensions,
              }
            : saved;
          const dimensions = target?.dimensions ?? 0;
          if (!target) return ok({ ok: false, dimensions, ms: 0, error: '演示模式：尚未配置向量接口' });
          const started = performance.now();
          try {
            const [vector] = await embedBatch(target, ['灵犀知识库连接测试'], { timeoutMs: 15_000 });
            return ok({ ok: true, dimensions: vector!.length, ms: Math.round(performance.now() - started), error: null });
          } catch (error) {
            const message = error instanceof EmbeddingError ? error.message : String(error);
            return ok({ ok: false, dimensions, ms: Math.round(performance.now() - started), error: message });
          }
        },
      );
    }),
  );
};
export default adminKnowledge;
