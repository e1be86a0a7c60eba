import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { DomainError } from '../../../domain/errors.js';
import { Int4 } from '../../../http/bounds.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { siteBase } from '../../../http/siteBase.js';
import { languageOf } from '../../../http/validationMessage.js';
import { authenticated } from '../../../plugins/app/auth.js';
import multipart, { uploadParts } from '../../../plugins/external/multipart.js';
import type { UrlOfKey } from '../drawingViews.js';
import { maxDrawUploadBytes, type UploadedImage } from '../drawingTools.js';
import { drawingMessages } from '../messages.js';
import { Drawing, Prompt, TaskAdd, taskRequest } from './drawingSchemas.js';

const Url = Type.String({ minLength: 1, maxLength: 1000 });

/** SPEC §7 "Drawing" and "Chat": asking for drawings — task_add, uploads, face swap, references, images models, 联想. */
const drawingTasks: FastifyPluginAsyncTypebox = async (app) => {
  const urlOf: UrlOfKey = (key) => (key ? app.signedFileUrls.present(app.fileStore.urlOfKey(key)) : null);
  const language = (request: FastifyRequest) => languageOf(request.headers['accept-language']);
  const base = (request: FastifyRequest) => siteBase(request, app.configStore.get<string>('siteUrl', ''));

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
        async (request) => ok(await app.drawing.add(request.user.id, taskRequest(request.body), base(request), urlOf, language(request))),
      );

      authed.post(
        '/midjourney/insight-face',
        {
          config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
          schema: {
            tags: ['drawing'],
            description: "Face swap: two of the caller's own pictures (uploads or drawings) by URL, through the face-swap proxy (class 2).",
            body: Type.Object({ sourceUrl: Url, targetUrl: Url }),
            response: { 200: Envelope(Drawing), ...errorReplies(401, 402, 429, 502) },
          },
        },
        async (request) =>
          ok(await app.drawingTools.insightFace(request.user.id, request.body.sourceUrl, request.body.targetUrl, base(request), urlOf, language(request))),
      );

      authed.post(
        '/midjourney/add-refer',
        {
          config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
          schema: {
            tags: ['drawing'],
            description: "One of the caller's pictures handed to the proxy (upload-discord-images): the URL to use in baseImage, --cref or --sref.",
            body: Type.Object({ url: Url }),
            response: { 200: Envelope(Type.String()), ...errorReplies(401, 429, 502) },
          },
        },
        async (request) => ok(await app.drawingTools.addRefer(request.user.id, request.body.url)),
      );

      authed.post(
        '/chatgpt/chat-draw',
        {
          config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
          schema: {
            tags: ['drawing'],
            description: "An images model's drawing (/v1/images/generations, b64_json) as a job, charged the model's deduct × n.",
            body: Type.Object({
              prompt: Prompt,
              modelId: Int4({ minimum: 1 }),
              size: Type.Union(['256x256', '512x512', '1024x1024', '1792x1024', '1024x1792', '1536x1024', '1024x1536'].map((size) => Type.Literal(size))),
              quality: Type.Optional(Type.Union(['standard', 'hd', 'low', 'medium', 'high'].map((quality) => Type.Literal(quality)))),
              style: Type.Optional(Type.Union([Type.Literal('vivid'), Type.Literal('natural')])),
              n: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
            }),
            response: { 200: Envelope(Drawing), ...errorReplies(401, 402, 404, 429, 502) },
          },
        },
        async (request) => ok(await app.drawingTools.imageDraw(request.user.id, request.body, urlOf, language(request))),
      );

      authed.post(
        '/chatgpt/mj-associate',
        {
          config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
          schema: {
            tags: ['drawing'],
            description: '联想: four richer prompts from one, by the chat model (free).',
            body: Type.Object({ prompt: Prompt }),
            response: { 200: Envelope(Type.Array(Type.String())), ...errorReplies(401, 429, 502) },
          },
        },
        async (request) => ok(await app.drawingTools.associate(request.body.prompt)),
      );

      // Only this route reads multipart bodies here: its parser stays in this scope (plugins/external/multipart.ts).
      await authed.register(async (uploads: typeof authed) => {
        await uploads.register(multipart);
        uploads.post(
          '/midjourney/upload_task_add',
          {
            config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
            schema: {
              tags: ['drawing'],
              consumes: ['multipart/form-data'],
              description:
                'multipart: type (describe | blend), files `file` (describe 1, blend 2–5; jpg, png or webp of at most 10 MB), dimensions (PORTRAIT, SQUARE, LANDSCAPE), mode (1–3).',
              response: { 200: Envelope(Drawing), ...errorReplies(401, 402, 413, 415, 429, 502) },
            },
          },
          async (request) => {
            if (!request.isMultipart()) throw new DomainError(drawingMessages.badImage);
            const fields: Record<string, string> = {};
            const images: UploadedImage[] = [];
            for await (const part of uploadParts(request, { limits: { files: 5, fileSize: maxDrawUploadBytes, fields: 10, fieldSize: 64 } })) {
              if (part.type === 'file') images.push({ content: await part.toBuffer() });
              else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
            }
            const type = fields.type === 'blend' || fields.type === '3' ? 'blend' : fields.type === 'describe' || fields.type === '2' ? 'describe' : null;
            if (!type) throw new DomainError(drawingMessages.badParam('type'));
            const dimensions = ['PORTRAIT', 'SQUARE', 'LANDSCAPE'].includes(fields.dimensions ?? '')
              ? (fields.dimensions as 'PORTRAIT' | 'SQUARE' | 'LANDSCAPE')
              : undefined;
            const mode = fields.mode === '2' ? 2 : fields.mode === '3' ? 3 : 1;
            return ok(await app.drawingTools.uploadTask(request.user.id, { type, images, dimensions, mode }, base(request), urlOf, language(request)));
          },
        );
      });
    }),
  );
};

export default drawingTasks;
