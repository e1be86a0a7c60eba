import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Static, Type } from 'typebox';
import { schema } from '../../db/index.js';
import { DomainError } from '../../domain/errors.js';
import { Int4 } from '../../http/bounds.js';
import { Envelope, errorReplies, ok } from '../../http/envelope.js';
import { siteBase } from '../../http/siteBase.js';
import { languageOf } from '../../http/validationMessage.js';
import { authenticated } from '../../plugins/app/auth.js';
import type { TaskRequest } from './drawingService.js';
import type { UrlOfKey } from './drawingViews.js';
import { maxBaseImages, maxPromptLength, mjModels, mjQualities, mjStyles } from './mjForm.js';
import { hashToken, type MjJobPayload } from './mjJobs.js';
import { drawingMessages } from './messages.js';

const Mode = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { description: '1 fast, 2 relax, 3 turbo' });
const Prompt = Type.String({ maxLength: maxPromptLength });

/**
 * task_add's params, one object for every type (a union of objects cannot be told apart once public routes strip
 * undeclared fields, and Ajv's discriminator takes only string tags): type 1 reads the draw form's fields, 4 taskId,
 * customId and the modal's prompt or mask, 6 the prompt. What a type needs is checked by `taskRequest`.
 */
const TaskParams = Type.Object(
  {
    prompt: Type.Optional(Prompt),
    model: Type.Optional(
      Type.Union(
        mjModels.map((model) => Type.Literal(model)),
        { description: 'MJ-7 … MJ-5.1 send --v, NIJI-6/5 --niji (default MJ-5.2)' },
      ),
    ),
    style: Type.Optional(
      Type.Union(
        mjStyles.map((style) => Type.Literal(style)),
        { description: 'raw for MJ; cute, expressive, scenic, original for NIJI' },
      ),
    ),
    quality: Type.Optional(
      Type.Union(
        mjQualities.map((quality) => Type.Literal(quality)),
        { description: '--q (default 2)' },
      ),
    ),
    stylize: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, description: '--s (default 100)' })),
    diversity: Type.Optional(Type.Integer({ minimum: 0, maximum: 100, description: '--c (default 30)' })),
    similarity: Type.Optional(Type.Number({ minimum: 0, maximum: 3, description: '--iw with reference images (default 1)' })),
    sensitiveWords: Type.Optional(Type.String({ maxLength: 200, description: '--no' })),
    size: Type.Optional(Type.String({ pattern: '^\\d{1,2}:\\d{1,2}$', maxLength: 5, description: '--ar (default 9:16)' })),
    baseImage: Type.Optional(Type.Array(Type.String({ maxLength: 500 }), { maxItems: maxBaseImages, description: 'Reference image URLs (add-refer)' })),
    mode: Type.Optional(Mode),
    translate: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1: a Chinese prompt is translated first (default)' })),
    extendParam: Type.Optional(
      Type.Array(Type.String({ maxLength: 520 }), { maxItems: 8, description: 'Allowed: --seed --stop --tile --weird --cref/--cw --sref/--sw' }),
    ),
    taskId: Type.Optional(Int4({ minimum: 1, description: 'type 4: the drawing the button is under' })),
    customId: Type.Optional(Type.String({ minLength: 1, maxLength: 300, description: 'type 4: the button' })),
    maskBase64: Type.Optional(Type.String({ maxLength: 14_000_000, description: 'type 4, Vary (Region): a PNG, white where to redraw' })),
  },
  { $id: 'DrawTaskParams' },
);

const TaskAdd = Type.Object({
  type: Type.Union([Type.Literal(1), Type.Literal(4), Type.Literal(6)], { description: '1 imagine, 4 an action on a finished drawing, 6 shorten' }),
  params: TaskParams,
  groupId: Type.Optional(Int4({ minimum: 1 })),
});

/** The request a type makes of its params (each type's required fields present). */
function taskRequest(body: Static<typeof TaskAdd>): TaskRequest {
  const { type, params } = body;
  const prompt = params.prompt ?? '';
  if (type === 4) {
    if (params.taskId === undefined || params.customId === undefined) throw new DomainError(drawingMessages.unknownAction);
    return { type, params: { taskId: params.taskId, customId: params.customId, prompt: params.prompt, maskBase64: params.maskBase64, mode: params.mode } };
  }
  if (type === 6) return { type, params: { prompt, mode: params.mode } };
  const { taskId: _taskId, customId: _customId, maskBase64: _mask, ...form } = params;
  return { type, params: { ...form, prompt } };
}

const Button = Type.Object({ customId: Type.String(), label: Type.String(), emoji: Type.String() });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

const Drawing = Type.Object(
  {
    id: Type.Integer(),
    jobId: Type.Integer(),
    kind: Type.Union([Type.Literal('mj'), Type.Literal('image')]),
    action: Type.String(),
    mode: Nullable(Type.Union([Type.Literal('fast'), Type.Literal('relax'), Type.Literal('turbo')])),
    botType: Nullable(Type.Union([Type.Literal('MID_JOURNEY'), Type.Literal('NIJI_JOURNEY')])),
    status: Type.Integer({ description: '1 waiting, 2 drawing, 3 done, 4 failed, 5 cancelled' }),
    state: Type.String({ description: 'The job: queued, preparing, submitting, running, transferring, succeeded, failed, cancelled' }),
    progress: Type.Integer({ minimum: 0, maximum: 100 }),
    queueAhead: Type.Integer({ description: 'Tasks ahead of it in the proxy queue (排队中，前面还有N个任务)' }),
    prompt: Type.String(),
    originPrompt: Type.String(),
    imageUrl: Nullable(Type.String({ description: 'The picture (a signed URL, 30–60 min)' })),
    thumbUrl: Nullable(Type.String({ description: 'Its 480 px WebP thumbnail' })),
    preview: Nullable(Type.String({ description: 'A 24 px WebP data URL to show while the thumbnail loads' })),
    fileInfo: Nullable(Type.Object({ width: Type.Integer(), height: Type.Integer() })),
    buttons: Type.Array(Button),
    resultText: Nullable(Type.String({ description: 'shorten: the shorter prompts' })),
    failReason: Nullable(Type.String()),
    refunded: Type.Integer({ description: 'Points given back when it failed' }),
    points: Type.Integer({ description: 'Points it cost' }),
    freeUse: Type.Boolean({ description: "It used a member's free drawing of the day" }),
    favorite: Type.Boolean(),
    parentId: Nullable(Type.Integer()),
    createdAt: Type.String({ format: 'date-time' }),
    finishedAt: Nullable(Type.String({ format: 'date-time' })),
  },
  { $id: 'Drawing' },
);

