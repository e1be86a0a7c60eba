import type { ModeratedDrawing } from './drawingModeration.machine';
import type { DrawingAdminData } from './drawingSettings';
import type { JobRow } from './jobMonitor.machine';
import type { LibraryPrompt, PromptCategory } from './promptLibraryAdmin.machine';

/** The server's reply at the seeded defaults, with one proxy for every mode and its secret set. */
export const drawingAdminData = (patch: Partial<DrawingAdminData> = {}): DrawingAdminData => ({
  settings: {
    mjModes: [1, 2, 3],
    fast_mjDeduction1: 4,
    fast_mjDeduction2: 2,
    fast_mjDeduction3: 1,
    relax_mjDeduction1: 2,
    relax_mjDeduction2: 1,
    relax_mjDeduction3: 1,
    trubo_mjDeduction1: 8,
    trubo_mjDeduction2: 4,
    trubo_mjDeduction3: 2,
    fast_vip_free: 3,
    relax_vip_free: 0,
    turbo_vip_free: 0,
    mjConcurrentJobs: 3,
    mjFastTimeoutMinutes: 10,
    mjRelaxTimeoutMinutes: 30,
    mjTranslateModel: '',
    mjSensitiveWords: '暴力\n血腥',
    drawSuggestWords: ['赛博朋克', '水彩', '电影感'],
    drawQuickTools: [
      {
        name: '头像生成',
        description: '一句话生成专属头像',
        template: '{input}的头像，居中构图',
        placeholder: '例如：戴眼镜的女孩',
        size: '1:1',
        model: 'NIJI-6',
      },
    ],
  },
  routing: {
    mjProxyHost: 'https://mj.example.com',
    mjFastProxyHost: '',
    mjRelaxProxyHost: '',
    mjTurboProxyHost: '',
    mjFaceProxyHost: '',
    mjProxyImgUrl: 'https://img.example.com',
  },
  secretSet: true,
  demoMode: false,
  chatModels: [
    { model: 'gpt-4o-mini', name: 'GPT-4o mini' },
    { model: 'deepseek-chat', name: 'DeepSeek' },
  ],
  ...patch,
});

/** A job row as GET /admin/jobs lists it: alice's fast drawing, charged 4 points, unless patched. */
export const jobFixture = (patch: Partial<JobRow> & Pick<JobRow, 'id' | 'status'>): JobRow => ({
  module: 'drawing',
  kind: 'mj',
  progress: 0,
  attempts: 0,
  userId: 42,
  username: 'alice',
  chargePoints: 4,
  freeUse: false,
  upstreamId: null,
  error: null,
  leaseOwner: null,
  createdAt: '2026-11-27T06:00:00Z',
  nextRunAt: '2026-11-27T06:00:05Z',
  deadline: '2026-11-27T06:10:00Z',
  finishedAt: null,
  ...patch,
});

/** The prompt library as a fresh install seeds it (two of its four categories), unsorted as a server need not sort. */
export const libraryCategories: PromptCategory[] = [
  { id: 2, name: '风景', sort: 2, prompts: 2 },
  { id: 1, name: '人像', sort: 1, prompts: 3 },
];
export const libraryPrompts: Record<number, LibraryPrompt[]> = {
  1: [
    { id: 12, categoryId: 1, title: '赛博朋克', prompt: 'cyberpunk character portrait, neon rim light, rain, reflective jacket, cinematic', sort: 2 },
    {
      id: 11,
      categoryId: 1,
      title: '胶片人像',
      prompt: 'portrait of a young woman by a window, soft natural light, 35mm film, shallow depth of field',
      sort: 1,
    },
    { id: 13, categoryId: 1, title: '水彩头像', prompt: 'watercolor portrait of an old fisherman, loose brush strokes, warm palette', sort: 3 },
  ],
  2: [
    { id: 21, categoryId: 2, title: '雪山日出', prompt: 'snowy mountain range at sunrise, golden light on the peaks, mist in the valley, ultra wide', sort: 1 },
    { id: 22, categoryId: 2, title: '江南水乡', prompt: 'ancient chinese water town, stone bridge, willow trees, light rain, ink painting mood', sort: 2 },
  ],
};

/** A picture as a data URL: two colour bands at the given ratio (the stories load no file). */
const picture = (width: number, height: number, top: string, bottom: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="60%" fill="${top}"/><rect y="60%" width="100%" height="40%" fill="${bottom}"/></svg>`,
  )}`;

/** A drawing as GET /admin/drawings lists it: alice's finished 16:9 imagine, unless patched. */
export const moderatedFixture = (patch: Partial<ModeratedDrawing> & Pick<ModeratedDrawing, 'id'>): ModeratedDrawing => {
  const width = patch.width ?? 1024;
  const height = patch.height ?? 576;
  return {
    userId: 42,
    username: 'alice',
    kind: 'mj',
    action: 'IMAGINE',
    status: 'succeeded',
    prompt: '雪地里的红狐狸，清晨的薄雾，电影感',
    thumbUrl: picture(width, height, '#7aa7d9', '#f2f4f7'),
    imageUrl: picture(width, height, '#7aa7d9', '#f2f4f7'),
    width,
    height,
    pictures: 1,
    createdAt: '2026-11-27T06:00:00Z',
    ...patch,
  };
};
