import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { DomainError } from '../../../domain/errors.js';
import { Int4 } from '../../../http/bounds.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { say } from '../../../http/validationMessage.js';
import { authenticated, loginRequired } from '../../../plugins/app/auth.js';
import { chatMessages } from '../../chat/index.js';
import type { MineRow } from '../appService.js';
import { appMessages } from '../messages.js';

const Id = Int4({ minimum: 1 });
const Size = Type.Integer({ minimum: 1, maximum: 100 });
const Page = Int4({ minimum: 1 });
const Category = Type.Object({ id: Type.Integer(), name: Type.String() });
/** An app in the agents' words (docs/apps.md maps the fields). */
const Agent = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  desc: Type.String(),
  logo: Type.String(),
  demoData: Type.String({ description: 'One example per line' }),
  groupId: Type.Integer({ description: 'Its category' }),
  groupName: Type.String(),
  role: Type.Union([Type.Literal('system'), Type.Literal('user')], { description: 'system: an official agent' }),
  author: Type.String(),
  useCount: Type.Integer(),
  isCollected: Type.Boolean(),
  // The caller's own agents only:
  status: Type.Optional(
    Type.Union([Type.Literal('private'), Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected'), Type.Literal('disabled')]),
  ),
  publicFlag: Type.Optional(Type.Boolean()),
  rejectReason: Type.Optional(Type.String()),
  hasPendingRevision: Type.Optional(Type.Boolean()),
  preset: Type.Optional(Type.String()),
  modelId: Type.Optional(Type.Union([Type.Integer(), Type.Null()], { description: 'The model the author chose; null: the site’s app model' })),
});
const Agents = Type.Object({ rows: Type.Array(Agent), count: Type.Integer() });
const FrontType = Type.Union([Type.Literal('recommend'), Type.Literal('popular'), Type.Literal('latest'), Type.Literal('favorite'), Type.Literal('mine')]);
/** /gpts/set's fields; each optional so a missing one gets §5's message in the form's order. */
const AgentBody = Type.Object({
  id: Type.Optional(Id),
  name: Type.Optional(Type.String({ maxLength: 200 })),
  desc: Type.Optional(Type.String({ maxLength: 500 })),
  logo: Type.Optional(Type.String({ maxLength: 500 })),
  preset: Type.Optional(Type.String({ maxLength: 5000 })),
  demoData: Type.Optional(Type.String({ maxLength: 2000 })),
  groupId: Type.Optional(Int4({ minimum: 0 })),
  modelId: Type.Optional(Int4({ minimum: 0, description: 'One of the operator’s agent models (GET /models/list modelType app); 0 or absent: the site’s' })),
  publicFlag: Type.Optional(Type.Boolean()),
});

/**
 * The agents' calls (SPEC §7 /gpts/*; docs/apps.md): the same apps, categories, review and rules as /app/*, in the
 * agent family's words. Their conversations are chat's (/gpts/chat_group_*).
 */
const gptsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { apps, appCatalog: catalog } = app;

  const categoryNames = async () => new Map((await apps.categories()).map((category) => [category.id, category.name]));
  const listed = (row: Awaited<ReturnType<typeof catalog.list>>['rows'][number]) => ({
    id: row.id,
    name: row.name,
    desc: row.des,
    logo: row.coverImg,
    demoData: row.demoData,
    groupId: row.catId,
    groupName: row.catName,
    role: row.role,
    author: row.author,
    useCount: row.useCount,
    isCollected: row.isCollected,
  });
  const own = (row: MineRow, names: Map<number, string>) => ({
    id: row.id,
    name: row.appName,
    desc: row.appDes,
    logo: row.coverImg,
    demoData: row.demoData,
    groupId: row.catId,
    groupName: names.get(row.catId) ?? '',
    role: row.appRole,
    author: '',
    useCount: 0,
    isCollected: false,
    status: row.status,
    publicFlag: row.public,
    rejectReason: row.rejectReason,
    hasPendingRevision: row.hasPendingRevision,
    preset: row.preset,
    modelId: (row.model && app.models.byModel(row.model)?.id) || null,
  });
  /** A page of the caller's own agents, newest first. */
  const ownAgents = async (userId: number, page: number, size: number) => {
    const [{ rows, count }, names] = await Promise.all([apps.mine(userId, page, size, { collected: false }), categoryNames()]);
    return { rows: rows.map((row) => own(row, names)), count };
  };
  const caller = async (request: FastifyRequest) => (await app.identify(request))?.id ?? null;
  /** The models an agent may choose: the operator's app models, else the chat models. */
  const agentModel = (modelId: number | undefined) => () => {
    if (!modelId) return '';
    const choices = app.models.list('app').length ? app.models.list('app') : app.models.list('chat');
    const model = choices.find((row) => row.id === modelId);
    if (!model) throw new DomainError(chatMessages.unknownModel);
    return model.model;
  };

  app.post(
    '/gpts/group_query',
    {
      schema: {
        tags: ['agents'],
        description: 'The agents’ categories (the store’s enabled categories in order). Visitors read too.',
        body: Type.Optional(Type.Object({ page: Type.Optional(Page), size: Type.Optional(Size) })),
        response: { 200: Envelope(Type.Object({ rows: Type.Array(Category), count: Type.Integer() })) },
      },
    },
    async (request) => {
      const { page = 1, size = 100 } = request.body ?? {};
      const rows = await apps.categories();
      return ok({ rows: rows.slice((page - 1) * size, page * size), count: rows.length });
    },
  );

  app.get(
    '/gpts/group_get',
    {
      schema: {
        tags: ['agents'],
        description: 'One enabled category.',
        querystring: Type.Object({ id: Id }),
        response: { 200: Envelope(Category), ...errorReplies(404) },
      },
    },
    async (request) => {
      const category = (await apps.categories()).find((row) => row.id === request.query.id);
      if (!category) throw new DomainError(appMessages.unknownCategory, 404);
      return ok(category);
    },
  );

  app.post(
    '/gpts/query',
    {
      schema: {
        tags: ['agents'],
        description: 'Listed agents in 热门 order, in a category (groupId), matching every word of keyword — /app/list in the agents’ words.',
        body: Type.Object({
          page: Type.Optional(Page),
          size: Type.Optional(Size),
          groupId: Type.Optional(Int4({ minimum: 0 })),
          keyword: Type.Optional(Type.String({ maxLength: 50 })),
        }),
        response: { 200: Envelope(Agents) },
      },
    },
    async (request) => {
      const { page = 1, size = 30, groupId, keyword } = request.body;
      const found = await catalog.list(await caller(request), { catId: groupId || undefined, keyword, page, size });
      return ok({ rows: found.rows.map(listed), count: found.count });
    },
  );

  app.get(
    '/gpts/listByFrontType',
    {
      schema: {
        tags: ['agents'],
        description:
          '/gpts’ tabs: recommend (the operator’s picks), popular (热门), latest (the newest listed), favorite (the caller’s collection, latest first) and mine (the caller’s own, with review states). favorite and mine need a login.',
        querystring: Type.Object({ type: FrontType, page: Type.Optional(Page), size: Type.Optional(Size) }),
        response: { 200: Envelope(Agents), ...errorReplies(401) },
      },
    },
    async (request) => {
      const { type, page = 1, size = 30 } = request.query;
      const userId = await caller(request);
      if ((type === 'favorite' || type === 'mine') && userId === null) throw new DomainError(loginRequired, 401);
      if (type === 'mine') return ok(await ownAgents(userId!, page, size));
      const query =
        type === 'favorite'
          ? { ids: await apps.collectedIds(userId!) }
          : type === 'recommend'
            ? { featured: true }
            : type === 'latest'
              ? { order: 'latest' as const }
              : {};
      const found = await catalog.list(userId, { page, size, ...query });
      return ok({ rows: found.rows.map(listed), count: found.count });
    },
  );

  app.get(
    '/gpts/getApp',
    {
      schema: {
        tags: ['agents'],
        description: 'One agent: a listed one, or the caller’s own (with its preset and review state).',
        querystring: Type.Object({ id: Id }),
        response: { 200: Envelope(Agent), ...errorReplies(404) },
      },
    },
    async (request) => {
      const userId = await caller(request);
      // An author's own apps are few: read them all to find this one.
      const mine = userId === null ? undefined : (await ownAgents(userId, 1, 10_000)).rows.find((row) => row.id === request.query.id);
      if (mine) return ok(mine);
      const [found] = (await catalog.list(userId, { ids: [request.query.id], page: 1, size: 1 })).rows;
      if (!found) throw new DomainError(appMessages.unavailable, 404);
      return ok(listed(found));
    },
  );

  await app.register(
    authenticated(async (authed) => {
      authed.post(
        '/gpts/set',
        {
          schema: {
            tags: ['agents'],
            description:
              'Creates an agent, or edits the caller’s own with id: customApp’s rules, messages and review, plus the model (one of the operator’s agent models).',
            body: AgentBody,
            response: { 200: Envelope(Type.Object({ id: Type.Integer() })), ...errorReplies(401, 404) },
          },
        },
        async (request) => {
          const { id, name, desc, logo, preset, demoData, groupId, modelId, publicFlag } = request.body;
          const input = { catId: groupId, name, preset, des: desc, demoData, coverImg: logo, public: publicFlag };
          const saved = await apps.save(request.user.id, input, id, { model: agentModel(modelId) });
          return ok({ id: saved.id }, say(request, saved.created ? appMessages.created : appMessages.updated));
        },
      );
    }),
  );
};
export default gptsRoutes;
