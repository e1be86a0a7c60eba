import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { INT4_MIN, Int4 } from '../../../http/bounds.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { adminScope } from '../../../plugins/app/admin.js';

const Id = Type.Object({ id: Int4({ minimum: 1 }) });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(item: T) => Type.Union([item, Type.Null()]);
const Kind = Type.Union([Type.Literal('rec'), Type.Literal('swiper')], { description: 'rec: the recommendations; swiper: the carousel' });
const Time = Nullable(Type.String({ format: 'date-time', maxLength: 40 }));
const AdminSlot = Type.Object({
  id: Type.Integer(),
  kind: Kind,
  title: Type.String(),
  image: Type.String({ description: "The operator's picture; '' for an app's slot showing the app's logo" }),
  target: Type.String({ description: "A route of this site; '' when appId is set" }),
  appId: Nullable(Type.Integer()),
  tagId: Nullable(Type.Integer()),
  sort: Type.Integer(),
  startsAt: Time,
  endsAt: Time,
  enabled: Type.Boolean(),
  app: Nullable(
    Type.Object({
      id: Type.Integer(),
      name: Type.String({ description: 'Its live name' }),
      coverImg: Type.String(),
      deleted: Type.Boolean(),
      listed: Type.Boolean({ description: 'In the store now: only then does its slot show' }),
    }),
  ),
  live: Type.Boolean({ description: 'Users see it now: enabled, within its schedule, its app listed' }),
});
// Lengths here are only caps: the limits are checked trimmed, with their own messages (slotAdmin.ts).
const slotFields = {
  kind: Kind,
  title: Type.String({ maxLength: 200, description: '1–30 characters, trimmed' }),
  image: Type.Optional(Type.String({ maxLength: 500, description: 'An operator’s upload to a public folder of this site (POST /file/upload, app-logo)' })),
  target: Type.Optional(Type.String({ maxLength: 500, description: "A route of this site starting with '/' (no '//'); '' with appId" })),
  appId: Type.Optional(Nullable(Int4({ minimum: 1, description: 'An app that is not deleted; its slot shows while the app is listed' }))),
  tagId: Type.Optional(Nullable(Int4({ minimum: 1, description: 'GET /index-rec/page {notInTagId} leaves this tag’s slides out' }))),
  sort: Type.Optional(Int4({ minimum: INT4_MIN, description: 'Lower shows first (then the oldest)' })),
  startsAt: Type.Optional(Time),
  endsAt: Type.Optional(Time),
  enabled: Type.Optional(Type.Boolean()),
};

/**
 * The home page's slots in the back office (docs/apps.md "Home"): the recommendations and the carousel, with their
 * pictures, routes or apps, order and schedule. Every change is audited in its transaction; a deletion takes the
 * two-step confirmation.
 */
const adminHome: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const admin = app.slotAdmin;

  await app.register(
    adminScope(async (operator) => {
      operator.get(
        '/admin/home-slots',
        {
          schema: {
            tags: ['admin'],
            summary: 'Every home slot (enabled, scheduled or not) of a kind, in the users’ order, with its app and whether users see it now',
            querystring: Type.Object({ kind: Type.Optional(Kind) }),
            response: { 200: Envelope(Type.Array(AdminSlot)), ...errorReplies(401, 403) },
          },
        },
        async (request) => ok(await admin.list(request.query.kind)),
      );

      operator.post(
        '/admin/home-slots',
        {
          schema: {
            tags: ['admin'],
            summary: 'Adds a home slot: a route with a picture, or an app (exactly one)',
            body: Type.Object(slotFields),
            response: { 200: Envelope(AdminSlot), ...errorReplies(401, 403) },
          },
        },
        async (request) => {
          const created = await db.transaction(async (tx) => {
            const after = await admin.create(tx, request.body);
            await app.audit(request, { operatorId: request.user.id, action: 'home.createSlot', target: `homeSlot:${after.id}`, after }, tx);
            return after;
          });
          return ok(await admin.row(created.id));
        },
      );

      operator.post(
        '/admin/home-slots/:id',
        {
          schema: {
            tags: ['admin'],
            summary: 'Changes a home slot (the fields given: enabled alone switches it; moving from a route to an app sends target "")',
            params: Id,
            body: Type.Partial(Type.Object(slotFields), { minProperties: 1 }),
            response: { 200: Envelope(AdminSlot), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const { id } = request.params;
          await db.transaction(async (tx) => {
            const { before, after } = await admin.update(tx, id, request.body);
            await app.audit(request, { operatorId: request.user.id, action: 'home.updateSlot', target: `homeSlot:${id}`, before, after }, tx);
          });
          return ok(await admin.row(id));
        },
      );

      operator.delete(
        '/admin/home-slots/:id',
        {
          config: { confirm: true },
          schema: {
            tags: ['admin'],
            summary: 'Deletes a home slot (two-step confirmation)',
            params: Id,
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const { id } = request.params;
          await db.transaction(async (tx) => {
            const before = await admin.remove(tx, id);
            await app.audit(request, { operatorId: request.user.id, action: 'home.deleteSlot', target: `homeSlot:${id}`, before }, tx);
          });
          return ok(null);
        },
      );
    }),
  );
};
export default adminHome;
