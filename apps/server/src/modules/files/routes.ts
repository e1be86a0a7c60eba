import { basename, extname } from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { Type } from 'typebox';
import { schema } from '../../db/index.js';
import { isPublicKey, ownerOfKey, privateFilesPrefix } from '../../domain/files/fileStore.js';
import { maxUploadBytes, normaliseExtension, uploadDirs, uploadRules, type UploadDir } from '../../domain/files/uploadRules.js';
import { DomainError } from '../../domain/errors.js';
import { Envelope, errorReplies, ok } from '../../http/envelope.js';
import { languageOf, type Language } from '../../http/validationMessage.js';
import { fileMessages as messages } from './messages.js';
import { adminScope } from '../../plugins/app/admin.js';
import { authenticated } from '../../plugins/app/auth.js';
import multipart, { uploadParts } from '../../plugins/external/multipart.js';
import { authorisePrivateRead, sendPrivateFile, type PrivateFileRequest } from './privateAccess.js';

const fail = (language: Language, message: Record<Language, string>, status = 400) => new DomainError(message[language], status);

interface UploadParts {
  fields: Record<string, string>;
  file?: { part: MultipartFile; content: Buffer };
}

async function readParts(parts: AsyncIterable<MultipartFile | { type: 'field'; fieldname: string; value: unknown }>, language: Language): Promise<UploadParts> {
  const result: UploadParts = { fields: {} };
  for await (const part of parts) {
    if (part.type === 'field') {
      result.fields[part.fieldname] = String(part.value);
    } else if (result.file) {
      await part.toBuffer();
    } else {
      try {
        result.file = { part, content: await part.toBuffer() };
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fail(language, messages.tooLarge(maxUploadBytes / 1024 / 1024), 413);
        throw error;
      }
    }
  }
  return result;
}

/**
 * POST /file/upload (multipart: filename, file, dir) and GET /file/down {url} (SPEC §7), and GET /file/private/* for
 * private folders' files (docs/server.md "Files by visibility").
 */
