import type { AdminApp, AppModelChoice } from './adminApps.machine';
import type { AdminAppUsage } from './appUsage.machine';
import type { AdminAppCategory } from './officialApp.machine';

/** A logo as a data URL: a rounded square of one colour with a letter. */
export const logoFixture = (colour: string, letter: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="20" fill="${colour}"/><text x="48" y="62" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`,
  )}`;

/** An app as GET /admin/apps lists it: alice's new app waiting for review, unless patched. */
export const adminAppFixture = (patch: Partial<AdminApp> & Pick<AdminApp, 'id'>): AdminApp => ({
  name: '周报助手',
  des: '把一周的工作要点整理成条理清晰的周报',
  preset: '你是一名资深的职场写作助手。请根据用户给出的工作要点，整理成包含本周进展、问题与风险、下周计划三部分的周报，语言简洁专业。',
  demoData: '帮我写本周周报：完成登录页改版\n整理这些要点成周报',
  coverImg: logoFixture('#4f7cff', '周'),
  catId: 1,
  catName: '办公',
  public: true,
  authorId: 42,
  username: 'alice',
  official: false,
  gpts: false,
  status: 'pending',
  disabledReason: '',
  model: '',
  price: null,
  featured: false,
  sort: 0,
  useCount: 0,
  weekUses: 0,
  reviewId: patch.id + 500,
  createdAt: '2026-11-27T06:00:00Z',
  ...patch,
});

/** The categories the store starts with, a role one among them. */
export const appCategoriesFixture = (): AdminAppCategory[] =>
  [
    { name: '办公', role: false, apps: 12 },
    { name: '写作', role: false, apps: 8 },
    { name: '编程', role: false, apps: 5 },
    { name: '角色扮演', role: true, apps: 3 },
    { name: '学习', role: false, apps: 0 },
  ].map((category, index) => ({ id: index + 1, sort: index + 1, enabled: index !== 4, ...category }));

/** The enabled chat models the terms may name. */
export const appModelsFixture = (): AppModelChoice[] => [
  { model: 'gpt-4o-mini', name: 'GPT-4o mini' },
  { model: 'gpt-4o', name: 'GPT-4o' },
  { model: 'deepseek-chat', name: 'DeepSeek V3' },
];

/** 30 days ending 2026-11-27 with a weekly rhythm (weekends quieter), `total` in all. */
export const appUsageFixture = (total = 1288): AdminAppUsage => ({
  total,
  days: Array.from({ length: 30 }, (_, index) => {
    const day = new Date(Date.UTC(2026, 9, 29 + index));
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
    return { day: day.toISOString().slice(0, 10), uses: index < 3 ? 0 : (weekend ? 4 : 18) + ((index * 7) % 11) };
  }),
});
