import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, errorReplies, sendSerialized } from '../../../http/envelope.js';
import { TextVariantsOf } from '../../../http/textVariants.js';
import { menuTextFields } from '../menuStore.js';

const MenuEntry = Type.Object(
  {
    id: Type.Integer(),
    pId: Type.Integer(),
    menuPlatform: Type.Integer(),
    menuName: Type.String(),
    menuPath: Type.String(),
    menuIcon: Type.String(),
    menuIconActive: Type.String(),
    homeIcon: Type.String(),
    homeIconActive: Type.String(),
    menuCover: Type.String(),
    menuIframeUrl: Type.String(),
    isJump: Type.Boolean(),
    isNeedAuth: Type.Boolean(),
    menuTipText: Type.String(),
    i18n: Type.Optional(TextVariantsOf(menuTextFields)),
  },
  { $id: 'MenuEntry' },
);

/** GET /menu/list {menuPlatform}: 1 the sidebar, 0 the mobile bottom bar (SPEC §7). */
const menu: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/menu/list',
    {
      schema: {
        tags: ['menu'],
        querystring: Type.Object({ menuPlatform: Type.Integer({ minimum: 0, maximum: 1 }) }),
        response: { 200: Envelope(Type.Array(MenuEntry)), ...errorReplies() },
      },
    },
    async (request, reply) => sendSerialized(reply, await app.menuStore.listReply(request.query.menuPlatform)),
  );
};
export default menu;
