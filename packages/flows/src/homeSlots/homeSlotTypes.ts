/** A listed app as a home slot carries it (its card: what the server's catalogue says of it). */
export interface HomeSlotApp {
  id: number;
  name: string;
  des: string;
  coverImg: string;
  catName: string;
}

/**
 * One of the operator's home slots (docs/apps.md "Home"): a carousel slide (GET /index-rec/page {type: 'swiper'}) or a
 * recommendation (GET /index-rec/rec-get). It opens a route of this site (`target`) or an app (`appId`, with its card).
 */
export interface HomeSlot {
  id: number;
  title: string;
  /** The operator's picture; '' for an app's slot (its logo shows). */
  image: string;
  /** A route of this site; '' when `appId` is set. */
  target: string;
  appId: number | null;
  tagId: number | null;
  app: HomeSlotApp | null;
}

/** What pressing a slot does: open a route of this site, or make the app's conversation; null when it opens nothing. */
export type SlotAction = { kind: 'route'; to: string } | { kind: 'app'; appId: number };

/**
 * A route of this site: a path from its root, as the server's slot form accepts (apps/server home/slotAdmin.ts): no
 * other origin (`//host`, `https:`, `javascript:`), no backslash, space or control character. Anything else is not
 * followed, whatever reached the client.
 */
export const isSiteRoute = (target: string) => target.startsWith('/') && !target.includes('//') && !/[\\\s\p{Cc}]/u.test(target);

export function slotAction(slot: Pick<HomeSlot, 'appId' | 'target'>): SlotAction | null {
  if (slot.appId !== null) return { kind: 'app', appId: slot.appId };
  const to = slot.target.trim();
  return isSiteRoute(to) ? { kind: 'route', to } : null;
}

/** The picture a slot shows: the operator's, else its app's logo ('' when neither). */
export const slotImage = (slot: Pick<HomeSlot, 'image' | 'app'>) => slot.image || slot.app?.coverImg || '';

/** The name a slot goes by: the operator's title, else its app's name. */
export const slotTitle = (slot: Pick<HomeSlot, 'title' | 'app'>) => slot.title.trim() || slot.app?.name || '';

/** Slides the carousel asks for (GET /index-rec/page size; the server allows up to 50). */
export const carouselPageSize = 10;