const file: FastifyPluginAsyncTypebox = async (app) => {
  const store = app.fileStore;
  /** Stores one upload as its caller's (a user, or an operator in the back office). */
  const upload = async (request: FastifyRequest & { user: { id: number } }) => {
    const language = languageOf(request.headers['accept-language']);
    if (!request.isMultipart()) throw fail(language, messages.noFile);
    const { fields, file: upload } = await readParts(uploadParts(request), language);
    const dir = fields.dir as UploadDir;
    if (!uploadDirs.includes(dir)) throw fail(language, messages.badDir);
    if (!upload || upload.content.length === 0) throw fail(language, messages.noFile);
    const rule = uploadRules[dir];
    if (upload.content.length > rule.maxBytes) throw fail(language, messages.tooLarge(rule.maxBytes / 1024 / 1024), 413);

    // The content decides the type; the name the client gave must agree with it.
    const detected = await fileTypeFromBuffer(upload.content);
    const type = detected && normaliseExtension(detected.ext);
    if (!type || !(rule.types as readonly string[]).includes(type)) throw fail(language, messages.badType(rule.types), 415);
    const givenName = basename(fields.filename ?? upload.part.filename ?? '');
    const givenExtension = extname(givenName).slice(1);
    if (givenExtension && normaliseExtension(givenExtension) !== type) throw fail(language, messages.mismatch, 415);

    // A private folder's file is its uploader's; the URL given back is signed for showing it.
    const url = await store.save(dir, type, upload.content, detected.mime, { owner: request.user.id });
    // A public folder's key does not name its uploader: recorded here (an app's logo must be its author's).
    const key = store.keyOfUrl(url, undefined);
    if (key && isPublicKey(key)) await app.database.db.insert(schema.publicUploads).values({ key, userId: request.user.id });
    return ok(app.signedFileUrls.present(url), '上传成功');
  };

  await app.register(
    authenticated(async (authed) => {
      // Only these routes read multipart bodies: its parser and per-request hooks stay in this scope.
      await authed.register(multipart);
      authed.post(
        '/file/upload',
        {
          config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
          schema: {
            tags: ['file'],
            consumes: ['multipart/form-data'],
            security: [{ bearer: [] }],
            response: { 200: Envelope(Type.String()), ...errorReplies(401, 413, 415, 429, 502) },
          },
        },
        upload,
      );
    }),
  );

  // The back office's uploads (an official app's logo, a home slide): the same rules, under the operator's session —
  // a back-office token is no user session, so POST /file/upload refuses it.
  await app.register(
    adminScope(async (operator) => {
      await operator.register(multipart);
      operator.post(
        '/admin/file/upload',
        {
          schema: {
            tags: ['admin'],
            summary: 'POST /file/upload for the back office: the file is recorded as the operator’s',
            consumes: ['multipart/form-data'],
            response: { 200: Envelope(Type.String()), ...errorReplies(401, 403, 413, 415, 502) },
          },
        },
        upload,
      );
    }),
  );

  // Digits, not an integer: Unix seconds outgrow int4 in 2038, the bounds rule's range for request integers.
  const Expires = Type.String({ pattern: '^[0-9]{1,11}$', maxLength: 11, description: 'Unix seconds the signature holds until' });
  const Signature = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
  const fileReply = Type.Unsafe<NodeJS.ReadableStream>({ type: 'string', format: 'binary' });

  app.get(
    '/file/private/*',
    {
      schema: {
        tags: ['file'],
        summary: "A private file (chat files, feedback images, drawings' uploads): its owner's token, or the signed URL the API gave them",
        params: Type.Object({ '*': Type.String({ maxLength: 256 }) }),
        querystring: Type.Object({ exp: Type.Optional(Expires), sig: Type.Optional(Signature) }),
        response: { 200: fileReply, 302: Type.Null({ description: 'To a presigned GET on the bucket' }), ...errorReplies(401, 403, 404, 502) },
      },
    },
    async (request, reply) => {
      const key = `private/${request.params['*']}`;
      const cacheSeconds = await authorisePrivateRead(app, request, {
        key,
        expires: request.query.exp === undefined ? undefined : Number(request.query.exp),
        signature: request.query.sig,
      });
      return sendPrivateFile(app, request, reply, key, cacheSeconds, 'inline');
    },
  );

  /** A private file's URL, signed or not; null for anything else. */
  const privateRequestOf = (url: string, host: string | undefined): PrivateFileRequest | null => {
    const query = url.indexOf('?');
    const key = store.keyOfUrl(query < 0 ? url : url.slice(0, query), host);
    if (!key || ownerOfKey(key) === null) return null;
    if (query < 0) return { key };
    const params = new URLSearchParams(url.slice(query + 1));
    const [expires, signature] = [params.get('exp'), params.get('sig')];
    if ([...params.keys()].length !== 2 || !expires || !/^\d{1,11}$/.test(expires) || !signature) return null;
    return { key, expires: Number(expires), signature };
  };

  app.get(
    '/file/down',
    {
      schema: {
        tags: ['file'],
        summary: "Downloads one of this site's files: a public one for anyone, a private one as GET /file/private/* allows",
        querystring: Type.Object({ url: Type.String({ minLength: 1, maxLength: 2048 }) }),
        response: {
          200: Type.Unsafe<NodeJS.ReadableStream>({ type: 'string', format: 'binary', description: 'The file, as an attachment' }),
          ...errorReplies(401, 403, 404, 502),
        },
      },
    },
    async (request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      const { url } = request.query;
      const asPrivate = url.includes(privateFilesPrefix) ? privateRequestOf(url, request.headers.host) : null;
      if (asPrivate) {
        const cacheSeconds = await authorisePrivateRead(app, request, asPrivate);
        return sendPrivateFile(app, request, reply, asPrivate.key, cacheSeconds, 'attachment');
      }
      const key = store.keyOfUrl(url, request.headers.host);
      // A private folder's file from before folders had a visibility is not handed out either.
      const file = key && isPublicKey(key) && (await store.open(key));
      if (!file) throw fail(language, messages.notOurs);
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply.header('content-disposition', `attachment; filename="${file.name}"`).type('application/octet-stream').send(file.body);
    },
  );
};
export default file;
