import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { schema } from '../../../db/index.js';
import { languageOf } from '../../../http/validationMessage.js';
import { chatTurnReplies, requirePrompt, streamTurn } from '../../chat/index.js';
import { Type } from 'typebox';
import { Int4 } from '../../../http/bounds.js';
import { DomainError } from '../../../domain/errors.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { authenticated } from '../../../plugins/app/auth.js';
import multipart, { readSingleFile } from '../../../plugins/external/multipart.js';
import { knowledgeMessages } from '../messages.js';
import { maxDocumentBytes } from '../knowledgeSettings.js';
import adminKnowledge from './adminKnowledge.js';
import noteRoutes from './noteRoutes.js';
import { DocumentProgress, KnowledgeBase, KnowledgeChunk, KnowledgeDocument } from './knowledgeSchemas.js';

const tags = ['knowledge'];
const security = [{ bearer: [] }];
const KbId = Int4({ minimum: 1, description: 'One of the caller’s knowledge bases' });
const DocId = Int4({ minimum: 1 });

/** RFC 6266 / 5987: an ASCII fallback and the UTF-8 name, so a Chinese name survives the download. */
const disposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
/** What the original is sent as. Only a PDF is ever shown inline (打开原文 at #page=n); markup is never rendered here. */
const mimeOf: Record<string, string> = { pdf: 'application/pdf' };

/** No passage is relevant: the stream's one end frame says so; the model is not asked and nothing is charged or saved. */
async function answerNothingFound(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, userId: number) {
  const [user] = await app.database.db.select({ score: schema.users.score }).from(schema.users).where(eq(schema.users.id, userId));
  const text = knowledgeMessages.nothingFound[languageOf(request.headers['accept-language'])];
  const frame = {
    type: 'end',
    is_end: true,
    chatLogId: 0,
    text,
    usage: { promptTokens: 0, completionTokens: 0 },
    balance: user?.score ?? 0,
    charged: 0,
    stopped: false,
    citations: [],
  };
  return reply
    .header('cache-control', 'no-cache, no-transform')
    .type('application/x-ndjson; charset=utf-8')
    .send(`${JSON.stringify(frame)}\n`);
}

