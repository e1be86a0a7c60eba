import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { usedToday } from '../chatCharge.js';
import { chatMessages } from '../messages.js';
import { publicModel } from '../modelCatalog.js';
import { DomainError } from '../../../domain/errors.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';

/** chat_models.model_type's values (the model list's filter and each model's type). */
const ModelType = Type.Union([
  Type.Literal('chat'),
  Type.Literal('app'),
  Type.Literal('music'),
  Type.Literal('other'),
  Type.Literal('draw'),
  Type.Literal('file'),
]);
const Model = Type.Object(
  {
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
  },
  { $id: 'Model' },
);
const ModelTypeInfo = Type.Object({ label: Type.String(), value: Type.String() }, { $id: 'ModelTypeInfo' });
const modelTypes = [
  { label: '对话', value: 'chat' },
  { label: '应用', value: 'app' },
  { label: '音乐', value: 'music' },
  { label: '绘画', value: 'draw' },
  { label: '其他', value: 'other' },
];

/** SPEC §7 "Chat": the model list (served from memory), one model, the default model, the model types. */
const models: FastifyPluginAsyncTypebox = async (app) => {
  const usedBy = async (request: Parameters<typeof app.identify>[0]) => {
    const user = await app.identify(request);
    return user ? usedToday(app.database.db, user.id, app.clock.now()) : new Map<number, number>();
  };

  app.get(
    '/models/list',
    {
      schema: {
        tags: ['chat'],
        querystring: Type.Object({
          modelType: Type.Optional(ModelType),
          keyType: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
          page: Type.Optional(Type.Integer({ minimum: 1 })),
          size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
        }),
        response: {
          200: Envelope(
            Type.Object({
              rows: Type.Array(Model),
              count: Type.Integer(),
              demoMode: Type.Boolean({ description: 'Answers come from the built-in simulator: no model is configured' }),
            }),
          ),
          ...errorReplies(),
        },
      },
    },
    async (request) => {
      const { modelType, keyType, page = 1, size = 99 } = request.query;
      const rows = app.models.list(modelType, keyType);
      const used = await usedBy(request);
      const first = rows[0];
      const demo = app.chatDemo.target;
      const demoMode = demo !== null && first !== undefined && app.chat.targetFor(first)?.baseUrl === demo.baseUrl;
      return ok({ rows: rows.slice((page - 1) * size, page * size).map((row) => publicModel(row, used.get(row.id) ?? 0)), count: rows.length, demoMode });
    },
  );

  app.get(
    '/models/query',
    { schema: { tags: ['chat'], querystring: Type.Object({ id: Type.Integer({ minimum: 1 }) }), response: { 200: Envelope(Model), ...errorReplies(404) } } },
    async (request) => {
      const row = app.models.byId(request.query.id);
      if (!row) throw new DomainError(chatMessages.unknownModel, 404);
      return ok(publicModel(row, (await usedBy(request)).get(row.id) ?? 0));
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
    { schema: { tags: ['chat'], response: { 200: Envelope(Type.Object({ modelTypeList: Type.Array(ModelTypeInfo) })) } } },
    async () => ok({ modelTypeList: modelTypes }),
  );
};
export default models;
