import { logoFixture } from '../apps/appsAdmin.fixtures';
import type { AdminHomeSlot, HomeSlotAppChoice } from './homeSlotForm.machine';

/** A banner as a data URL: a wide rectangle of one colour with a word. */
export const bannerFixture = (colour: string, word: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="${colour}"/><text x="160" y="104" font-size="40" text-anchor="middle" fill="#fff" font-family="sans-serif">${word}</text></svg>`,
  )}`;

/** A slot as GET /admin/home-slots lists it: a carousel slide opening /member, shown now, unless patched. */
export const homeSlotFixture = (patch: Partial<AdminHomeSlot> & Pick<AdminHomeSlot, 'id'>): AdminHomeSlot => ({
  kind: 'swiper',
  title: '会员特惠',
  image: bannerFixture('#4f7cff', '会员'),
  target: '/member',
  appId: null,
  tagId: null,
  sort: patch.id,
  startsAt: null,
  endsAt: null,
  enabled: true,
  app: null,
  live: true,
  ...patch,
});

/** An app's slot: its logo shows unless a picture is given. */
const appSlot = (id: number, app: { id: number; name: string; colour: string; listed?: boolean }, patch: Partial<AdminHomeSlot> = {}) =>
  homeSlotFixture({
    id,
    kind: 'rec',
    title: app.name,
    image: '',
    target: '',
    appId: app.id,
    app: { id: app.id, name: app.name, coverImg: logoFixture(app.colour, app.name.slice(0, 1)), deleted: false, listed: app.listed ?? true },
    live: app.listed ?? true,
    ...patch,
  });

/** Each kind's slots: apps, a route, one scheduled, one disabled, one whose app is not listed. */
export const homeSlotsFixture = (): AdminHomeSlot[] => [
  appSlot(1, { id: 128, name: '官方翻译', colour: '#7c5cff' }),
  appSlot(2, { id: 129, name: '英语口语陪练', colour: '#13a389' }, { tagId: 3 }),
  homeSlotFixture({ id: 3, kind: 'rec', title: '去画画', image: bannerFixture('#c77d12', '绘画'), target: '/draw' }),
  appSlot(4, { id: 125, name: '刷单助手', colour: '#d64545', listed: false }),
  homeSlotFixture({ id: 11, title: '会员特惠', startsAt: '2026-11-01T00:00:00.000Z', endsAt: '2026-12-31T16:00:00.000Z' }),
  homeSlotFixture({
    id: 12,
    title: '新春活动',
    image: bannerFixture('#d64545', '新春'),
    target: '/app-store',
    startsAt: '2027-01-20T16:00:00.000Z',
    live: false,
    tagId: 7,
  }),
  homeSlotFixture({ id: 13, title: '旧的活动', image: bannerFixture('#888888', '旧'), target: '/', enabled: false, live: false }),
];

/** The listed apps the form offers. */
export const homeSlotAppsFixture = (): HomeSlotAppChoice[] => [
  { id: 128, name: '官方翻译' },
  { id: 129, name: '英语口语陪练' },
  { id: 130, name: '周报助手' },
];
