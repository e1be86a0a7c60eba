import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { chatTurnReplies } from '../chatFrame.js';
import { requirePrompt, streamShapeOf, streamTurn, TurnOptions, turnGroupId } from '../chatStream.js';
import { Int4 } from '../../../http/bounds.js';

/** SPEC §7 POST /chatgpt/chat-process (docs/chat.md): refusals are envelope replies; an accepted turn streams (streamTurn). */
const chatProcess: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/chatgpt/chat-process',
    {
      // The token's signature here; its version is checked in start()'s one query (no extra round trip before the first token).
      preHandler: app.authenticateToken,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['chat'],
        body: Type.Object(
          {
            prompt: Type.Optional(Type.String({ minLength: 1, maxLength: 20000 })),
            groupId: Type.Optional(Int4({ minimum: 1, description: 'The conversation; or options.groupId (§7)' })),
            appId: Type.Optional(
              Int4({ minimum: 0, description: "The conversation's app, when the client names it: another app's id is refused (400); 0: none named" }),
            ),
            options: Type.Optional(TurnOptions),
            regenerate: Type.Optional(Type.Boolean({ description: "Answer the group's last question again, replacing its answer" })),
          },
          { additionalProperties: false },
        ),
        response: chatTurnReplies(401, 402, 404, 429),
      },
      preValidation: requirePrompt,
    },
    async (request, reply) => {
      const { prompt, regenerate, appId } = request.body;
      const groupId = turnGroupId(request.body);
      const claims = request.tokenClaims!;
      const turn = await app.chat.start({ userId: claims.userId, tokenVersion: claims.version, groupId, prompt: prompt?.trim(), regenerate, appId });
      await streamTurn(app, request, reply, turn, streamShapeOf(request.body));
    },
  );
};
export default chatProcess;
