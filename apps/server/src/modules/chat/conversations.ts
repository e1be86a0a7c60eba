import { and, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { schema } from '../../db/index.js';
import { DomainError } from '../../domain/errors.js';
import { Int4 } from '../../http/bounds.js';
import { appChatMessages, type AppCard } from './appTurn.js';
import { appGroupConfigFor } from './groupConfig.js';
import { chatMessages } from './messages.js';

type GroupRow = typeof schema.chatGroups.$inferSelect;

/** chat on /chat, file on /document, knowledge on /knowledge/agent (its questions go to /knowledge/chat). */
export const GroupType = Type.Union([Type.Literal('chat'), Type.Literal('file'), Type.Literal('knowledge')]);
export const GroupId = Int4({ minimum: 1 });
export const Group = Type.Object(
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

/**
 * A user's conversations as both call families handle them (/group/* and the agents' /gpts/chat_group_*): creating
 * one with an app, listing, renaming and sticking, deleting with their files. Every call is scoped to its caller.
 */
export class Conversations {
  constructor(private readonly app: FastifyInstance) {}

  readonly owned = (groupId: number, userId: number) => and(eq(schema.chatGroups.id, groupId), eq(schema.chatGroups.userId, userId))!;

  view(row: GroupRow, card?: AppCard) {
    return {
      id: row.id,
      title: row.title,
      isSticky: row.isSticky,
      appId: row.appId,
      modelType: row.modelType,
      config: row.config,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      ...(row.appId !== null && card ? { modelId: row.appId, gptsApp: card.gptsApp, logo: card.logo, desc: card.des, demoData: card.demoData } : {}),
    };
  }

  /** Groups as clients see them: app conversations with their app's card. */
  async views(rows: GroupRow[]) {
    const appIds = [...new Set(rows.flatMap((row) => (row.appId === null ? [] : [row.appId])))];
    const cards = appIds.length ? await this.app.chat.appStore.cards(appIds) : new Map<number, AppCard>();
    return rows.map((row) => this.view(row, row.appId === null ? undefined : cards.get(row.appId)));
  }

  /** A conversation with an app the caller may use now (titled with its name, on its model and price). */
  async createWithApp(userId: number, appId: number) {
    const chatApp = await this.app.chat.appStore.usable(appId, userId);
    const [row] = await this.app.database.db
      .insert(schema.chatGroups)
      .values({ userId, appId, modelType: 'chat', title: chatApp.name, config: appGroupConfigFor(this.app.chat.appModel(chatApp), chatApp) })
      .returning();
    return (await this.views([row!]))[0]!;
  }

  /** The groups `where` selects, sticky first, then the latest. */
  async list(where: SQL) {
    const rows = await this.app.database.db
      .select()
      .from(schema.chatGroups)
      .where(where)
      .orderBy(desc(schema.chatGroups.isSticky), desc(schema.chatGroups.updatedAt), desc(schema.chatGroups.id));
    return this.views(rows);
  }

  /**
   * Renames, sticks or (`config`, already normalised) re-configures the caller's group; `appOnly` limits it to app
   * conversations. An app conversation's model and price are the app's: a config for one is refused.
   */
  async update(userId: number, groupId: number, change: { title?: string; isSticky?: boolean; config?: string }, { appOnly = false } = {}) {
    const { db } = this.app.database;
    const { title, isSticky, config } = change;
    const changes = {
      ...(title !== undefined ? { title: title.trim() || '新对话' } : {}),
      ...(isSticky !== undefined ? { isSticky } : {}),
      ...(config ? { config } : {}),
    };
    const where = and(this.owned(groupId, userId), config ? isNull(schema.chatGroups.appId) : undefined, appOnly ? appConversation : undefined);
    // Nothing to change (every field absent): the group as it is.
    const [row] = Object.keys(changes).length
      ? await db.update(schema.chatGroups).set(changes).where(where).returning()
      : await db.select().from(schema.chatGroups).where(where);
    if (!row) {
      const [appGroup] = config ? await db.select({ id: schema.chatGroups.id }).from(schema.chatGroups).where(this.owned(groupId, userId)) : [];
      throw appGroup ? new DomainError(appChatMessages.fixedModel) : new DomainError(chatMessages.unknownGroup, 404);
    }
    return (await this.views([row]))[0]!;
  }

  /**
   * Deletes the groups `where` selects with their logs and files (one transaction), then the files' stored
   * bytes — a deleted conversation leaves nothing of the user's documents behind. Returns how many groups went.
   */
  async remove(where: SQL): Promise<number> {
    const { db } = this.app.database;
    const store = this.app.fileStore;
    const { groups, files } = await db.transaction(async (tx) => {
      const doomed = tx.select({ id: schema.chatGroups.id }).from(schema.chatGroups).where(where);
      const files = await tx.delete(schema.chatFiles).where(inArray(schema.chatFiles.groupId, doomed)).returning({ url: schema.chatFiles.url });
      const groups = await tx.delete(schema.chatGroups).where(where).returning({ id: schema.chatGroups.id });
      return { groups, files };
    });
    for (const { url } of files) {
      const key = store.keyOfUrl(url, undefined);
      // The rows are gone either way; a storage failure leaves an unreachable file, which is logged.
      if (key) await store.remove(key).catch((error: unknown) => this.app.log.warn({ err: error, key }, 'chat file not removed from storage'));
    }
    return groups.length;
  }
}

/** Conversations with an app (the agents' /gpts/chat_group_* calls see only these). */
export const appConversation = isNotNull(schema.chatGroups.appId);
