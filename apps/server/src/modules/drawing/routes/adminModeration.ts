import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq, lt } from 'drizzle-orm';
import { Type } from 'typebox';
import { schema } from '../../../db/index.js';
import { DomainError } from '../../../domain/errors.js';
import { Int4 } from '../../../http/bounds.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { adminScope } from '../../../plugins/app/admin.js';
import type { MjJobPayload } from '../mjJobs.js';
import { drawingMessages } from '../messages.js';

const Stamp = Type.String({ format: 'date-time' });
const Url = Type.Union([Type.String(), Type.Null()], { description: 'A short-lived signed address of the private file' });
const ModeratedDrawing = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  username: Type.Union([Type.String(), Type.Null()]),
  kind: Type.String(),
  action: Type.String(),
  status: Type.String({ description: "The job's status" }),
  prompt: Type.String({ description: 'As the user typed it (or, without one, as sent upstream)' }),
  thumbUrl: Url,
  imageUrl: Url,
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
  pictures: Type.Integer({ description: 'How many pictures it made' }),
  createdAt: Stamp,
});

/**
 * Moderation (back office): every user's drawings, newest first (one user's with `userId`), each with its picture
 * through a short-lived signed address; an operator may delete one that breaks the site's rules — with its files, a
 * queued one cancelled and refunded first, one being drawn refused — through the two-step confirmation, audited.
 */
const adminDrawingModeration: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const d = schema.drawings;
  const j = schema.generationJobs;
  const urlOf = (key: string | null) => (key ? app.signedFileUrls.present(app.fileStore.urlOfKey(key)) : null);
  await app.register(
    adminScope(async (operator) => {
      operator.get(
        '/admin/drawings',
        {
          schema: {
            tags: ['admin'],
            summary: "Users' drawings for moderation, newest first; `before` is the last id seen",
            querystring: Type.Object({
              userId: Type.Optional(Int4({ minimum: 1 })),
              before: Type.Optional(Int4({ minimum: 1 })),
              size: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })),
            }),
            response: {
              200: Envelope(Type.Object({ rows: Type.Array(ModeratedDrawing), next: Type.Union([Type.Integer(), Type.Null()]) })),
              ...errorReplies(401, 403),
            },
          },
        },
        async (request) => {
          const { userId, before, size = 24 } = request.query;
          const rows = await db
            .select({ drawing: d, status: j.status, payload: j.payload, username: schema.users.username })
            .from(d)
            .innerJoin(j, eq(j.id, d.id))
            .leftJoin(schema.users, eq(schema.users.id, d.userId))
            .where(and(userId ? eq(d.userId, userId) : undefined, before ? lt(d.id, before) : undefined))
            .orderBy(desc(d.id))
            .limit(size + 1);
          const page = rows.slice(0, size);
          return ok({
            rows: page.map(({ drawing, status, payload, username }) => ({
              id: drawing.id,
              userId: drawing.userId,
              username,
              kind: drawing.kind,
              action: drawing.action,
              status,
              prompt: drawing.originPrompt || (payload as Partial<MjJobPayload>).finalPrompt || drawing.prompt,
              thumbUrl: urlOf(drawing.thumbKey),
              imageUrl: urlOf(drawing.imageKey),
              width: drawing.width,
              height: drawing.height,
              pictures: (drawing.imageKey ? 1 : 0) + drawing.extraImages.length,
              createdAt: drawing.createdAt.toISOString(),
            })),
            next: rows.length > size ? (page.at(-1)?.drawing.id ?? null) : null,
          });
        },
      );

      operator.delete(
        '/admin/drawings/:id',
        {
          config: { confirm: true },
          schema: {
            tags: ['admin'],
            summary: 'Deletes a drawing and its pictures (a queued one is cancelled and refunded; two-step confirmation)',
            params: Type.Object({ id: Int4({ minimum: 1 }) }),
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const { id } = request.params;
          const [row] = await db.select({ userId: d.userId, action: d.action, prompt: d.originPrompt }).from(d).where(eq(d.id, id));
          if (!row) throw new DomainError(drawingMessages.unknownDrawing, 404);
          await app.drawing.remove(row.userId, id);
          await app.audit(request, { operatorId: request.user.id, action: 'drawings.delete', target: `drawing:${id}`, before: row });
          return ok(null);
        },
      );
    }),
  );
};
export default adminDrawingModeration;
