import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Int4 } from '../../../http/bounds.js';
import { Envelope, ok } from '../../../http/envelope.js';

const Slot = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  image: Type.String({ description: "'' for an app's slot: its logo shows" }),
  target: Type.String({ description: "A route of this site; '' when appId is set" }),
  appId: Type.Union([Type.Integer(), Type.Null()]),
  tagId: Type.Union([Type.Integer(), Type.Null()]),
  app: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String(), des: Type.String(), coverImg: Type.String(), catName: Type.String() }), Type.Null()]),
});

/** The home page's curated slots (the family's /index-rec calls; docs/apps.md "Home"). Visitors read too. */
const homeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/index-rec/rec-get',
    {
      schema: {
        tags: ['home'],
        description: 'The recommended apps and agents (and routes) of the home page, in the operator’s order, those scheduled now.',
        response: { 200: Envelope(Type.Object({ rows: Type.Array(Slot) })) },
      },
    },
    async () => ok({ rows: await app.homeSlots.recommended() }),
  );

  app.get(
    '/index-rec/page',
    {
      schema: {
        tags: ['home'],
        description: 'The home carousel (type swiper), in order, those scheduled now; notInTagId leaves one tag’s slides out.',
        querystring: Type.Object({
          type: Type.Literal('swiper'),
          page: Type.Optional(Int4({ minimum: 1 })),
          size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
          notInTagId: Type.Optional(Int4({ minimum: 0 })),
        }),
        response: { 200: Envelope(Type.Object({ rows: Type.Array(Slot), count: Type.Integer() })) },
      },
    },
    async (request) => {
      const { page = 1, size = 10, notInTagId } = request.query;
      return ok(await app.homeSlots.carousel({ page, size, notInTagId: notInTagId || undefined }));
    },
  );
};
export default homeRoutes;
