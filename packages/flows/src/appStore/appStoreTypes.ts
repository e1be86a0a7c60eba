import type { BodyOf, DataOf } from '@lingxi/api-client';

/** A category chip (GET /app/queryCats), after 全部. */
export type AppCategory = DataOf<'/api/app/queryCats', 'get'>['rows'][number];
/** A listed app of 热门应用 (GET /app/list). */
export type HotApp = DataOf<'/api/app/list', 'get'>['rows'][number];
/** A row of 我的应用 (GET /app/mineAppsV3): the caller's own apps (isMine, with their review state), then collected ones. */
export type MyApp = DataOf<'/api/app/mineAppsV3', 'get'>['rows'][number];
/** An own app's review state (docs/apps.md "States"). */
export type AppStatus = MyApp['status'];
/** The conversation POST /group/create {appId} makes for 尝试指令. */
export type AppChatGroup = DataOf<'/api/group/create', 'post'>;
/** What POST /app/customApp sends (dialog 7): every field checked, trimmed; appId on edit. */
export type AppFormBody = Required<Omit<BodyOf<'/api/app/customApp'>, 'appId'>> & { appId?: number };

/** A page of a list and the count of all its rows. */
export interface AppPage<Row> {
  rows: Row[];
  count: number;
}

/** The tabs of dialog 8 (SPEC §2.3): 热门应用 and 我的应用. */
export const appCentreTabs = ['hot', 'mine'] as const;
export type AppCentreTab = (typeof appCentreTabs)[number];

/** What 热门应用 lists: a category (null: 全部) and the search as applied. */
export interface HotQuery {
  catId: number | null;
  keyword: string;
}

/** Rows per page of both lists (the server takes up to 100). */
export const appPageSize = 24;
/** The longest search GET /app/list takes. */
export const maxAppKeywordLength = 50;
/** A list of more cards than this mounts only what is on screen (packages/ui VirtualGallery), from its first page on. */
export const virtualiseAppsFrom = 200;

/** An app's examples, one per line: each line trimmed, blank lines dropped (the server stores them so). */
export const demoLinesOf = (demoData: string | undefined): string[] =>
  (demoData ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The badges an own app of 我的应用 shows (docs/apps.md "States"). */
export const appBadgeKinds = ['private', 'reviewing', 'approved', 'rejected', 'disabled'] as const;
export type AppBadgeKind = (typeof appBadgeKinds)[number];

/**
 * An own app's badges, most telling first: 私有, 审核中 (its first public version or an edit of a listed one waits),
 * 已上架, 未通过 (the reviewer refused it, or refused the latest edit of a listed app, which stays listed), 已下架. The
 * reason, when the server gives one, goes with 未通过 and 已下架. A collected app (not the caller's) shows none.
 */
export function appBadges(app: Pick<MyApp, 'isMine' | 'status' | 'hasPendingRevision' | 'rejectReason'>): { kind: AppBadgeKind; reason: string }[] {
  if (!app.isMine) return [];
  const reason = app.rejectReason.trim();
  switch (app.status) {
    case 'private':
      return [{ kind: 'private', reason: '' }];
    case 'pending':
      return [{ kind: 'reviewing', reason: '' }];
    case 'rejected':
      return [{ kind: 'rejected', reason }];
    case 'disabled':
      return [{ kind: 'disabled', reason }];
    case 'approved':
      return [
        { kind: 'approved', reason: '' },
        ...(app.hasPendingRevision ? [{ kind: 'reviewing' as const, reason: '' }] : reason ? [{ kind: 'rejected' as const, reason }] : []),
      ];
  }
}

/** An own app waiting for review cannot be edited (应用审核中，暂不可编辑): its first public version, or an edit of a listed one. */
export const isAppEditable = (app: Pick<MyApp, 'isMine' | 'status' | 'hasPendingRevision'>) =>
  app.isMine && app.status !== 'pending' && !app.hasPendingRevision;

/** 尝试指令 works on listed apps and on one's own unless the operator took it down (docs/apps.md "Chatting with an app"). */
export const canTryApp = (app: Pick<MyApp, 'isMine' | 'status'>) => !(app.isMine && app.status === 'disabled');
