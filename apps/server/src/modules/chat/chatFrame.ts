import { Type, type Static } from 'typebox';
import { errorReplies } from '../../http/envelope.js';

/** A source of a grounded answer (/knowledge/chat), in the stream and in the saved answer. */
export const SourceCard = Type.Object(
  {
    n: Type.Integer({ description: 'What the answer cites it by: [n] or 【n】' }),
    chunkId: Type.Integer({ description: 'GET /knowledge/chunk {id}: the passage (404 引用来源已删除 once it is gone)' }),
    docId: Type.Union([Type.Integer(), Type.Null()]),
    noteId: Type.Union([Type.Integer(), Type.Null()]),
    docName: Type.String(),
    page: Type.Union([Type.Integer(), Type.Null()]),
    snippet: Type.String(),
  },
  { description: 'A source of a grounded answer' },
);

/**
 * One line of the chat stream (docs/chat.md "The stream"): `start`, then `delta`s, then `end` (after a new
 * conversation's first answer, then `title`) — or `error` once streaming started. Declared in the API document as
 * `components.schemas.ChatFrame` (the chat plugin adds it as a shared schema), so the client's generated types are
 * the frames the server writes.
 */
export const ChatFrame = Type.Union(
  [
    Type.Object({
      type: Type.Literal('start'),
      groupId: Type.Integer(),
      userLogId: Type.Integer({ description: "The question's chat log" }),
      chatLogId: Type.Integer({ description: "The answer's chat log" }),
      model: Type.String(),
      modelName: Type.String(),
    }),
    Type.Object(
      {
        type: Type.Literal('sources'),
        sources: Type.Array(SourceCard),
      },
      { description: 'A grounded turn (/knowledge/chat): the passages the answer is drawn from, before its deltas' },
    ),
    Type.Object({
      type: Type.Literal('delta'),
      delta: Type.Optional(Type.String({ description: 'The next piece of the answer (not cumulative)' })),
      think: Type.Optional(Type.String({ description: 'The next piece of the reasoning, when the upstream sends it' })),
    }),
    Type.Object({
      type: Type.Literal('end'),
      is_end: Type.Literal(true),
      chatLogId: Type.Integer(),
      text: Type.String({ description: 'The whole answer' }),
      usage: Type.Object({ promptTokens: Type.Integer(), completionTokens: Type.Integer() }),
      balance: Type.Integer({ description: "The caller's points after the answer" }),
      charged: Type.Integer({ description: 'Points this answer cost (0 when free)' }),
      stopped: Type.Boolean({ description: 'false: a stopped answer ends the stream without a frame' }),
      citations: Type.Optional(
        Type.Array(Type.Integer(), { description: 'A grounded turn: the sources the answer cited, by n, in order (unknown n dropped)' }),
      ),
    }),
    Type.Object(
      {
        type: Type.Literal('title'),
        groupId: Type.Integer(),
        title: Type.String({ description: "The conversation's new title" }),
      },
      { description: 'After a new conversation\'s first end frame: the title the model gave it (docs/chat.md "Titles")' },
    ),
    Type.Object({
      type: Type.Literal('error'),
      is_end: Type.Literal(true),
      chatLogId: Type.Integer(),
      code: Type.Integer({ description: "The failure as an HTTP status: 502, 503 (the upstream's quota) or 504 (timed out)" }),
      message: Type.String({ description: 'Shown to the user as is (Chinese, or English with Accept-Language: en)' }),
      refunded: Type.Boolean({ description: 'The charge was given back (nothing had been answered)' }),
      balance: Type.Integer({ description: "The caller's points after the refund" }),
    }),
  ],
  { $id: 'ChatFrame', description: 'One line of the chat stream (application/x-ndjson)' },
);
export type ChatFrame = Static<typeof ChatFrame>;

/**
 * The 200 reply of a chat turn (chat-process, chat-file-analysis): newline-delimited ChatFrames. streamTurn writes
 * it on the hijacked reply, so Fastify never serialises it — the schema only documents the stream.
 */
const ChatStreamReply = {
  description: 'The turn streamed as newline-delimited JSON: one ChatFrame per line, each flushed as it comes',
  content: { 'application/x-ndjson': { schema: Type.Ref('ChatFrame') } },
};

/** A chat turn's replies: the stream (200) and the refusals before it (errorReplies), keyed by any status. */
export function chatTurnReplies(...codes: Parameters<typeof errorReplies>) {
  const replies: Record<number, ReturnType<typeof errorReplies>[number] | typeof ChatStreamReply> = { 200: ChatStreamReply, ...errorReplies(...codes) };
  return replies;
}
