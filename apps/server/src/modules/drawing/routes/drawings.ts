import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { DomainError } from '../../../domain/errors.js';
import { mediaTypeOf } from '../../../domain/files/mediaTypes.js';
import { Int4 } from '../../../http/bounds.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { languageOf } from '../../../http/validationMessage.js';
import { authenticated } from '../../../plugins/app/auth.js';
import type { UrlOfKey } from '../drawingViews.js';
import { drawingMessages } from '../messages.js';
import { Drawing, DrawingList, ModeUse, Page, Size } from './drawingSchemas.js';

/** SPEC §7 "Drawing": my drawings — polled details, lists, favourites, deleting, free uses, seeds, the picture itself. */
const drawingReads: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.drawing;
  const urlOf: UrlOfKey = (key) => (key ? app.signedFileUrls.present(app.fileStore.urlOfKey(key)) : null);
  const language = (request: FastifyRequest) => languageOf(request.headers['accept-language']);

  await app.register(
    authenticated(async (authed) => {
      authed.get(
        '/midjourney/getDetailByIds',
        {
          schema: {
            tags: ['drawing'],
            description: 'The drawings polled while they are drawn (2 s visible, 10 s hidden); 404 when one is not yours.',
            querystring: Type.Object({
              ids: Type.String({ pattern: '^\\d{1,10}(,\\d{1,10}){0,49}$', maxLength: 600, description: 'Comma-separated ids, at most 50' }),
            }),
            response: { 200: Envelope(Type.Array(Drawing)), ...errorReplies(401, 404) },
          },
        },
        async (request) => {
          const ids = [...new Set(request.query.ids.split(',').map(Number))];
          if (ids.some((id) => id < 1 || id > 2_147_483_647)) throw new DomainError(drawingMessages.unknownDrawing, 404);
          return ok(await service.views(request.user.id, ids, urlOf, language(request)));
        },
      );

      authed.get(
        '/midjourney/drawList',
        {
          schema: {
            tags: ['drawing'],
            description: 'My midjourney drawings, newest first: by page, or after `cursor` (the last id seen).',
            querystring: Type.Object({
              page: Page,
              size: Size,
              status: Type.Optional(Type.Integer({ minimum: 1, maximum: 5, description: '1 waiting, 2 drawing, 3 done, 4 failed, 5 cancelled' })),
              botType: Type.Optional(Type.Union([Type.Literal('MID_JOURNEY'), Type.Literal('NIJI_JOURNEY')])),
              cursor: Type.Optional(Int4({ minimum: 1 })),
            }),
            response: { 200: DrawingList, ...errorReplies(401) },
          },
        },
        async (request) => {
          const { page = 1, size = 20, ...filters } = request.query;
          return ok(await service.list(request.user.id, { page, size, kind: 'mj', ...filters }, urlOf, language(request)));
        },
      );

      authed.get(
        '/chatLog/draw',
        {
          schema: {
            tags: ['drawing'],
            description: 'My images-model (DALL·E) drawings, newest first.',
            querystring: Type.Object({ page: Page, size: Size, cursor: Type.Optional(Int4({ minimum: 1 })) }),
            response: { 200: DrawingList, ...errorReplies(401) },
          },
        },
        async (request) => {
          const { page = 1, size = 20, cursor } = request.query;
          return ok(await service.list(request.user.id, { page, size, cursor, kind: 'image' }, urlOf, language(request)));
        },
      );

      authed.post(
        '/midjourney/favorite-page',
        {
          schema: {
            tags: ['drawing'],
            description: 'My favourite drawings, newest first.',
            body: Type.Object({ page: Page, size: Size, cursor: Type.Optional(Int4({ minimum: 1 })) }),
            response: { 200: DrawingList, ...errorReplies(401) },
          },
        },
        async (request) => {
          const { page = 1, size = 20, cursor } = request.body;
          return ok(await service.list(request.user.id, { page, size, cursor, favorite: true }, urlOf, language(request)));
        },
      );

      authed.post(
        '/midjourney/favorite_set',
        {
          schema: {
            tags: ['drawing'],
            body: Type.Object({ id: Int4({ minimum: 1 }), favorite: Type.Boolean() }),
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 404) },
          },
        },
        async (request) => {
          await service.setFavorite(request.user.id, request.body.id, request.body.favorite);
          return ok(null);
        },
      );

      authed.post(
        '/midjourney/delete_draw',
        {
          schema: {
            tags: ['drawing'],
            description: 'A queued drawing is cancelled and refunded; one being drawn cannot be deleted (400); a finished one goes with its files.',
            body: Type.Object({ id: Int4({ minimum: 1 }) }),
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 404) },
          },
        },
        async (request) => {
          await service.remove(request.user.id, request.body.id);
          return ok(null);
        },
      );

      authed.get(
        '/midjourney/vipFreeUsed',
        {
          schema: {
            tags: ['drawing'],
            description: "Today's (Asia/Shanghai) free drawings per mode for members: used and allowed.",
            response: { 200: Envelope(Type.Object({ fast: ModeUse, relax: ModeUse, turbo: ModeUse })), ...errorReplies(401) },
          },
        },
        async (request) => ok(await service.vipFreeUsed(request.user.id)),
      );

      authed.get(
        '/midjourney/imageSeed',
        {
          config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
          schema: {
            tags: ['drawing'],
            description: "A finished drawing's seed (只有已完成的任务才能获取seed): charged once at class 3, then kept.",
            querystring: Type.Object({ id: Int4({ minimum: 1 }) }),
            response: { 200: Envelope(Type.String()), ...errorReplies(401, 402, 404, 429, 502) },
          },
        },
        async (request) => ok(await app.drawingTools.imageSeed(request.user.id, request.query.id)),
      );

      authed.get(
        '/file/getModalImgById',
        {
          schema: {
            tags: ['drawing'],
            description: "A drawing's picture from this site (same origin: the mask canvas and face swap read its pixels). The owner's only.",
            querystring: Type.Object({ taskId: Int4({ minimum: 1 }) }),
            response: { 200: Type.Unsafe<NodeJS.ReadableStream>({ type: 'string', format: 'binary' }), ...errorReplies(401, 404) },
          },
        },
        async (request, reply) => {
          const key = await app.drawingTools.pictureKey(request.user.id, request.query.taskId);
          const file = await app.fileStore.open(key);
          if (!file) throw new DomainError(drawingMessages.unknownDrawing, 404);
          return reply.type(mediaTypeOf(key)).header('cache-control', 'private, max-age=3600').send(file.body);
        },
      );
    }),
  );
};

export default drawingReads;
