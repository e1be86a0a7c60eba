import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { onRequestHookHandler } from 'fastify';
import { Type } from 'typebox';
import { usedToday } from '../chatCharge.js';
import { chatMessages } from '../messages.js';
import { type ModelRow, type ModelType as ModelTypeName, publicModel } from '../modelCatalog.js';
import { DomainError } from '../../../domain/errors.js';
import { Envelope, errorReplies, ok, sendSerialized } from '../../../http/envelope.js';
import { Int4 } from '../../../http/bounds.js';

/** chat_models.model_type's values (the model list's filter and each model's type). */
const ModelType = Type.Union([
  Type.Literal('chat'),
  Type.Literal('app'),
  Type.Literal('music'),
  Type.Literal('other'),
  Type.Literal('draw'),
  Type.Literal('file'),
]);
const modelFields = {
  id: Type.Integer(),
  modelName: Type.String(),
  model: Type.String(),
  cover: Type.String(),
  description: Type.String(),
  keyType: Type.Integer({ description: '1 basic, 2 advanced' }),
  modelType: ModelType,
  canAudio: Type.Boolean(),
  canUpload: Type.Boolean(),
  maxModelTokens: Type.Integer(),
  maxResponseTokens: Type.Integer(),
  topN: Type.Number(),
  systemMessage: Type.String(),
  maxRounds: Type.Integer(),
  rounds: Type.Integer(),
  deductType: Type.Integer({ description: '1 basic points, otherwise advanced' }),
  deduct: Type.Integer({ description: 'Points per use' }),
  vipFreeNum: Type.Integer({ description: 'Daily free uses for members; -1 free for members; 0 none' }),
  used: Type.Integer({ description: "The caller's free uses of this model today" }),
};
const Model = Type.Object(modelFields, { $id: 'Model' });
/** The same fields without the $id: one response may not declare 'Model' twice (modelMaps beside rows). */
const ModelEntry = Type.Object(modelFields);
const ModelTypeInfo = Type.Object({ label: Type.String(), value: Type.String() }, { $id: 'ModelTypeInfo' });
const modelTypes = [
  { label: '对话', value: 'chat' },
  { label: '应用', value: 'app' },
  { label: '音乐', value: 'music' },
  { label: '绘画', value: 'draw' },
  { label: '其他', value: 'other' },
];

/** The model list's filters (§7: keyType, modelType, model, page 1, size 99, upload 1). */
const listFilters = {
  modelType: Type.Optional(ModelType),
  keyType: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  model: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Only the model with this id (its `model`)' })),
  page: Type.Optional(Int4({ minimum: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  upload: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 1,
      description: "Sent by the family's model picker (upload=1); accepted and ignored: every model of the type is listed",
    }),
  ),
};
const ModelPage = {
  rows: Type.Array(Model),
  count: Type.Integer(),
  demoMode: Type.Boolean({ description: 'Answers come from the built-in simulator: no model is configured' }),
};

