import type { DataOf, QueryOf } from '@lingxi/api-client';

/** A shared drawing as the feed lists it (GET /midjourney/getList). */
export type MarketItem = DataOf<'/api/midjourney/getList', 'get'>['rows'][number];
/** The market detail (GET /midjourney/getDraw with detail): the item, whether it is the caller's, its share state. */
export type MarketDetail = Extract<DataOf<'/api/midjourney/getDraw', 'get'>, { mine: boolean }>;
/** A category chip (inspireClassifyQuery). */
export type MarketCategory = DataOf<'/api/midjourney/inspireClassifyQuery', 'get'>[number];

/** The feed's tabs: 推荐 (the operator's picks first), 最新, 最热. */
export const marketTabs = ['featured', 'new', 'hot'] as const satisfies readonly NonNullable<QueryOf<'/api/midjourney/getList'>['sort']>[];
export type MarketTab = (typeof marketTabs)[number];

/** What the feed shows, as the address keeps it: the tab, a category (null: 全部) and the search. */
export interface MarketQuery {
  tab: MarketTab;
  category: number | null;
  keyword: string;
}

/** A page of the feed. */
export interface MarketPage {
  rows: MarketItem[];
  nextCursor: string | null;
}

/** The longest search the server takes. */
export const maxKeywordLength = 50;

/** The query of an address's search part (?tab=hot&category=3&q=猫); anything unknown falls back to the default. */
export function marketQueryOf(search: string): MarketQuery {
  const params = new URLSearchParams(search);
  const tab = params.get('tab');
  const category = Number(params.get('category'));
  return {
    tab: (marketTabs as readonly string[]).includes(tab ?? '') ? (tab as MarketTab) : 'featured',
    category: Number.isInteger(category) && category > 0 ? category : null,
    keyword: (params.get('q') ?? '').trim().slice(0, maxKeywordLength),
  };
}

/** The address's search part of a query: defaults left out, so /market is the plain 推荐 feed. */
export function marketSearchOf({ tab, category, keyword }: MarketQuery): string {
  const params = new URLSearchParams();
  if (tab !== 'featured') params.set('tab', tab);
  if (category !== null) params.set('category', String(category));
  if (keyword) params.set('q', keyword);
  const text = params.toString();
  return text ? `?${text}` : '';
}