const Page = Type.Optional(Int4({ minimum: 1 }));
const Size = Type.Optional(Type.Integer({ minimum: 1, maximum: 100 }));
const ModeUse = Type.Object({ used: Type.Integer(), total: Type.Integer() });

/** SPEC §7 "Drawing" (midjourney-proxy): asking, polling, lists, favourites, deleting; and the proxy's notify hook. */
const drawingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.drawing;
  const urlOf: UrlOfKey = (key) => (key ? app.signedFileUrls.present(app.fileStore.urlOfKey(key)) : null);
  const language = (request: FastifyRequest) => languageOf(request.headers['accept-language']);

  await app.register(
    authenticated(async (authed) => {
      authed.post(
        '/midjourney/task_add',
        {
          config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
          bodyLimit: 15 * 1024 * 1024,
          schema: {
            tags: ['drawing'],
            description:
              'Queues a drawing and reserves its charge (fast_/relax_/trubo_mjDeduction1–3 by the action class, or a member free use). 402 not enough points, 429 three unfinished already.',
            body: TaskAdd,
            response: { 200: Envelope(Drawing), ...errorReplies(401, 402, 404, 429, 502) },
          },
        },
        async (request) =>
          ok(
            await service.add(
              request.user.id,
              taskRequest(request.body),
              siteBase(request, app.configStore.get<string>('siteUrl', '')),
              urlOf,
              language(request),
            ),
          ),
      );

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
        '/midjourney/getDraw',
        {
          schema: {
            tags: ['drawing'],
            querystring: Type.Object({ jobId: Int4({ minimum: 1 }), detail: Type.Optional(Type.Boolean()) }),
            response: { 200: Envelope(Drawing), ...errorReplies(401, 404) },
          },
        },
        async (request) => ok(await service.view(request.user.id, request.query.jobId, urlOf, language(request))),
      );

      const ListReply = Envelope(
        Type.Object({
          rows: Type.Array(Drawing),
          count: Nullable(Type.Integer({ description: 'All matches (page mode); null with a cursor' })),
          nextCursor: Nullable(Type.Integer({ description: 'Pass as cursor for the next page; null at the end' })),
        }),
      );
      authed.get(
        '/midjourney/drawList',
        {
          schema: {
            tags: ['drawing'],
            description: 'My drawings, newest first: by page, or after `cursor` (the last id seen).',
            querystring: Type.Object({
              page: Page,
              size: Size,
              status: Type.Optional(Type.Integer({ minimum: 1, maximum: 5, description: '1 waiting, 2 drawing, 3 done, 4 failed, 5 cancelled' })),
              botType: Type.Optional(Type.Union([Type.Literal('MID_JOURNEY'), Type.Literal('NIJI_JOURNEY')])),
              cursor: Type.Optional(Int4({ minimum: 1 })),
            }),
            response: { 200: ListReply, ...errorReplies(401) },
          },
        },
        async (request) => {
          const { page = 1, size = 20, ...filters } = request.query;
          return ok(await service.list(request.user.id, { page, size, ...filters }, urlOf, language(request)));
        },
      );

      authed.post(
        '/midjourney/favorite-page',
        {
          schema: {
            tags: ['drawing'],
            description: 'My favourite drawings, newest first.',
            body: Type.Object({ page: Page, size: Size, cursor: Type.Optional(Int4({ minimum: 1 })) }),
            response: { 200: ListReply, ...errorReplies(401) },
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
    }),
  );

  app.post(
    '/midjourney/notify',
    {
      config: { rateLimit: { max: 3000, timeWindow: '1 minute' } },
      bodyLimit: 256 * 1024,
      schema: {
        tags: ['drawing'],
        description:
          "midjourney-proxy's notifyHook. Its body is never trusted: a notify with the job's token only wakes the job, which reads the task from the proxy. A wrong token is 403.",
        querystring: Type.Object({ job: Int4({ minimum: 1 }), token: Type.String({ pattern: '^[0-9a-f]{48}$', maxLength: 48 }) }),
        response: { 200: Envelope(Type.Null()), ...errorReplies(403) },
      },
    },
    async (request) => {
      const [job] = await app.database.db
        .select({ payload: schema.generationJobs.payload })
        .from(schema.generationJobs)
        .where(eq(schema.generationJobs.id, request.query.job));
      const expected = Buffer.from((job?.payload as Partial<MjJobPayload> | undefined)?.notifyHash ?? '0'.repeat(64));
      const given = Buffer.from(hashToken(request.query.token));
      if (!job || !timingSafeEqual(expected, given)) throw new DomainError(drawingMessages.badNotify, 403);
      if (await app.jobs.queue.wake(request.query.job, app.clock.now())) app.jobs.wakeUp();
      return ok(null);
    },
  );
};

export default drawingRoutes;