/** The knowledge base's calls (docs/knowledge.md): bases, documents, passages. Another user's ids are 404. */
const knowledgeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(adminKnowledge);
  await app.register(noteRoutes);
  // Only the upload reads multipart bodies: its parser and per-request hooks stay in this scope.
  await app.register(
    authenticated(async (uploads) => {
      await uploads.register(multipart);
      uploads.post(
        '/knowledge/doc/upload',
        {
          config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
          schema: {
            tags,
            security,
            summary: 'Uploads a document (PDF, Word, TXT, Markdown, HTML; 20 MB) into a knowledge base; it is indexed by a job',
            description:
              'multipart/form-data: `file`, `kbId`, optional `filename`. The document counts against the quota at once; its pages are charged when read.',
            consumes: ['multipart/form-data'],
            response: { 200: Envelope(KnowledgeDocument), ...errorReplies(401, 403, 404, 413, 415, 429) },
          },
        },
        async (request) => {
          if (!request.isMultipart()) throw new DomainError(knowledgeMessages.noFile);
          const upload = await readSingleFile(request, maxDocumentBytes, knowledgeMessages.tooLarge);
          return ok(await app.knowledgeDocuments.upload(request.user.id, upload));
        },
      );
    }),
  );
  await app.register(
    authenticated(async (authed) => {
      const { knowledgeBases: bases, knowledgeDocuments: documents } = app;

      authed.get(
        '/knowledge/base/list',
        {
          schema: {
            tags,
            security,
            summary: 'The caller’s knowledge bases, newest first',
            response: { 200: Envelope(Type.Array(KnowledgeBase)), ...errorReplies(401) },
          },
        },
        async (request) => ok(await bases.list(request.user.id)),
      );
      authed.post(
        '/knowledge/base/create',
        {
          schema: {
            tags,
            security,
            summary: 'Makes a knowledge base within the caller’s quota',
            body: Type.Object({ name: Type.String({ maxLength: 200 }), des: Type.Optional(Type.String({ maxLength: 1000 })) }),
            response: { 200: Envelope(KnowledgeBase), ...errorReplies(401, 403) },
          },
        },
        async (request) => ok(await bases.create(request.user.id, request.body)),
      );
      authed.post(
        '/knowledge/base/update',
        {
          schema: {
            tags,
            security,
            summary: 'Renames a knowledge base or changes its description',
            body: Type.Object({ kbId: KbId, name: Type.Optional(Type.String({ maxLength: 200 })), des: Type.Optional(Type.String({ maxLength: 1000 })) }),
            response: { 200: Envelope(KnowledgeBase), ...errorReplies(401, 404) },
          },
        },
        async (request) => ok(await bases.update(request.user.id, request.body)),
      );
      authed.post(
        '/knowledge/base/del',
        {
          schema: {
            tags,
            security,
            summary: 'Deletes a knowledge base with its documents, notes and passages; their indexing stops (refunded)',
            body: Type.Object({ kbId: KbId }),
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 404) },
          },
        },
        async (request) => {
          await bases.remove(request.user.id, request.body.kbId);
          return ok(null);
        },
      );

      authed.get(
        '/knowledge/doc/list',
        {
          schema: {
            tags,
            security,
            summary: 'A page of a knowledge base’s documents, newest first',
            querystring: Type.Object({
              kbId: KbId,
              page: Type.Optional(Int4({ minimum: 1 })),
              size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
            }),
            response: { 200: Envelope(Type.Object({ rows: Type.Array(KnowledgeDocument), count: Type.Integer() })), ...errorReplies(401, 404) },
          },
        },
        async (request) =>
          ok(await documents.list(request.user.id, { kbId: request.query.kbId, page: request.query.page ?? 1, size: request.query.size ?? 20 })),
      );
      authed.get(
        '/knowledge/doc/status',
        {
          schema: {
            tags,
            security,
            summary: 'Where the given documents stand (polled while any is being indexed); unknown ids are left out',
            querystring: Type.Object({
              ids: Type.String({ pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,99}$', maxLength: 1100, description: 'Comma-separated ids, at most 100' }),
            }),
            response: { 200: Envelope(Type.Array(DocumentProgress)), ...errorReplies(401) },
          },
        },
        async (request) => {
          const ids = [...new Set(request.query.ids.split(',').map(Number))].filter((id) => id <= 2_147_483_647);
          return ok(await documents.statuses(request.user.id, ids));
        },
      );
      authed.post(
        '/knowledge/doc/retry',
        {
          schema: {
            tags,
            security,
            summary: 'Indexes a failed document again (its unchanged passages are kept)',
            body: Type.Object({ docId: DocId }),
            response: { 200: Envelope(KnowledgeDocument), ...errorReplies(401, 404, 409, 429) },
          },
        },
        async (request) => ok(await documents.retry(request.user.id, request.body.docId)),
      );
      authed.post(
        '/knowledge/doc/del',
        {
          schema: {
            tags,
            security,
            summary: 'Deletes a document: its passages, vectors and original; its indexing stops (refunded)',
            body: Type.Object({ docId: DocId }),
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 404) },
          },
        },
        async (request) => {
          await documents.remove(request.user.id, request.body.docId);
          return ok(null);
        },
      );
      authed.get(
        '/knowledge/doc/download',
        {
          schema: {
            tags,
            security,
            summary: 'The original document as uploaded (its owner only); a PDF with inline=true opens in the browser',
            querystring: Type.Object({ docId: DocId, inline: Type.Optional(Type.Boolean()) }),
            response: {
              200: Type.Unsafe<NodeJS.ReadableStream>({ type: 'string', format: 'binary', description: 'The original, as an attachment' }),
              ...errorReplies(401, 404),
            },
          },
        },
        async (request, reply) => {
          const { name, format, file } = await documents.original(request.user.id, request.query.docId);
          const inline = request.query.inline === true && format === 'pdf';
          if (file.size !== undefined) reply.header('content-length', file.size);
          return (
            reply
              .header('content-disposition', disposition(inline ? 'inline' : 'attachment', name))
              .header('cache-control', 'private, no-store')
              // Chromium will not show a PDF in a sandboxed document: only attachments get the sandbox.
              .header('content-security-policy', inline ? "default-src 'none'; object-src 'self'" : "sandbox; default-src 'none'")
              .type(mimeOf[format] ?? 'application/octet-stream')
              .send(file.body)
          );
        },
      );
      authed.post(
        '/knowledge/chat',
        {
          config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
          schema: {
            tags,
            security,
            summary: 'Ask the knowledge base: chat-process’s stream with a `sources` frame before the answer and `citations` in its end frame',
            description:
              'The passages of the chosen bases (default: all of the caller’s) that answer the question go to the knowledge model (config knowledgeChatModel, else the conversation’s) as data; it cites them [n]. No relevant passage: one end frame 知识库中未找到与问题相关的内容, no model call, no charge, nothing saved.',
            body: Type.Object(
              {
                prompt: Type.Optional(Type.String({ minLength: 1, maxLength: 20000 })),
                groupId: Int4({ minimum: 1, description: 'One of the caller’s conversations' }),
                kbIds: Type.Optional(Type.Array(KbId, { maxItems: 50, description: 'The bases to answer from; default all of the caller’s' })),
                regenerate: Type.Optional(Type.Boolean({ description: "Answer the conversation's last question again" })),
              },
              { additionalProperties: false },
            ),
            response: chatTurnReplies(401, 402, 404, 429, 502),
          },
          preValidation: requirePrompt,
        },
        async (request, reply) => {
          const userId = request.user.id;
          const sources = await app.knowledgeChat.sourcesFor(userId, request.body);
          if (!sources) return answerNothingFound(app, request, reply, userId);
          const { groupId, prompt, regenerate } = request.body;
          const turn = await app.chat.start({ userId, groupId, prompt: prompt?.trim(), regenerate, sources });
          await streamTurn(app, request, reply, turn);
        },
      );
      authed.get(
        '/knowledge/chunk',
        {
          schema: {
            tags,
            security,
            summary: 'A cited passage with the passages around it; a deleted source is 404 引用来源已删除',
            querystring: Type.Object({ id: Int4({ minimum: 1 }) }),
            response: { 200: Envelope(KnowledgeChunk), ...errorReplies(401, 404) },
          },
        },
        async (request) => ok(await documents.chunk(request.user.id, request.query.id)),
      );
    }),
  );
};
export default knowledgeRoutes;