/** SPEC §7 "Chat": the model list (served from memory), one model, the default model, the model types. */
const models: FastifyPluginAsyncTypebox = async (app) => {
  /** The caller's free uses today by model: only members have any (vipFreeNum); visitors none, without a query. */
  const usedBy = async (request: Parameters<typeof app.identify>[0]) => {
    if (!request.headers.authorization) return new Map<number, number>();
    const user = await app.identify(request);
    return user ? usedToday(app.database.db, user.id, app.clock.now()) : new Map<number, number>();
  };
  const isDemo = (rows: ModelRow[]) => {
    const demo = app.chatDemo.target;
    return demo !== null && rows[0] !== undefined && app.chat.targetFor(rows[0])?.baseUrl === demo.baseUrl;
  };
  type Filters = { modelType?: ModelTypeName; keyType?: number; model?: string; page?: number; size?: number; id?: number };
  const pageOf = ({ modelType, keyType, model, id, page = 1, size = 99 }: Filters, used: Map<number, number>) => {
    const all = app.models.list(modelType).filter((row) => (model === undefined || row.model === model) && (id === undefined || row.id === id));
    const rows = keyType === undefined ? all : all.filter((row) => row.keyType === keyType);
    const view = (row: ModelRow) => publicModel(row, used.get(row.id) ?? 0);
    return { all, rows: rows.slice((page - 1) * size, page * size).map(view), count: rows.length, demoMode: isDemo(all), view };
  };
  /**
   * Replies without the caller's uses are the same for everyone until the operator changes a model or a setting
   * (demoMode follows the endpoint settings): kept serialised per address (bounded: the query string is the caller's),
   * dropped when the catalogue, the config or the demo upstream changes.
   */
  const serialised = new Map<string, Buffer>();
  let keptFor = { models: -1, config: -1, demo: app.chatDemo.target };
  const keptReply = (url: string) => {
    const { version: models } = app.models;
    const { version: config } = app.configStore;
    const demo = app.chatDemo.target;
    if (models !== keptFor.models || config !== keptFor.config || demo !== keptFor.demo) {
      serialised.clear();
      keptFor = { models, config, demo };
    }
    return serialised.get(url);
  };
  const kept = (url: string, build: () => unknown) => {
    let body = keptReply(url);
    if (body === undefined) {
      // UTF-8 once: a string reply would be measured and encoded again on every send.
      body = Buffer.from(JSON.stringify(build()));
      if (serialised.size >= 500) serialised.clear();
      serialised.set(url, body);
    }
    return body;
  };
  /**
   * A visitor asking for a kept address is answered before parsing, validation and the handler: the address passed
   * them when its reply was kept. (About a tenth of the route's CPU under load.)
   */
  const answerKept: onRequestHookHandler = (request, reply, done) => {
    const body = request.headers.authorization === undefined ? keptReply(request.url) : undefined;
    if (body === undefined) done();
    else sendSerialized(reply, body);
  };

  app.get(
    '/models/list',
    {
      onRequest: answerKept,
      schema: {
        tags: ['chat'],
        description: 'The enabled models of a type (§7), with the model types and the models by keyType (modelMaps[1] basic, [2] advanced).',
        querystring: Type.Object(listFilters),
        response: {
          200: Envelope(
            Type.Object({
              ...ModelPage,
              modelTypeList: Type.Array(ModelTypeInfo),
              modelMaps: Type.Record(Type.String({ pattern: '^[12]$' }), Type.Array(ModelEntry), { description: "keyType → that key type's models" }),
            }),
          ),
          ...errorReplies(),
        },
      },
    },
    async (request, reply) => {
      const used = await usedBy(request);
      const build = () => {
        const { all, view, ...page } = pageOf(request.query, used);
        const modelMaps: Record<string, ReturnType<typeof view>[]> = {};
        for (const row of all) (modelMaps[row.keyType] ??= []).push(view(row));
        return ok({ ...page, modelTypeList: modelTypes, modelMaps });
      };
      if (used.size) return build();
      return sendSerialized(reply, kept(request.url, build));
    },
  );

  app.get(
    '/models/query',
    {
      onRequest: answerKept,
      schema: {
        tags: ['chat'],
        description: "§7's model list call: the same filters as /models/list, and id; rows in data.rows.",
        querystring: Type.Object({ ...listFilters, id: Type.Optional(Int4({ minimum: 1, description: 'Only this model' })) }),
        response: { 200: Envelope(Type.Object(ModelPage)), ...errorReplies() },
      },
    },
    async (request, reply) => {
      const used = await usedBy(request);
      const build = () => {
        const { all: _all, view: _view, ...page } = pageOf(request.query, used);
        return ok(page);
      };
      if (used.size) return build();
      return sendSerialized(reply, kept(request.url, build));
    },
  );

  app.get(
    '/models/baseConfig',
    { schema: { tags: ['chat'], response: { 200: Envelope(Type.Object({ modelInfo: Model, modelTypeInfo: ModelTypeInfo })), ...errorReplies() } } },
    async (request) => {
      const row = app.models.defaultChatModel();
      if (!row) throw new DomainError(chatMessages.noModel);
      return ok({ modelInfo: publicModel(row, (await usedBy(request)).get(row.id) ?? 0), modelTypeInfo: modelTypes[0]! });
    },
  );

  app.get(
    '/models/modelTypeList',
    {
      schema: {
        tags: ['chat'],
        description: 'The model types; /models/list carries the same modelTypeList.',
        response: { 200: Envelope(Type.Object({ modelTypeList: Type.Array(ModelTypeInfo) })) },
      },
    },
    async () => ok({ modelTypeList: modelTypes }),
  );
};
export default models;
