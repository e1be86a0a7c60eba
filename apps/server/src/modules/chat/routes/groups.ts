import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { schema } from '../../../db/index.js';
import { chatMessages } from '../messages.js';
import { chosenSettingsOf, groupConfigFor } from '../groupConfig.js';
import { Conversations, Group, GroupId, GroupType } from '../conversations.js';
import { DomainError } from '../../../domain/errors.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { authenticated } from '../../../plugins/app/auth.js';
import { Int4 } from '../../../http/bounds.js';

/** SPEC §7 "Chat": the caller's conversations; every call is scoped to the caller (another user's group is 404). */
const group: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;
  const conversations = new Conversations(app);
  const { owned } = conversations;

  await app.register(
    authenticated(async (authed) => {
      authed.post(
        '/group/create',
        {
          config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
          schema: {
            tags: ['chat'],
            description:
              "A new conversation on the default chat model, or on `model` (an enabled chat model). appId 0 or absent: a plain chat; else a conversation with the app (titled with its name, on the app's model and price), refused when the caller may not use it.",
            body: Type.Object(
              {
                appId: Type.Optional(Int4({ minimum: 0, description: 'The app (agent) it talks to; 0 or absent for a plain chat' })),
                modelType: Type.Optional(GroupType),
                model: Type.Optional(
                  Type.String({ minLength: 1, maxLength: 100, description: 'The chat model to start on (its `model`); the default model when absent' }),
                ),
              },
              { additionalProperties: false },
            ),
            response: { 200: Envelope(Group), ...errorReplies(401, 404, 429) },
          },
        },
        async (request) => {
          const { appId, modelType = 'chat', model: chosen } = request.body;
          if (appId) return ok(await conversations.createWithApp(request.user.id, appId));
          const model = chosen === undefined ? app.models.defaultChatModel() : app.models.list('chat').find((row) => row.model === chosen);
          if (!model) throw chosen === undefined ? new DomainError(chatMessages.noModel) : new DomainError(chatMessages.unknownModel, 404);
          const [row] = await db
            .insert(schema.chatGroups)
            .values({ userId: request.user.id, appId: appId || null, modelType, config: groupConfigFor(model) })
            .returning();
          return ok(conversations.view(row!));
        },
      );

      authed.get(
        '/group/query',
        {
          schema: {
            tags: ['chat'],
            querystring: Type.Object({ modelType: Type.Optional(GroupType) }),
            response: { 200: Envelope(Type.Array(Group)), ...errorReplies(401) },
          },
        },
        async (request) => {
          return ok(
            await conversations.list(and(eq(schema.chatGroups.userId, request.user.id), eq(schema.chatGroups.modelType, request.query.modelType ?? 'chat'))!),
          );
        },
      );

      authed.post(
        '/group/update',
        {
          schema: {
            tags: ['chat'],
            body: Type.Object(
              {
                groupId: GroupId,
                title: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
                isSticky: Type.Optional(Type.Boolean()),
                config: Type.Optional(
                  Type.String({
                    minLength: 2,
                    maxLength: 8000,
                    description: 'JSON; only modelInfo.model, topN, rounds and maxResponseTokens are taken, within the model limits',
                  }),
                ),
              },
              { additionalProperties: false },
            ),
            response: { 200: Envelope(Group), ...errorReplies(401, 404) },
          },
        },
        async (request) => {
          const { groupId, title, isSticky, config } = request.body;
          let normalised: string | undefined;
          if (config !== undefined) {
            const chosen = chosenSettingsOf(config);
            const model = chosen && app.models.byModel(chosen.model);
            if (!chosen || !model) throw new DomainError(chatMessages.badConfig);
            normalised = groupConfigFor(model, chosen);
          }
          return ok(await conversations.update(request.user.id, groupId, { title, isSticky, config: normalised }));
        },
      );

      authed.post(
        '/group/del',
        {
          schema: {
            tags: ['chat'],
            body: Type.Object({ groupId: GroupId }, { additionalProperties: false }),
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 404) },
          },
        },
        async (request) => {
          const deleted = await conversations.remove(owned(request.body.groupId, request.user.id));
          if (deleted === 0) throw new DomainError(chatMessages.unknownGroup, 404);
          return ok(null);
        },
      );

      authed.post(
        '/group/delAll',
        {
          schema: {
            tags: ['chat'],
            body: Type.Object({ modelType: Type.Optional(GroupType) }, { additionalProperties: false }),
            response: { 200: Envelope(Type.Null()), ...errorReplies(401) },
          },
          preValidation: async (request) => {
            request.body ??= {};
          },
        },
        async (request) => {
          await conversations.remove(and(eq(schema.chatGroups.userId, request.user.id), eq(schema.chatGroups.modelType, request.body.modelType ?? 'chat'))!);
          return ok(null);
        },
      );
    }),
  );
};
export default group;
