import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { schema } from '../../../db/index.js';
import { say } from '../../../http/validationMessage.js';
import { cardCodeMessages, redeemCardCode } from '../cardCodes.js';
import { recommendedPackageIds } from '../recommendedPackages.js';
import { textLanguages, textVariants } from '../../../domain/i18n/operatorTexts.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { authenticated } from '../../../plugins/app/auth.js';
import { Int4 } from '../../../http/bounds.js';

const Package = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    /** Yuan, two decimals at most (SPEC §3 price). */
    price: Type.Number(),
    originPrice: Type.Number(),
    score: Type.Integer(),
    /** Membership days; -1 lifetime; 0 none. */
    days: Type.Integer(),
    des: Type.String(),
    /** At most 6 feature lines: des split on '/'. */
    features: Type.Array(Type.String()),
    typeId: Type.Integer({ description: '1 points package, 2 membership package' }),
    recommended: Type.Boolean({ description: "Highlighted: the operator's flag, else the middle package of its type" }),
    i18n: Type.Optional(
      Type.Object(
        Object.fromEntries(
          textLanguages.map((language) => [
            language,
            Type.Object({ name: Type.Optional(Type.String()), des: Type.Optional(Type.String()), features: Type.Optional(Type.Array(Type.String())) }),
          ]),
        ),
        { description: 'name, des and its feature lines in en and zh-TW (zh-TW converted from the Simplified text when the operator gave none)' },
      ),
    ),
  },
  { $id: 'Package' },
);

/** At most 6 feature lines: des split on '/'. */
const featuresOf = (des: string) =>
  des
    .split('/')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 6);

/** A package's texts per language, each des with its feature lines. */
function packageVariants(goods: { name: string; des: string; translations: unknown }) {
  const variants = textVariants(goods, ['name', 'des'] as const, goods.translations);
  return Object.fromEntries(
    Object.entries(variants).map(([language, texts]) => [language, texts.des === undefined ? texts : { ...texts, features: featuresOf(texts.des) }]),
  );
}

/** SPEC §7 packages, POST /crami/useCrami {code}, and the operator's batch generation. */
const crami: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/crami/packagePageV2',
    {
      schema: {
        tags: ['economy'],
        querystring: Type.Object({
          type: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
          page: Type.Optional(Int4({ minimum: 1 })),
          size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
        }),
        response: { 200: Envelope(Type.Object({ rows: Type.Array(Package), count: Type.Integer() })), ...errorReplies() },
      },
    },
    async (request) => {
      const { type, page = 1, size = 30 } = request.query;
      const where = type ? and(eq(schema.goods.isEnabled, true), eq(schema.goods.typeId, type)) : eq(schema.goods.isEnabled, true);
      const rows = await app.database.db.select().from(schema.goods).where(where).orderBy(asc(schema.goods.sort), asc(schema.goods.id));
      const recommended = recommendedPackageIds(rows);
      const shown = rows.slice((page - 1) * size, page * size).map((goods) => ({
        id: goods.id,
        name: goods.name,
        price: goods.priceFen / 100,
        originPrice: goods.originPriceFen / 100,
        score: goods.score,
        days: goods.days,
        des: goods.des,
        features: featuresOf(goods.des),
        typeId: goods.typeId,
        recommended: recommended.has(goods.id),
        i18n: packageVariants(goods),
      }));
      return ok({ rows: shown, count: rows.length });
    },
  );

  await app.register(
    authenticated(async (authed) => {
      authed.post(
        '/crami/useCrami',
        {
          config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
          schema: {
            tags: ['economy'],
            body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) }),
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 429) },
          },
        },
        async (request) => {
          await redeemCardCode(app.database.db, request.user.id, request.body.code, app.clock.now());
          return ok(null, say(request, cardCodeMessages.redeemed));
        },
      );
    }),
  );
};
export default crami;
