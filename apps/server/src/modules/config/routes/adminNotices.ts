import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { desc, eq } from 'drizzle-orm';
import { type Static, Type } from 'typebox';
import type { Executor } from '../../../db/executor.js';
import { schema } from '../../../db/index.js';
import { DomainError } from '../../../domain/errors.js';
import { textLanguages } from '../../../domain/i18n/operatorTexts.js';
import { safeHtml } from '../../../domain/safeHtml.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { adminScope } from '../../../plugins/app/admin.js';
import { noticeMessages } from '../messages.js';

const { notices } = schema;
const maxHtml = 100_000;
const Html = Type.String({ maxLength: maxHtml, description: 'HTML; sanitised when saved' });
const Texts = Type.Object({ noticeTitle: Type.Optional(Type.String({ maxLength: 100 })), noticeInfo: Type.Optional(Html) }, { additionalProperties: false });
const Translations = Type.Object(Object.fromEntries(textLanguages.map((language) => [language, Type.Optional(Texts)])), {
  additionalProperties: false,
  description: 'noticeTitle and noticeInfo in en and zh-TW',
});
type NoticeTranslations = Static<typeof Translations>;
const NoticeBody = Type.Object(
  { noticeTitle: Type.String({ minLength: 1, maxLength: 100 }), noticeInfo: Html, translations: Type.Optional(Translations) },
  { additionalProperties: false },
);
const AdminNotice = Type.Object({
  id: Type.Union([Type.Integer(), Type.Null()], { description: 'null: no notice saved yet' }),
  noticeTitle: Type.String(),
  noticeInfo: Type.String({ description: 'As stored: sanitised' }),
  translations: Type.Unknown({ description: '{en, zh-TW}: {noticeTitle, noticeInfo}, as stored' }),
  createdAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

/** The notice users get (GET /config/notice serves the latest row), or null. */
const latest = async (db: Executor) => (await db.select().from(notices).orderBy(desc(notices.createdAt), desc(notices.id)).limit(1))[0] ?? null;

const shown = (row: typeof notices.$inferSelect | null) =>
  row ? { ...row, createdAt: row.createdAt.toISOString() } : { id: null, noticeTitle: '', noticeInfo: '', translations: {}, createdAt: null };

/** Every language's HTML through the same sanitiser; blank texts dropped (the client falls back to the default). */
function sanitisedTranslations(translations: NoticeTranslations) {
  const result: Record<string, Record<string, string>> = {};
  for (const [language, texts] of Object.entries(translations)) {
    const kept: Record<string, string> = {};
    if (texts?.noticeTitle?.trim()) kept.noticeTitle = texts.noticeTitle.trim();
    if (texts?.noticeInfo?.trim()) kept.noticeInfo = safeHtml(texts.noticeInfo);
    if (Object.keys(kept).length > 0) result[language] = kept;
  }
  return result;
}

/**
 * The back office's notice (SPEC §2.3.2, §3): the one users get, read and saved in place (the first save makes it).
 * Its HTML is sanitised when saved (domain/safeHtml.ts, the sanitiser GET /config/notice applies too), so what is
 * stored — and what the editor previews — is what users see. No cache holds it: the next read serves the change.
 * POST /admin/notice/preview sanitises a draft without saving it, for the editor's live preview.
 */
const adminNotices: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  await app.register(
    adminScope(async (operator) => {
      operator.get(
        '/admin/notice',
        {
          schema: {
            tags: ['admin'],
            summary: 'The notice users get, as stored',
            response: { 200: Envelope(AdminNotice), ...errorReplies(401, 403) },
          },
        },
        async () => ok(shown(await latest(db))),
      );

      operator.post(
        '/admin/notice',
        {
          schema: {
            tags: ['admin'],
            summary: 'Saves the notice (its HTML sanitised); the answer is what was stored',
            body: NoticeBody,
            response: { 200: Envelope(AdminNotice), ...errorReplies(401, 403) },
          },
        },
        async (request) => {
          const noticeTitle = request.body.noticeTitle.trim();
          if (noticeTitle === '') throw new DomainError(noticeMessages.blankTitle);
          const { translations } = request.body;
          // Translations not given stay as stored.
          const values = {
            noticeTitle,
            noticeInfo: safeHtml(request.body.noticeInfo),
            ...(translations ? { translations: sanitisedTranslations(translations) } : {}),
          };
          const saved = await db.transaction(async (tx) => {
            const before = await latest(tx);
            const [after] = before
              ? await tx.update(notices).set(values).where(eq(notices.id, before.id)).returning()
              : await tx.insert(notices).values(values).returning();
            await app.audit(request, { operatorId: request.user.id, action: 'notices.update', target: `notice:${after!.id}`, before, after }, tx);
            return after!;
          });
          return ok(shown(saved));
        },
      );

      operator.post(
        '/admin/notice/preview',
        {
          schema: {
            tags: ['admin'],
            summary: 'A draft’s HTML as saving would store it (sanitised); nothing is saved',
            body: Type.Object({ html: Html }, { additionalProperties: false }),
            response: { 200: Envelope(Type.Object({ html: Type.String() })), ...errorReplies(401, 403) },
          },
        },
        async (request) => ok({ html: safeHtml(request.body.html) }),
      );
    }),
  );
};
export default adminNotices;
