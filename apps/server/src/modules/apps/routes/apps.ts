import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Int4 } from '../../../http/bounds.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { say } from '../../../http/validationMessage.js';
import { authenticated } from '../../../plugins/app/auth.js';
import { appMessages } from '../messages.js';
import { appFormFields } from './appFields.js';

const Id = Int4({ minimum: 1 });
const Category = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  role: Type.Boolean({ description: 'A role category: its apps show as character cards on /role' }),
});
const MineRow = Type.Object({
  id: Type.Integer(),
  appId: Type.Integer(),
  appName: Type.String(),
  appDes: Type.String(),
  coverImg: Type.String(),
  demoData: Type.String({ description: 'One example per line' }),
  catId: Type.Integer(),
  appRole: Type.Union([Type.Literal('system'), Type.Literal('user')]),
  isMine: Type.Boolean(),
  status: Type.Union([Type.Literal('private'), Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected'), Type.Literal('disabled')], {
    description: 'private 私有, pending 审核中, approved 已上架, rejected 未通过 (rejectReason), disabled 已下架',
  }),
  public: Type.Boolean(),
  rejectReason: Type.String(),
  hasPendingRevision: Type.Boolean({ description: 'An edit of this listed app waits for review; the live version serves meanwhile' }),
  preset: Type.Optional(Type.String({ description: 'Only on the caller’s own apps' })),
});
const ListedApp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  des: Type.String(),
  catId: Type.Integer(),
  catName: Type.String(),
  coverImg: Type.String(),
  demoData: Type.String({ description: 'One example per line' }),
  role: Type.Union([Type.Literal('system'), Type.Literal('user')], { description: 'system: an official app' }),
  author: Type.String({ description: 'The author’s nickname; empty for an official app' }),
  useCount: Type.Integer(),
  isCollected: Type.Boolean(),
});
/** customApp's fields; each optional here so a missing one gets §5's message (checkAppInput), not a schema error. */
const AppBody = Type.Object({
  ...appFormFields,
  public: Type.Optional(Type.Boolean()),
  appId: Type.Optional(Id),
});

/** The app store's user calls (SPEC §7 "Apps and agents"; docs/apps.md). */
const appRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const apps = app.apps;

  app.get(
    '/app/queryCats',
    {
      schema: {
        tags: ['apps'],
        description: 'The store’s enabled categories in order (the chips after 全部). Visitors read too.',
        response: { 200: Envelope(Type.Object({ rows: Type.Array(Category) })) },
      },
    },
    async () => ok({ rows: await apps.categories() }),
  );

  app.get(
    '/app/list',
    {
      schema: {
        tags: ['apps'],
        description:
          '热门应用: official and approved apps — the operator’s picks by their order, then the last seven days’ uses, then the newest — in a category, matching every word of `keyword` in the name or description (case, width and Traditional/Simplified folded). Served from memory. Visitors read too.',
        querystring: Type.Object({
          catId: Type.Optional(Int4({ minimum: 1 })),
          keyword: Type.Optional(Type.String({ maxLength: 50 })),
          page: Type.Optional(Int4({ minimum: 1 })),
          size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
        }),
        response: { 200: Envelope(Type.Object({ rows: Type.Array(ListedApp), count: Type.Integer() })) },
      },
    },
    async (request) => {
      const { catId, keyword, page = 1, size = 30 } = request.query;
      const user = await app.identify(request);
      return ok(await app.appCatalog.list(user?.id ?? null, { catId, keyword, page, size }));
    },
  );

  await app.register(
    authenticated(async (authed) => {
      authed.get(
        '/app/mineAppsV3',
        {
          schema: {
            tags: ['apps'],
            description: '我的应用: the caller’s own apps (newest first, with presets and review states), then the apps they collected.',
            querystring: Type.Object({ page: Type.Optional(Int4({ minimum: 1 })), size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) }),
            response: { 200: Envelope(Type.Object({ rows: Type.Array(MineRow), count: Type.Integer() })), ...errorReplies(401) },
          },
        },
        async (request) => ok(await apps.mine(request.user.id, request.query.page ?? 1, request.query.size ?? 30)),
      );

      authed.post(
        '/app/collect',
        {
          config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
          schema: {
            tags: ['apps'],
            description: 'Collects a listed app (or one’s own) into 我的应用, or takes it out again; data is the message.',
            body: Type.Object({ appId: Id }),
            response: { 200: Envelope(Type.String()), ...errorReplies(401, 404, 429) },
          },
        },
        async (request) => {
          const collected = await apps.collect(request.user.id, request.body.appId);
          return ok(say(request, collected ? appMessages.collected : appMessages.uncollected));
        },
      );

      authed.post(
        '/app/customApp',
        {
          schema: {
            tags: ['apps'],
            description:
              'Creates an app, or edits the caller’s own with appId (not while a version waits for review). Public versions wait for the operator’s review; an approved app keeps serving its live version meanwhile. §5’s messages, in field order.',
            body: AppBody,
            response: { 200: Envelope(Type.Object({ id: Type.Integer() })), ...errorReplies(401, 404) },
          },
        },
        async (request) => {
          const { appId, ...input } = request.body;
          const { id, created } = await apps.save(request.user.id, input, appId);
          return ok({ id }, say(request, created ? appMessages.created : appMessages.updated));
        },
      );

      authed.post(
        '/app/delMineApp',
        {
          schema: {
            tags: ['apps'],
            description: 'Deletes the caller’s own app: it leaves the store and every collection; old conversations stay readable.',
            body: Type.Object({ id: Id }),
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 404) },
          },
        },
        async (request) => {
          await apps.remove(request.user.id, request.body.id);
          return ok(null, say(request, appMessages.deleted));
        },
      );
    }),
  );
};
export default appRoutes;
