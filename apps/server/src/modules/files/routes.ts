import { basename, extname } from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fileTypeFromBuffer } from 'file-type';
import { Type } from 'typebox';
import { maxUploadBytes, normaliseExtension, uploadDirs, uploadRules, type UploadDir } from '../../domain/files/uploadRules.js';
import { DomainError } from '../../domain/errors.js';
import { Envelope, errorReplies, ok } from '../../http/envelope.js';
import { languageOf, type Language } from '../../http/validationMessage.js';
import { fileMessages as messages } from './messages.js';
import { authenticated } from '../../plugins/app/auth.js';
import multipart, { uploadParts } from '../../plugins/external/multipart.js';

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

/** POST /file/upload (multipart: filename, file, dir) and GET /file/down {url} (SPEC §7). */
const file: FastifyPluginAsyncTypebox = async (app) => {
  const store = app.fileStore;
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
        async (request) => {
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

          return ok(await store.save(dir, type, upload.content, detected.mime), '上传成功');
        },
      );
    }),
  );

  app.get(
    '/file/down',
    {
      schema: {
        tags: ['file'],
        querystring: Type.Object({ url: Type.String({ minLength: 1, maxLength: 2048 }) }),
        response: {
          200: Type.Unsafe<NodeJS.ReadableStream>({ type: 'string', format: 'binary', description: 'The file, as an attachment' }),
          ...errorReplies(502),
        },
      },
    },
    async (request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      const key = store.keyOfUrl(request.query.url, request.headers.host);
      const file = key && (await store.open(key));
      if (!file) throw fail(language, messages.notOurs);
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply.header('content-disposition', `attachment; filename="${file.name}"`).type('application/octet-stream').send(file.body);
    },
  );
};
export default file;
