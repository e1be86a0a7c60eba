import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Int4 } from '../../../http/bounds.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { authenticated } from '../../../plugins/app/auth.js';
import { oneOffReplies, streamOneOff } from '../../chat/index.js';
import { maxNoteBytes } from '../knowledgeNotes.js';
import { assistActions, assistPrompt, maxAssistChars } from '../noteAssist.js';
import { KnowledgeNote, KnowledgeNoteSummary } from './knowledgeSchemas.js';

const tags = ['knowledge'];
const security = [{ bearer: [] }];
const KbId = Int4({ minimum: 1, description: 'One of the caller’s knowledge bases' });
const NoteId = Int4({ minimum: 1 });

/** The workspace's notes (docs/knowledge.md "Notes"): the caller's own; another user's ids are 404. */
const noteRoutes: FastifyPluginAsyncTypebox = authenticated(async (app) => {
  const notes = app.knowledgeNotes;
  app.get(
    '/knowledge/note/list',
    {
      schema: {
        tags,
        security,
        summary: 'A knowledge base’s notes, last changed first',
        querystring: Type.Object({ kbId: KbId }),
        response: { 200: Envelope(Type.Array(KnowledgeNoteSummary)), ...errorReplies(401, 404) },
      },
    },
    async (request) => ok(await notes.list(request.user.id, request.query.kbId)),
  );
  app.get(
    '/knowledge/note/get',
    {
      schema: {
        tags,
        security,
        summary: 'A note with its document',
        querystring: Type.Object({ id: NoteId }),
        response: { 200: Envelope(KnowledgeNote), ...errorReplies(401, 404) },
      },
    },
    async (request) => ok(await notes.get(request.user.id, request.query.id)),
  );
  app.post(
    '/knowledge/note/save',
    {
      // The document is checked against 1 MB itself (笔记内容不能超过 1MB); the body may hold a little more.
      bodyLimit: 2 * maxNoteBytes,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        summary: 'Creates a note (no id) or saves over the version the editor changed',
        description:
          'The document must be one the editor’s schema (@lingxi/rich-text) reads, ≤ 1 MB as JSON, links http(s) or mailto only. A save whose version is not the latest is refused: 409 笔记已在别处修改，请刷新后再编辑. The note is indexed 10 s after its last save.',
        body: Type.Object(
          {
            id: Type.Optional(NoteId),
            kbId: KbId,
            title: Type.String({ maxLength: 400 }),
            doc: Type.Unknown({ description: 'ProseMirror JSON of the editor’s schema' }),
            version: Int4({ minimum: 0, description: 'The version edited; 0 for a new note' }),
          },
          { additionalProperties: false },
        ),
        response: { 200: Envelope(KnowledgeNote), ...errorReplies(401, 403, 404, 409, 413, 429) },
      },
    },
    async (request) => ok(await notes.save(request.user.id, request.body)),
  );
  app.post(
    '/knowledge/note/del',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a note and its passages',
        body: Type.Object({ id: NoteId }),
        response: { 200: Envelope(Type.Null()), ...errorReplies(401, 404) },
      },
    },
    async (request) => {
      await notes.remove(request.user.id, request.body.id);
      return ok(null);
    },
  );
  app.post(
    '/knowledge/note/assist',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        summary: 'Streams a note’s 续写 (continue), 总结 (summarize) or 润色 (polish), charged as one answer of the assist model',
        description:
          'The selection, else for continue the note’s last 2,000 characters and for summarize its first 8,000 (polish needs one: 请先选择要润色的文字). The model is config knowledgeAssistModel, else knowledgeChatModel, else the default chat model, charged by chat’s rules before the stream starts (402 when the balance does not cover it) and given back when the upstream fails before answering. Nothing is saved: the editor shows it for 采用 or 放弃.',
        body: Type.Object(
          {
            noteId: NoteId,
            action: Type.Union(
              assistActions.map((action) => Type.Literal(action)),
              { description: 'continue 续写, summarize 总结, polish 润色' },
            ),
            selection: Type.String({ maxLength: maxAssistChars * 2, description: 'The selected text; may be empty' }),
          },
          { additionalProperties: false },
        ),
        response: oneOffReplies(401, 402, 404, 429, 502),
      },
    },
    async (request, reply) => {
      const userId = request.user.id;
      const { noteId, action, selection } = request.body;
      const prompt = await assistPrompt(app.database.db, app.knowledgeSettings, { userId, noteId, action, selection });
      const answer = await app.chat.oneOff.start({
        userId,
        ...prompt,
        reason: 'noteAssist',
        refundReason: 'noteAssistRefund',
        reference: `note:${noteId}:${randomUUID()}`,
      });
      await streamOneOff(app.chat.oneOff, request, reply, answer);
    },
  );
});
export default noteRoutes;
