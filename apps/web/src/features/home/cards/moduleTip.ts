import type { HomeMessages } from '../messages/zh-CN';

type TipKey = Exclude<keyof HomeMessages['home']['tips'], 'other'>;

/** The spec's module paths (SPEC §2.1) by first segment, and the default line each gets. */
const tipBySegment: Record<string, TipKey> = {
  chat: 'chat',
  'app-store': 'appStore',
  knowledge: 'knowledge',
  draw: 'draw',
  mindmap: 'mindMap',
  mind: 'mindMap',
  document: 'document',
  ppt: 'ppt',
  music: 'music',
  video: 'video',
  market: 'market',
  member: 'member',
  gpts: 'gpts',
  gpt: 'gpts',
  creator: 'creator',
  d3draw: 'd3draw',
  role: 'role',
};

/** The default line of a menu entry whose tip the operator left empty; `other` names the entry. */
export function defaultTipKey(menuPath: string): TipKey | 'other' {
  const segment = menuPath.split(/[/?#]/).find(Boolean)?.toLowerCase() ?? '';
  return tipBySegment[segment] ?? 'other';
}
