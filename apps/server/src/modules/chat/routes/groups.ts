import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import { schema } from '../../../db/index.js';
import { chatMessages } from '../messages.js';
import { appGroupConfigFor, chosenSettingsOf, groupConfigFor } from '../groupConfig.js';
import { appChatMessages, type AppCard } from '../appTurn.js';
import { DomainError } from '../../../domain/errors.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { authenticated } from '../../../plugins/app/auth.js';
import { Int4 } from '../../../http/bounds.js';

const GroupType = Type.Union([Type.Literal('chat'), Type.Literal('file')]);
const Group = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    isSticky: Type.Boolean(),
    appId: Type.Union([Type.Integer(), Type.Null()]),
    modelType: GroupType,
    config: Type.String({ description: 'JSON: {modelInfo, modelTypeInfo} (SPEC §3)' }),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
    // An app conversation's app, from its live version (SPEC §3's custom-agent group).
    modelId: Type.Optional(Type.Integer({ description: "App conversations: the app's id" })),
    gptsApp: Type.Optional(Type.Boolean({ description: 'App conversations: the app is an agent made on /gpts' })),
    logo: Type.Optional(Type.String()),
    desc: Type.Optional(Type.String()),
    demoData: Type.Optional(Type.String({ description: 'One example question per line' })),
  },
  { $id: 'ChatGroup' },
);
const GroupId = Int4({ minimum: 1 });

const groupView = (row: typeof schema.chatGroups.$inferSelect, card?: AppCard) => ({
  id: row.id,
  title: row.title,
  isSticky: row.isSticky,
  appId: row.appId,
  modelType: row.modelType,
  config: row.config,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  ...(row.appId !== null && card ? { modelId: row.appId, gptsApp: card.gptsApp, logo: card.logo, desc: card.des, demoData: card.demoData } : {}),
});

/** SPEC §7 "Chat": the caller's conversations; every call is scoped to the caller (another user's group is 404). */
const group: FastifyPluginAsyncTypebox = async (app) => {
  const store = app.fileStore;
  const db = app.database.db;
  const owned = (groupId: number, userId: number) => and(eq(schema.chatGroups.id, groupId), eq(schema.chatGroups.userId, userId))!;
  /** Groups as clients see them: app conversations with their app's card. */
  const viewsOf = async (rows: (typeof schema.chatGroups.$inferSelect)[]) => {
    const appIds = [...new Set(rows.flatMap((row) => (row.appId === null ? [] : [row.appId])))];
    const cards = appIds.length ? await app.chat.appStore.cards(appIds) : new Map<number, AppCard>();
    return rows.map((row) => groupView(row, row.appId === null ? undefined : cards.get(row.appId)));
  };

  /**
   * Deletes the groups `where` selects with their logs and files (one transaction), then the files' stored
   * bytes — a deleted conversation leaves nothing of the user's documents behind. Returns how many groups went.
   */
  async function deleteGroups(where: SQL): Promise<number> {
    const { groups, files } = await db.transaction(async (tx) => {
      const doomed = tx.select({ id: schema.chatGroups.id }).from(schema.chatGroups).where(where);
      const files = await tx.delete(schema.chatFiles).where(inArray(schema.chatFiles.groupId, doomed)).returning({ url: schema.chatFiles.url });
      const groups = await tx.delete(schema.chatGroups).where(where).returning({ id: schema.chatGroups.id });
      return { groups, files };
    });
    for (const { url } of files) {
      const key = store.keyOfUrl(url, undefined);
      // The rows are gone either way; a storage failure leaves an unreachable file, which is logged.
      if (key) await store.remove(key).catch((error: unknown) => app.log.warn({ err: error, key }, 'chat file not removed from storage'));
    }
    return groups.length;
  }

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
          if (appId) {
            const chatApp = await app.chat.appStore.usable(appId, request.user.id);
            const [row] = await db
              .insert(schema.chatGroups)
              .values({
                userId: request.user.id,
                appId,
                modelType: 'chat',
                title: chatApp.name,
                config: appGroupConfigFor(app.chat.appModel(chatApp), chatApp),
              })
              .returning();
            return ok((await viewsOf([row!]))[0]!);
          }
          const model = chosen === undefined ? app.models.defaultChatModel() : app.models.list('chat').find((row) => row.model === chosen);
          if (!model) throw chosen === undefined ? new DomainError(chatMessages.noModel) : new DomainError(chatMessages.unknownModel, 404);
          const [row] = await db
            .insert(schema.chatGroups)
            .values({ userId: request.user.id, appId: appId || null, modelType, config: groupConfigFor(model) })
            .returning();
          return ok(groupView(row!));
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
          const rows = await db
            .select()
            .from(schema.chatGroups)
            .where(and(eq(schema.chatGroups.userId, request.user.id), eq(schema.chatGroups.modelType, request.query.modelType ?? 'chat')))
            .orderBy(desc(schema.chatGroups.isSticky), desc(schema.chatGroups.updatedAt), desc(schema.chatGroups.id));
          return ok(await viewsOf(rows));
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
          const [row] = await db
            .update(schema.chatGroups)
            .set({
              ...(title !== undefined ? { title: title.trim() || '新对话' } : {}),
              ...(isSticky !== undefined ? { isSticky } : {}),
              ...(normalised ? { config: normalised } : {}),
            })
            // An app conversation's model and price are the app's: a config for one is refused below.
            .where(and(owned(groupId, request.user.id), normalised ? isNull(schema.chatGroups.appId) : undefined))
            .returning();
          if (!row) {
            const [appGroup] = normalised ? await db.select({ id: schema.chatGroups.id }).from(schema.chatGroups).where(owned(groupId, request.user.id)) : [];
            throw appGroup ? new DomainError(appChatMessages.fixedModel) : new DomainError(chatMessages.unknownGroup, 404);
          }
          return ok((await viewsOf([row]))[0]!);
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
          const deleted = await deleteGroups(owned(request.body.groupId, request.user.id));
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
          await deleteGroups(and(eq(schema.chatGroups.userId, request.user.id), eq(schema.chatGroups.modelType, request.body.modelType ?? 'chat'))!);
          return ok(null);
        },
      );
    }),
  );
};
export default group;
