import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { schema } from '../../../db/index.js';
import { DomainError } from '../../../domain/errors.js';
import { Int4 } from '../../../http/bounds.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { authenticated } from '../../../plugins/app/auth.js';
import { appConversation, Conversations, Group, GroupId } from '../conversations.js';
import { chatMessages } from '../messages.js';

/**
 * The agents' conversations (SPEC §7 /gpts/chat_group_*; docs/apps.md): /group/*'s handlers over the caller's app
 * conversations only — a plain conversation's id is 404 here — and never a config change (the app decides the model).
 */
const agentGroups: FastifyPluginAsyncTypebox = async (app) => {
  const conversations = new Conversations(app);
  const mine = (userId: number) => and(eq(schema.chatGroups.userId, userId), appConversation)!;

  await app.register(
    authenticated(async (authed) => {
      authed.post(
        '/gpts/chat_group_create',
        {
          config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
          schema: {
            tags: ['agents'],
            description: '= /group/create {appId}: a conversation with the agent, refused when the caller may not use it (该应用已下架或删除).',
            body: Type.Object({ appId: Int4({ minimum: 1 }) }, { additionalProperties: false }),
            response: { 200: Envelope(Group), ...errorReplies(401, 404, 429) },
          },
        },
        async (request) => ok(await conversations.createWithApp(request.user.id, request.body.appId)),
      );

      authed.get(
        '/gpts/chat_group_get',
        {
          schema: {
            tags: ['agents'],
            description: "= /group/query over the caller's agent conversations: sticky first, then the latest, each with its agent's card.",
            response: { 200: Envelope(Type.Array(Group)), ...errorReplies(401) },
          },
        },
        async (request) => ok(await conversations.list(mine(request.user.id))),
      );

      authed.post(
        '/gpts/chat_group_update',
        {
          schema: {
            tags: ['agents'],
            description: '= /group/update without config: renames or sticks an agent conversation.',
            body: Type.Object(
              { groupId: GroupId, title: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })), isSticky: Type.Optional(Type.Boolean()) },
              { additionalProperties: false },
            ),
            response: { 200: Envelope(Group), ...errorReplies(401, 404) },
          },
        },
        async (request) => {
          const { groupId, title, isSticky } = request.body;
          return ok(await conversations.update(request.user.id, groupId, { title, isSticky }, { appOnly: true }));
        },
      );

      authed.post(
        '/gpts/chat_group_delete',
        {
          schema: {
            tags: ['agents'],
            description: '= /group/del for an agent conversation (its messages and files go with it).',
            body: Type.Object({ groupId: GroupId }, { additionalProperties: false }),
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 404) },
          },
        },
        async (request) => {
          const deleted = await conversations.remove(and(conversations.owned(request.body.groupId, request.user.id), appConversation)!);
          if (deleted === 0) throw new DomainError(chatMessages.unknownGroup, 404);
          return ok(null);
        },
      );

      authed.post(
        '/gpts/chat_group_clear',
        {
          schema: {
            tags: ['agents'],
            description: "= /group/delAll over the caller's agent conversations; plain ones stay.",
            response: { 200: Envelope(Type.Null()), ...errorReplies(401) },
          },
        },
        async (request) => {
          await conversations.remove(mine(request.user.id));
          return ok(null);
        },
      );
    }),
  );
};
export default agentGroups;
