import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq, lt } from 'drizzle-orm';
import { type Static, Type } from 'typebox';
import { SourceCard } from '../chatFrame.js';
import { schema } from '../../../db/index.js';
import { chatMessages } from '../messages.js';
import { DomainError } from '../../../domain/errors.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { authenticated } from '../../../plugins/app/auth.js';
import { Int4 } from '../../../http/bounds.js';

const ChatLog = Type.Object(
  {
    id: Type.Integer(),
    groupId: Type.Integer(),
    role: Type.Union([Type.Literal('user'), Type.Literal('assistant')]),
    logType: Type.Integer({ description: 'SPEC §3: 1 a text chat message' }),
    content: Type.String(),
    reasoning: Type.String(),
    status: Type.Union([Type.Literal('streaming'), Type.Literal('done'), Type.Literal('stopped'), Type.Literal('failed'), Type.Literal('interrupted')], {
      description: 'interrupted: the server streaming it stopped (a crash); the points it cost were given back',
    }),
    model: Type.String(),
    modelName: Type.String(),
    promptTokens: Type.Integer(),
    completionTokens: Type.Integer(),
    fileId: Type.Union([Type.Integer(), Type.Null()], { description: 'A question about an uploaded file (file chat): the file' }),
    fileName: Type.Union([Type.String(), Type.Null()]),
    fileUrl: Type.Union([Type.String(), Type.Null()]),
    fileKind: Type.Union([Type.Literal('document'), Type.Literal('image'), Type.Null()]),
    sources: Type.Union([Type.Array(SourceCard), Type.Null()], { description: 'A grounded answer (/knowledge/chat): the sources it cited' }),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'ChatLog' },
);

/** SPEC §7 "Chat": a conversation's messages, paged from the newest (the group's index), and deleting them. */
const chatlog: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;
  const ownGroup = async (groupId: number, userId: number) => {
    const [group] = await db
      .select({ id: schema.chatGroups.id })
      .from(schema.chatGroups)
      .where(and(eq(schema.chatGroups.id, groupId), eq(schema.chatGroups.userId, userId)));
    if (!group) throw new DomainError(chatMessages.unknownGroup, 404);
  };

  await app.register(
    authenticated(async (authed) => {
      authed.get(
        '/chatlog/chatList',
        {
          schema: {
            tags: ['chat'],
            description:
              "SPEC §3: the group's messages, each with its logType — the newest `size` (50) oldest first; `before` pages back. A page shorter than `size` is the first of the conversation.",
            querystring: Type.Object({
              groupId: Int4({ minimum: 1 }),
              logType: Type.Optional(Int4({ minimum: 1, description: 'Only messages of this logType' })),
              before: Type.Optional(Int4({ minimum: 1, description: 'Only messages older than this id (the next page back)' })),
              size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
            }),
            response: { 200: Envelope(Type.Array(ChatLog)), ...errorReplies(401, 404) },
          },
        },
        async (request) => {
          const { groupId, logType, before, size = 50 } = request.query;
          await ownGroup(groupId, request.user.id);
          const rows = await db
            .select({ log: schema.chatLogs, fileName: schema.chatFiles.name, fileUrl: schema.chatFiles.url, fileKind: schema.chatFiles.kind })
            .from(schema.chatLogs)
            .leftJoin(schema.chatFiles, eq(schema.chatFiles.id, schema.chatLogs.fileId))
            .where(
              and(
                eq(schema.chatLogs.groupId, groupId),
                logType === undefined ? undefined : eq(schema.chatLogs.logType, logType),
                before === undefined ? undefined : lt(schema.chatLogs.id, before),
              ),
            )
            .orderBy(desc(schema.chatLogs.id))
            .limit(size);
          return ok(
            rows.reverse().map(({ log: { userId: _user, createdAt, sources, ...row }, fileUrl, ...file }) => ({
              ...row,
              sources: (sources ?? null) as Static<typeof SourceCard>[] | null,
              ...file,
              fileUrl: app.signedFileUrls.present(fileUrl),
              createdAt: createdAt.toISOString(),
            })),
          );
        },
      );

      authed.post(
        '/chatlog/del',
        {
          schema: {
            tags: ['chat'],
            body: Type.Object({ id: Int4({ minimum: 1 }) }, { additionalProperties: false }),
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 404) },
          },
        },
        async (request) => {
          const [row] = await db
            .delete(schema.chatLogs)
            .where(and(eq(schema.chatLogs.id, request.body.id), eq(schema.chatLogs.userId, request.user.id)))
            .returning({ id: schema.chatLogs.id });
          if (!row) throw new DomainError(chatMessages.unknownLog, 404);
          return ok(null);
        },
      );

      authed.post(
        '/chatlog/delByGroupId',
        {
          schema: {
            tags: ['chat'],
            description: "Empties a conversation: all its messages, or with `type` only that logType's.",
            body: Type.Object(
              { groupId: Int4({ minimum: 1 }), type: Type.Optional(Int4({ minimum: 1, description: 'Only messages of this logType' })) },
              { additionalProperties: false },
            ),
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 404) },
          },
        },
        async (request) => {
          const { groupId, type } = request.body;
          await ownGroup(groupId, request.user.id);
          await db.delete(schema.chatLogs).where(and(eq(schema.chatLogs.groupId, groupId), type === undefined ? undefined : eq(schema.chatLogs.logType, type)));
          return ok(null);
        },
      );
    }),
  );
};
export default chatlog;
