import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq, getTableColumns, isNotNull, isNull } from 'drizzle-orm';
import { Type } from 'typebox';
import { schema } from '../../db/index.js';
import { chatMessages } from '../../domain/chat/chatMessages.js';
import type { TurnFile } from '../../domain/chat/fileContext.js';
import { chatFileDir, maxDocumentBytes } from '../../domain/chatFiles/chatFileLimits.js';
import { chatFileMessages } from '../../domain/chatFiles/chatFileMessages.js';
import { classifyChatFile, cleanFileName } from '../../domain/chatFiles/chatFileRules.js';
import { extractDocumentText } from '../../domain/chatFiles/extractText.js';
import type { FileStore } from '../../domain/files/fileStore.js';
import { DomainError } from '../../http/DomainError.js';
import { Envelope, errorReplies, ok } from '../../http/envelope.js';
import { languageOf } from '../../http/validationMessage.js';
import { streamTurn } from './chatStream.js';

export const ChatFile = Type.Object(
  {
    id: Type.Integer(),
    groupId: Type.Union([Type.Integer(), Type.Null()], { description: 'The conversation it belongs to: given at upload, else the first one it was asked about in' }),
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

type ChatFileRow = Omit<typeof schema.chatFiles.$inferSelect, 'text'>;
const fileView = ({ userId: _user, createdAt, ...row }: ChatFileRow) => ({ ...row, createdAt: createdAt.toISOString() });
/** Every column but the text (which can be half a megabyte). */
const { text: _text, ...fileColumns } = getTableColumns(schema.chatFiles);

interface Upload {
  fields: Record<string, string>;
  file?: { filename: string; content: Buffer };
}

async function readUpload(parts: AsyncIterableIterator<MultipartFile | { type: 'field'; fieldname: string; value: unknown }>): Promise<Upload> {
  const upload: Upload = { fields: {} };
  for await (const part of parts) {
    if (part.type === 'field') {
      upload.fields[part.fieldname] = String(part.value);
      continue;
    }
    try {
      const content = await part.toBuffer();
      upload.file ??= { filename: part.filename, content };
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError(chatFileMessages.tooLarge, 413);
      throw error;
    }
  }
  return upload;
}

/**
 * File chat on /document (SPEC §7 /chatgpt/upload and /chatgpt/chat-file-analysis; docs/chat.md "File chat"):
 * a document's text is extracted at upload and kept with the file; a question about it is a chat turn with the
 * text before the question, or with the image for a vision model. Files are their owner's only — another user's
 * is 404 everywhere.
 */
const chatFile: FastifyPluginAsyncTypebox<{ store: FileStore }> = async (app, { store }) => {
  const db = app.database.db;

  const ownGroup = async (groupId: number, userId: number) => {
    const [group] = await db
      .select({ id: schema.chatGroups.id })
      .from(schema.chatGroups)
      .where(and(eq(schema.chatGroups.id, groupId), eq(schema.chatGroups.userId, userId)));
    if (!group) throw new DomainError(chatMessages.unknownGroup, 404);
  };
  const ownFile = async (fileId: number, userId: number) => {
    const [file] = await db
      .select()
      .from(schema.chatFiles)
      .where(and(eq(schema.chatFiles.id, fileId), eq(schema.chatFiles.userId, userId)));
    if (!file) throw new DomainError(chatFileMessages.unknownFile, 404);
    return file;
  };

  app.post(
    '/chatgpt/upload',
    {
      preHandler: app.authenticate,
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
      const userId = request.user!.id;
      if (!request.isMultipart()) throw new DomainError(chatFileMessages.noFile);
      const { fields, file } = await readUpload(request.parts({ limits: { fileSize: maxDocumentBytes, files: 1 } }));
      if (!file || file.content.length === 0) throw new DomainError(chatFileMessages.noFile);
      let groupId: number | null = null;
      if (fields.groupId) {
        groupId = /^[1-9]\d{0,9}$/.test(fields.groupId) ? Number(fields.groupId) : 0;
        if (!groupId || groupId > 2_147_483_647) throw new DomainError(chatMessages.unknownGroup, 404);
        await ownGroup(groupId, userId);
      }
      const givenName = fields.filename || file.filename || '';
      const type = await classifyChatFile(file.content, givenName);
      const extracted = type.kind === 'document' ? await extractDocumentText(type.format as 'pdf' | 'docx' | 'txt' | 'md', file.content) : { text: '', truncated: false };
      const url = await store.save(chatFileDir, type.extension, file.content, type.mime);
      const [row] = await db
        .insert(schema.chatFiles)
        .values({
          userId,
          groupId,
          name: cleanFileName(givenName, type.extension),
          url,
          mime: type.mime,
          kind: type.kind,
          size: file.content.length,
          text: extracted.text,
          chars: extracted.text.length,
          truncated: extracted.truncated,
        })
        .returning(fileColumns);
      return ok(fileView(row!), languageOf(request.headers['accept-language']) === 'en' ? 'Uploaded' : '上传成功');
    },
  );

  app.get(
    '/chatgpt/file',
    {
      preHandler: app.authenticate,
      schema: { tags: ['chat'], summary: 'One of the caller’s uploaded files (without its text)', querystring: Type.Object({ id: Type.Integer({ minimum: 1 }) }), response: { 200: Envelope(ChatFile), ...errorReplies(401, 404) } },
    },
    async (request) => {
      const [file] = await db
        .select(fileColumns)
        .from(schema.chatFiles)
        .where(and(eq(schema.chatFiles.id, request.query.id), eq(schema.chatFiles.userId, request.user!.id)));
      if (!file) throw new DomainError(chatFileMessages.unknownFile, 404);
      return ok(fileView(file));
    },
  );

  /** A stored image as a data: URL (what vision models take inline; the file's URL may not be reachable from the upstream). */
  const dataUrlOf = async (file: { url: string; mime: string }) => {
    const key = store.keyOfUrl(file.url, undefined);
    const stored = key ? await store.open(key) : null;
    if (!stored) throw new DomainError(chatFileMessages.fileGone, 404);
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    return `data:${file.mime};base64,${Buffer.concat(chunks).toString('base64')}`;
  };

  app.post(
    '/chatgpt/chat-file-analysis',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['chat'],
        summary: 'Ask about an uploaded file: the same stream, charging and refusals as /chatgpt/chat-process',
        body: Type.Object(
          {
            prompt: Type.Optional(Type.String({ minLength: 1, maxLength: 20000 })),
            groupId: Type.Integer({ minimum: 1 }),
            fileId: Type.Optional(Type.Integer({ minimum: 1, description: "The file to ask about; default: the one the group's last file question was about" })),
            appId: Type.Optional(Type.Integer({ minimum: 1 })),
            regenerate: Type.Optional(Type.Boolean({ description: "Answer the group's last question again, replacing its answer" })),
          },
          { additionalProperties: false },
        ),
        response: { ...errorReplies(401, 402, 404, 429, 502) },
      },
      preValidation: async (request, reply) => {
        const body = request.body as { prompt?: string; regenerate?: boolean } | undefined;
        if (body && !body.regenerate && !body.prompt?.trim()) {
          await reply.code(400).send({ code: 400, data: null, message: languageOf(request.headers['accept-language']) === 'en' ? 'Please enter a message' : '请输入内容', success: false });
        }
      },
    },
    async (request, reply) => {
      const { groupId, prompt, regenerate } = request.body;
      const userId = request.user!.id;
      await ownGroup(groupId, userId);
      let fileId = request.body.fileId;
      if (fileId === undefined) {
        const [asked] = await db
          .select({ fileId: schema.chatLogs.fileId })
          .from(schema.chatLogs)
          .where(and(eq(schema.chatLogs.groupId, groupId), eq(schema.chatLogs.userId, userId), eq(schema.chatLogs.role, 'user'), isNotNull(schema.chatLogs.fileId)))
          .orderBy(desc(schema.chatLogs.id))
          .limit(1);
        if (!asked?.fileId) throw new DomainError(chatFileMessages.noFileInGroup);
        fileId = asked.fileId;
      }
      const file = await ownFile(fileId, userId);
      const turnFile: TurnFile = {
        id: file.id,
        name: file.name,
        kind: file.kind,
        text: file.text,
        truncated: file.truncated,
        ...(file.kind === 'image' ? { imageDataUrl: () => dataUrlOf(file) } : {}),
      };
      const turn = await app.chat.start({ userId, groupId, prompt: prompt?.trim(), regenerate, file: turnFile });
      // A file uploaded outside a conversation belongs to the first one it is asked about in.
      if (file.groupId === null) {
        await db
          .update(schema.chatFiles)
          .set({ groupId })
          .where(and(eq(schema.chatFiles.id, file.id), isNull(schema.chatFiles.groupId)));
      }
      await streamTurn(app, request, reply, turn);
    },
  );
};
export default chatFile;
