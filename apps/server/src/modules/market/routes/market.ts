import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { DomainError } from '../../../domain/errors.js';
import { Int4 } from '../../../http/bounds.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { languageOf } from '../../../http/validationMessage.js';
import { authenticated, loginRequired } from '../../../plugins/app/auth.js';
import { Drawing } from '../../drawing/index.js';
import { cursorPattern, marketSorts } from '../marketOrder.js';
import type { Viewer } from '../marketService.js';
import { marketMessages } from '../messages.js';
import { MarketDetail, MarketPage, Share } from './marketSchemas.js';

const Size = Type.Optional(Type.Integer({ minimum: 1, maximum: 60 }));
const Page = Type.Optional(Int4({ minimum: 1 }));
const Cursor = Type.Optional(Type.String({ pattern: cursorPattern, maxLength: 21, description: "The previous page's nextCursor" }));

/**
 * The market (SPEC §2.1 /market and /draw/square, §4 like toggle, §7 "Drawing"): the feed and the detail (visitors
 * read), sharing (rec, the author's choice), likes (/aiLog/agree) and the categories.
 */
const marketRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const market = app.market;
  // Shared pictures are served to anyone through short-lived signed addresses; the files stay private otherwise.
  const urlOf = (key: string | null) => (key ? app.signedFileUrls.present(app.fileStore.urlOfKey(key)) : null);
  /** A user, or a visitor by a hash of the device Fingerprint header (§7) and address: one view per day either way. */
  const viewerOf = async (request: FastifyRequest): Promise<Viewer> => {
    const user = await app.identify(request);
    if (user) return { userId: user.id, key: `u${user.id}` };
    const client = `${String(request.headers.fingerprint ?? '').slice(0, 64)}|${request.ip}`;
    return { userId: null, key: `v${createHash('sha256').update(client).digest('hex').slice(0, 32)}` };
  };

  app.get(
    '/midjourney/getList',
    {
      schema: {
        tags: ['market'],
        description:
          'The market: approved shares in a tab’s order (featured: the operator’s picks first, then newest; new; hot: most liked), by page or after `cursor`; `keyword` finds words of either prompt. Visitors read too.',
        querystring: Type.Object({
          page: Page,
          size: Size,
          cursor: Cursor,
          keyword: Type.Optional(Type.String({ maxLength: 50 })),
          squareType: Type.Optional(Int4({ minimum: 1, description: 'A category (inspireClassifyQuery)' })),
          sort: Type.Optional(Type.Union(marketSorts.map((sort) => Type.Literal(sort)))),
        }),
        response: { 200: MarketPage, ...errorReplies() },
      },
    },
    async (request) => {
      const { page = 1, size = 20, cursor, keyword, squareType, sort = 'featured' } = request.query;
      const user = await app.identify(request);
      return ok(await market.list({ page, size, cursor, keyword: keyword?.trim() || undefined, categoryId: squareType, sort }, user?.id ?? null, urlOf));
    },
  );

  app.get(
    '/chatLog/drawAll',
    {
      schema: {
        tags: ['market'],
        description: 'The market’s images-model (DALL·E) drawings, newest first. Visitors read too.',
        querystring: Type.Object({ page: Page, size: Size, cursor: Cursor }),
        response: { 200: MarketPage, ...errorReplies() },
      },
    },
    async (request) => {
      const { page = 1, size = 20, cursor } = request.query;
      const user = await app.identify(request);
      return ok(await market.list({ page, size, cursor, sort: 'new', kind: 'image' }, user?.id ?? null, urlOf));
    },
  );

  app.route({
    // §7 lists it with the POST calls; the market issue reads it with GET: both answer.
    method: ['GET', 'POST'],
    url: '/midjourney/inspireClassifyQuery',
    schema: {
      tags: ['market'],
      description: 'The market’s categories for the filter chips (after 全部), in the operator’s order.',
      response: { 200: Envelope(Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), sort: Type.Integer() }))) },
    },
    handler: async () => ok(await market.categories()),
  });

  app.get(
    '/midjourney/getDraw',
    {
      schema: {
        tags: ['market', 'drawing'],
        description:
          'With `detail`: the market detail of an approved share (anyone; counts a view, one per viewer and day, not the author’s), or of the caller’s own drawing in any state. Without: the caller’s drawing as drawList shows it (login). Anything else is 404.',
        querystring: Type.Object({ jobId: Int4({ minimum: 1 }), detail: Type.Optional(Type.Union([Type.Boolean(), Type.Literal(1), Type.Literal(0)])) }),
        response: { 200: Envelope(Type.Union([MarketDetail, Drawing])), ...errorReplies(401, 404) },
      },
    },
    async (request) => {
      const { jobId, detail } = request.query;
      if (detail) return ok(await market.detail(jobId, await viewerOf(request), urlOf));
      const user = await app.identify(request);
      if (!user) throw new DomainError(loginRequired, 401);
      return ok(await app.drawing.view(user.id, jobId, urlOf, languageOf(request.headers['accept-language'])));
    },
  );

  await app.register(
    authenticated(async (authed) => {
      authed.post(
        '/midjourney/rec',
        {
          schema: {
            tags: ['market'],
            description:
              'rec 1: share your finished picture to the market (in squareType), or move it to another category; with the review switch on it waits as 待审核. rec 0: take it back. Another user’s drawing is 404.',
            body: Type.Object({
              id: Int4({ minimum: 1 }),
              rec: Type.Union([Type.Literal(1), Type.Literal(0)]),
              squareType: Type.Optional(Int4({ minimum: 1 })),
            }),
            response: { 200: Envelope(Type.Union([Share, Type.Null()])), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const { id, rec, squareType } = request.body;
          if (rec === 1) return ok(await market.share(request.user.id, id, squareType));
          await market.withdraw(request.user.id, id);
          return ok(null);
        },
      );

      authed.post(
        '/aiLog/agree',
        {
          config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
          schema: {
            tags: ['market'],
            description:
              'Like toggle (SPEC §4): likes or unlikes an approved share in one statement; a second press within 1 s (a double click, two tabs) changes nothing and answers the current state.',
            body: Type.Object({
              relateId: Int4({ minimum: 1 }),
              relateType: Type.String({ maxLength: 20, description: "'mj' (a drawing); nothing else is liked yet" }),
              action: Type.Literal('agree'),
            }),
            response: {
              200: Envelope(Type.Object({ agree: Type.Union([Type.Literal('agree'), Type.Null()]), agreeNum: Type.Integer() })),
              ...errorReplies(401, 404, 429),
            },
          },
        },
        async (request) => {
          if (request.body.relateType !== 'mj') throw new DomainError(marketMessages.onlyDrawings);
          return ok(await market.agree(request.user.id, request.body.relateId));
        },
      );
    }),
  );
};

export default marketRoutes;
