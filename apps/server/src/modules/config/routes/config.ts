import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { schema } from '../../../db/index.js';
import { genuinenessOf } from '../../../domain/config/genuineness.js';
import { safeHtml } from '../../../domain/safeHtml.js';
import { textVariants } from '../../../domain/i18n/operatorTexts.js';
import { Envelope, errorReplies, ok, sendSerialized } from '../../../http/envelope.js';
import { TextVariantsOf } from '../../../http/textVariants.js';
import { allLevels } from '../../economy/index.js';

const ConfigMap = Type.Record(Type.String(), Type.Unknown(), { $id: 'ConfigMap' });
const Keys = Type.Object({ keys: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 100 }) }, { additionalProperties: false });
const Domain = Type.String({ maxLength: 253 });
const noticeTextFields = ['noticeTitle', 'noticeInfo'] as const;
const Notice = Type.Object({ noticeTitle: Type.String(), noticeInfo: Type.String(), i18n: Type.Optional(TextVariantsOf(noticeTextFields)) }, { $id: 'Notice' });
const VipLevel = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    badge: Type.String(),
    rank: Type.Integer(),
    isDefault: Type.Boolean(),
    packages: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), days: Type.Integer({ description: '-1 lifetime' }) }), {
      description: 'The membership packages on sale that grant this level (the default level: those naming none)',
    }),
  },
  { $id: 'VipLevel' },
);
const Genuineness = Type.Object({ status: Type.Union([Type.Literal(1), Type.Literal(2)]) }, { $id: 'Genuineness' });

/** SPEC §7 "Config and menu": public configuration only; secrets cannot be read through any of these. */
const config: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/config/queryFront',
    { schema: { tags: ['config'], querystring: Type.Object({ domain: Type.Optional(Domain) }), response: { 200: Envelope(ConfigMap), ...errorReplies() } } },
    async (_request, reply) => sendSerialized(reply, app.frontConfigReply()),
  );

  for (const path of ['/config/query', '/config/chatTail', '/config/themeGet']) {
    app.post(path, { schema: { tags: ['config'], body: Keys, response: { 200: Envelope(ConfigMap), ...errorReplies() } } }, async (request) =>
      ok(app.configStore.pick(request.body.keys)),
    );
  }

  app.post(
    '/config/qrcode',
    {
      // No body at all counts as {}.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags: ['config'],
        description: "§7: the URL of the operator's customer-service QR image (wechatImage, an upload of this site), or '' when none is set.",
        body: Type.Object({ keys: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 100, description: 'Accepted and ignored' })) }),
        response: { 200: Envelope(Type.String()), ...errorReplies() },
      },
    },
    async (request) => {
      const image = app.configStore.get<string>('wechatImage', '');
      // Only an upload of this site: a value pointing elsewhere is not shown to users.
      return ok(image && app.fileStore.keyOfUrl(image, request.host) ? image : '');
    },
  );

  const latestNotice = async () => {
    const [notice] = await app.database.db.select().from(schema.notices).orderBy(desc(schema.notices.createdAt), desc(schema.notices.id)).limit(1);
    if (!notice) return ok({ noticeTitle: '', noticeInfo: '', i18n: { en: {}, 'zh-TW': {} } });
    const texts = { noticeTitle: notice.noticeTitle, noticeInfo: safeHtml(notice.noticeInfo) };
    const i18n = textVariants(texts, noticeTextFields, notice.translations);
    // Operator HTML in every language is sanitised as the default one is.
    for (const variants of Object.values(i18n)) if (variants.noticeInfo !== undefined) variants.noticeInfo = safeHtml(variants.noticeInfo);
    return ok({ ...texts, i18n });
  };
  app.get('/config/notice', { schema: { tags: ['config'], response: { 200: Envelope(Notice), ...errorReplies() } } }, latestNotice);
  app.post('/config/notice', { schema: { tags: ['config'], response: { 200: Envelope(Notice), ...errorReplies() } } }, latestNotice);

  // The membership levels, lowest rank first, each with the packages on sale that grant it.
  app.get('/config/getVipLeavelRel', { schema: { tags: ['config'], response: { 200: Envelope(Type.Array(VipLevel)), ...errorReplies() } } }, async () => {
    const [levels, packages] = await Promise.all([
      allLevels(app.database.db),
      app.database.db
        .select({ id: schema.goods.id, name: schema.goods.name, days: schema.goods.days, vipLevelId: schema.goods.vipLevelId })
        .from(schema.goods)
        .where(and(eq(schema.goods.typeId, 2), eq(schema.goods.isEnabled, true)))
        .orderBy(asc(schema.goods.sort), asc(schema.goods.id)),
    ]);
    return ok(
      levels.map((level) => ({
        ...level,
        packages: packages
          .filter((entry) => (entry.vipLevelId === null ? level.isDefault : entry.vipLevelId === level.id))
          .map(({ vipLevelId: _, ...entry }) => entry),
      })),
    );
  });

  // Genuineness (SPEC §4).
  app.get(
    '/config/check',
    { schema: { tags: ['config'], querystring: Type.Object({ domain: Domain }), response: { 200: Envelope(Genuineness), ...errorReplies() } } },
    async (request) => ok({ status: genuinenessOf(app.configStore, request.query.domain) }),
  );
};
export default config;
