import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DomainError } from '../../domain/errors.js';
import { Envelope, errorReplies, ok } from '../../http/envelope.js';
import { languageOf } from '../../http/validationMessage.js';
import { authenticated } from '../../plugins/app/auth.js';
import multipart, { readSingleFile } from '../../plugins/external/multipart.js';
import { chatTurnReplies, requirePrompt, streamShapeOf, streamTurn, TurnOptions, turnGroupId } from '../chat/index.js';
import { maxDocumentBytes } from './chatFileLimits.js';
import { chatFileMessages } from './messages.js';
import { Int4 } from '../../http/bounds.js';

const ChatFile = Type.Object(
  {
    id: Type.Integer(),
    groupId: Type.Union([Type.Integer(), Type.Null()], {
      description: 'The conversation it belongs to: given at upload, else the first one it was asked about in',
    }),
    name: Type.String({ description: 'The name it was uploaded with' }),
    url: Type.String(),
    kind: Type.Union([Type.Literal('document'), Type.Literal('image')]),
    mime: Type.String(),
    size: Type.Integer({ description: 'Bytes' }),
    chars: Type.Integer({ description: "Characters of a document's extracted text as kept (0 for an image)" }),
    truncated: Type.Boolean({ description: 'The text was longer than the 500,000 characters kept' }),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'ChatFile' },
);

/**
 * File chat on /document (SPEC §7 /chatgpt/upload and /chatgpt/chat-file-analysis; docs/chat.md "File chat"):
 * a document's text is extracted at upload and kept with the file; a question about it is a chat turn with the
 * text before the question, or with the image for a vision model. Files are their owner's only — another user's
 * is 404 everywhere.
 */
const chatFile: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(
    authenticated(async (authed) => {
      // Only these routes read multipart bodies: its parser and per-request hooks stay in this scope.
      await authed.register(multipart);
      authed.post(
        '/chatgpt/upload',
        {
          config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
          schema: {
            tags: ['chat'],
            summary: 'Upload a document (PDF, DOCX, TXT, Markdown; 20 MB) or an image (PNG, JPG, WEBP, GIF; 10 MB) to chat about',
            description: 'multipart/form-data: `file`, optional `filename` (else the part’s name) and `groupId` (one of the caller’s conversations).',
            consumes: ['multipart/form-data'],
            security: [{ bearer: [] }],
            response: { 200: Envelope(ChatFile), ...errorReplies(401, 404, 413, 415, 429, 502) },
          },
        },
        async (request) => {
          if (!request.isMultipart()) throw new DomainError(chatFileMessages.noFile);
          const upload = await readSingleFile(request, maxDocumentBytes, chatFileMessages.tooLarge);
          return ok(await app.chatFiles.upload(request.user.id, upload), languageOf(request.headers['accept-language']) === 'en' ? 'Uploaded' : '上传成功');
        },
      );

      authed.get(
        '/chatgpt/file',
        {
          schema: {
            tags: ['chat'],
            summary: 'One of the caller’s uploaded files (without its text)',
            querystring: Type.Object({ id: Int4({ minimum: 1 }) }),
            response: { 200: Envelope(ChatFile), ...errorReplies(401, 404) },
          },
        },
        async (request) => ok(await app.chatFiles.find(request.user.id, request.query.id)),
      );

      authed.post(
        '/chatgpt/chat-file-analysis',
        {
          config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
          schema: {
            tags: ['chat'],
            summary: 'Ask about an uploaded file: the same stream, charging and refusals as /chatgpt/chat-process',
            body: Type.Object(
              {
                prompt: Type.Optional(Type.String({ minLength: 1, maxLength: 20000 })),
                groupId: Type.Optional(Int4({ minimum: 1, description: 'The conversation; or options.groupId (§7)' })),
                fileId: Type.Optional(
                  Int4({
                    minimum: 1,
                    description: "The file to ask about; default: the one the group's last file question was about, else the newest uploaded into the group",
                  }),
                ),
                appId: Type.Optional(Int4({ minimum: 0, description: "Ignored: the conversation's own app answers" })),
                regenerate: Type.Optional(Type.Boolean({ description: "Answer the group's last question again, replacing its answer" })),
                options: Type.Optional(TurnOptions),
              },
              { additionalProperties: false },
            ),
            response: chatTurnReplies(401, 402, 404, 429, 502),
          },
          preValidation: requirePrompt,
        },
        async (request, reply) => {
          const { prompt, regenerate } = request.body;
          const groupId = turnGroupId(request.body);
          const userId = request.user.id;
          const { turnFile, adopt } = await app.chatFiles.turnFileFor(userId, groupId, request.body.fileId);
          const turn = await app.chat.start({ userId, groupId, prompt: prompt?.trim(), regenerate, file: turnFile });
          await adopt();
          await streamTurn(app, request, reply, turn, streamShapeOf(request.body));
        },
      );
    }),
  );
};
export default chatFile;
