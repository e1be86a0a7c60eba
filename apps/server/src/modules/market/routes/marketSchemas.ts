import { Type, type TSchema } from 'typebox';
import { Envelope } from '../../../http/envelope.js';

// The market's shared schemas: an item as the feed and the detail show it, a share as its author sees it.

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Url = Nullable(Type.String({ description: 'A signed address, valid 30–60 min' }));
export const ShareStatus = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected'), Type.Literal('hidden')], {
  description: 'pending 待审核, approved 已分享, rejected 未通过 (reason), hidden 已下架 by the operator',
});

const itemFields = {
  id: Type.Integer(),
  jobId: Type.Integer(),
  kind: Type.Union([Type.Literal('mj'), Type.Literal('image')]),
  action: Type.String(),
  botType: Nullable(Type.Union([Type.Literal('MID_JOURNEY'), Type.Literal('NIJI_JOURNEY')])),
  prompt: Type.String({ description: 'As sent upstream, with its parameters' }),
  originPrompt: Type.String({ description: 'As the author typed it' }),
  imageModel: Type.String({ description: "An images model's name (DALL·E drawings); '' for midjourney" }),
  imageUrl: Url,
  thumbnail: Url,
  preview: Nullable(Type.String({ description: 'A 24 px WebP data URL to show while the thumbnail loads' })),
  fileInfo: Nullable(Type.Object({ width: Type.Integer(), height: Type.Integer() })),
  agree: Nullable(Type.Literal('agree', { description: "'agree' when the caller likes it" })),
  agreeNum: Type.Integer(),
  visitNum: Type.Integer(),
  avatar: Type.String(),
  nickname: Type.String(),
  username: Type.String(),
  squareType: Nullable(Type.Integer({ description: 'The category' })),
  featured: Type.Boolean({ description: "The operator's pick (推荐)" }),
  sample: Type.Boolean({ description: 'Seeded by demo mode (示例)' }),
  status: ShareStatus,
  reason: Type.String(),
  sharedAt: Type.String({ format: 'date-time' }),
};

const MarketDrawing = Type.Object(itemFields, { $id: 'MarketDrawing' });

export const MarketDetail = Type.Object(
  {
    ...itemFields,
    status: Nullable(ShareStatus),
    sharedAt: Nullable(Type.String({ format: 'date-time' })),
    mine: Type.Boolean({ description: "The caller's own drawing (then it may be shown in any state, and not counted as a view)" }),
  },
  { $id: 'MarketDetail' },
);

export const MarketPage = Envelope(
  Type.Object({
    rows: Type.Array(MarketDrawing),
    nextCursor: Nullable(Type.String({ description: 'Pass as cursor for the next page; null at the end' })),
  }),
);

export const Share = Type.Object({
  status: ShareStatus,
  reason: Type.String(),
  categoryId: Nullable(Type.Integer()),
  agreeNum: Type.Integer(),
  visitNum: Type.Integer(),
});
