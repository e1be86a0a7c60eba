import { schema } from '../../db/index.js';

const { marketItems: m, drawings: d, users: u, drawingLikes: l } = schema;

/** Turns a stored file key into a URL anyone may load for a while (signed, short-lived): shared pictures only. */
export type UrlOfKey = (key: string | null) => string | null;

/** What the feed and the detail read of an item: the share, its drawing's pictures, the author, the viewer's like. */
export const marketColumns = {
  id: m.id,
  authorId: m.authorId,
  categoryId: m.categoryId,
  status: m.status,
  reason: m.reason,
  featured: m.featured,
  agreeNum: m.agreeNum,
  visitNum: m.visitNum,
  prompt: m.prompt,
  originPrompt: m.originPrompt,
  imageModel: m.imageModel,
  sample: m.sample,
  sharedAt: m.sharedAt,
  kind: d.kind,
  action: d.action,
  botType: d.botType,
  imageKey: d.imageKey,
  thumbKey: d.thumbKey,
  preview: d.preview,
  width: d.width,
  height: d.height,
  avatar: u.avatar,
  nickname: u.nickname,
  username: u.username,
  agreed: l.agreed,
};

export interface MarketRow {
  id: number;
  authorId: number;
  categoryId: number | null;
  status: 'pending' | 'approved' | 'rejected' | 'hidden';
  reason: string;
  featured: boolean;
  agreeNum: number;
  visitNum: number;
  prompt: string;
  originPrompt: string;
  imageModel: string;
  sample: boolean;
  sharedAt: Date;
  kind: 'mj' | 'image';
  action: string;
  botType: 'MID_JOURNEY' | 'NIJI_JOURNEY' | null;
  imageKey: string | null;
  thumbKey: string | null;
  preview: string | null;
  width: number | null;
  height: number | null;
  avatar: string;
  nickname: string;
  username: string;
  agreed: boolean | null;
}

/** An item as getList and getDraw show it (SPEC §3 drawing record, with the share beside it). */
export function marketView(row: MarketRow, urlOf: UrlOfKey) {
  return {
    id: row.id,
    jobId: row.id,
    kind: row.kind,
    action: row.action,
    botType: row.botType,
    prompt: row.prompt,
    originPrompt: row.originPrompt,
    imageModel: row.imageModel,
    imageUrl: urlOf(row.imageKey),
    thumbnail: urlOf(row.thumbKey),
    preview: row.preview,
    fileInfo: row.width && row.height ? { width: row.width, height: row.height } : null,
    agree: row.agreed ? ('agree' as const) : null,
    agreeNum: row.agreeNum,
    visitNum: row.visitNum,
    avatar: row.avatar,
    nickname: row.nickname,
    username: row.username,
    squareType: row.categoryId,
    featured: row.featured,
    sample: row.sample,
    status: row.status,
    reason: row.reason,
    sharedAt: row.sharedAt.toISOString(),
  };
}
