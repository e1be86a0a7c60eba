import { scenePicture } from '../drawing/drawing.fixtures';
import type { AppCategory, AppChatGroup, HotApp, MyApp } from './appStoreTypes';

// Offline apps for stories and tests (docs/apps.md's six default categories).

export const appCategoriesFixture: AppCategory[] = [
  { id: 1, name: '写作助手', role: false },
  { id: 2, name: '学习教育', role: false },
  { id: 3, name: '职场办公', role: false },
  { id: 4, name: '编程开发', role: false },
  { id: 5, name: '生活娱乐', role: false },
  { id: 6, name: '角色扮演', role: true },
];

/** A square logo of its own colour. */
export const appLogoFixture = (id: number) => scenePicture((id * 67) % 360, 128, 128);

const hotSeeds: Pick<HotApp, 'name' | 'des' | 'catId' | 'demoData' | 'role' | 'author'>[] = [
  {
    name: '周报生成器',
    des: '输入本周要点，一键生成条理清晰的工作周报',
    catId: 3,
    demoData: '帮我写一份产品经理的周报\n把这些要点整理成周报',
    role: 'system',
    author: '',
  },
  { name: '英语口语陪练', des: '模拟真实场景对话，纠正语法与发音建议', catId: 2, demoData: '我们来练习机场值机的对话', role: 'user', author: '小鹿老师' },
  { name: '代码审查员', des: '指出代码中的缺陷、风格问题和可改进之处', catId: 4, demoData: '帮我看看这段 TypeScript', role: 'system', author: '' },
  { name: '小红书文案', des: '为你的好物写出有吸引力的种草笔记', catId: 1, demoData: '写一篇防晒霜的种草笔记', role: 'user', author: '种草达人阿May' },
  { name: '旅行规划师', des: '根据预算与天数安排每日行程、交通与美食', catId: 5, demoData: '五一去成都玩三天怎么安排', role: 'user', author: '背包客' },
  { name: '面试官', des: '扮演技术面试官，逐题追问并给出评价', catId: 6, demoData: '我想面试前端工程师岗位', role: 'system', author: '' },
];

/** A listed app as GET /app/list answers; `id` picks its text. */
export function hotAppFixture(overrides: Partial<HotApp> & { id: number }): HotApp {
  const seed = hotSeeds[overrides.id % hotSeeds.length]!;
  const catId = overrides.catId ?? seed.catId;
  return {
    ...seed,
    catId,
    catName: appCategoriesFixture.find((category) => category.id === catId)?.name ?? '',
    coverImg: appLogoFixture(overrides.id),
    useCount: (overrides.id * 137) % 5000,
    isCollected: overrides.id % 5 === 0,
    ...overrides,
  };
}

/** `count` listed apps, ids from `from` down. */
export const hotAppsFixture = (count: number, from = 100): HotApp[] => Array.from({ length: count }, (_, index) => hotAppFixture({ id: from - index }));

/** Long Chinese names and descriptions (an official app may have 30 characters): they must truncate cleanly. */
export const longNameAppsFixture: HotApp[] = [
  hotAppFixture({
    id: 201,
    name: '全能型中文写作润色与学术论文结构优化专业助手',
    des: '覆盖论文选题、提纲、摘要、引言、方法、结论与参考文献格式检查，并提供逐段润色建议与降重思路，适合本科与研究生使用',
    role: 'system',
    author: '',
  }),
  hotAppFixture({ id: 202, name: '超级无敌宇宙第一厉害的小学数学应用题讲解老师', author: '一位名字也特别特别长的热心作者朋友', role: 'user' }),
  hotAppFixture({ id: 203, name: '甲', des: '短', useCount: 0 }),
];

/** Two role categories (the default 角色扮演 and one more): the role gallery shows a chip for each. */
export const severalRoleCategoriesFixture: AppCategory[] = [...appCategoriesFixture, { id: 7, name: '历史人物', role: true }];

const roleSeeds: Pick<HotApp, 'name' | 'des' | 'demoData'>[] = [
  { name: '诗仙李白', des: '盛唐诗人，与你把酒论诗、即兴作诗', demoData: '陪我写一首关于月亮的诗\n你最喜欢哪座山' },
  { name: '福尔摩斯', des: '贝克街221B的大侦探，陪你一起观察与推理', demoData: '我的钥匙不见了，帮我推理一下' },
  { name: '心理咨询师小暖', des: '温柔耐心地倾听你的烦恼，陪你理清思绪', demoData: '最近工作压力好大，睡不着' },
  { name: '英语外教Emma', des: '来自加州的外教，用地道口语陪你练对话', demoData: "Let's talk about your weekend" },
  { name: '齐天大圣', des: '花果山美猴王，说话带着一股猴气与豪气', demoData: '大圣，你最怕什么？' },
  { name: '面试官', des: '扮演技术面试官，逐题追问并给出评价', demoData: '我想面试前端工程师岗位' },
];

/** A listed app of a role category (角色扮演 unless said), as GET /app/list answers; `id` picks its character. */
export const roleAppFixture = (overrides: Partial<HotApp> & { id: number }): HotApp =>
  hotAppFixture({ ...roleSeeds[overrides.id % roleSeeds.length]!, catId: 6, role: 'system', author: '', ...overrides });

/** `count` characters, ids from `from` down. */
export const roleAppsFixture = (count: number, from = 300): HotApp[] => Array.from({ length: count }, (_, index) => roleAppFixture({ id: from - index }));

/** Long Chinese names, descriptions and examples; one without a picture or examples (its first character, no bubble). */
export const longNameRolesFixture: HotApp[] = [
  {
    id: 401,
    name: '来自遥远东方古国的神秘占卜师与星象学研究者',
    des: '精通紫微斗数、塔罗与西洋占星，会用温和而神秘的口吻解读你的星盘，并给出生活、学业与感情方面的建议',
    demoData: '请帮我看看今年下半年的事业运势如何，需要注意些什么，有没有适合跳槽的月份',
  },
  { id: 402, name: '三国演义里足智多谋的卧龙先生诸葛孔明' },
  { id: 403, name: '甲', des: '短', coverImg: '', demoData: '' },
].map(roleAppFixture);

/** An own app or a collected one, as GET /app/mineAppsV3 answers. */
export function myAppFixture(overrides: Partial<MyApp> & { id: number }): MyApp {
  const seed = hotSeeds[overrides.id % hotSeeds.length]!;
  return {
    appId: overrides.id,
    appName: seed.name,
    appDes: seed.des,
    coverImg: appLogoFixture(overrides.id),
    demoData: seed.demoData,
    catId: seed.catId,
    appRole: 'user',
    isMine: true,
    status: 'private',
    public: false,
    rejectReason: '',
    hasPendingRevision: false,
    preset: '你是一位经验丰富的助手，请用简洁、友好的中文回答用户的问题。',
    ...overrides,
  };
}

/** 我的应用 with every badge: own apps in each review state, then a collected one. */
export const myAppsFixture: MyApp[] = [
  myAppFixture({ id: 51, appName: '我的私人秘书', status: 'private', public: false }),
  myAppFixture({ id: 52, appName: '论文降重助手', status: 'pending', public: true }),
  myAppFixture({ id: 53, appName: '古诗词鉴赏', status: 'approved', public: true }),
  myAppFixture({ id: 54, appName: '健身教练', status: 'approved', public: true, hasPendingRevision: true }),
  myAppFixture({ id: 55, appName: '星座运势', status: 'rejected', public: true, rejectReason: '内容涉及封建迷信，请修改后重新提交' }),
  myAppFixture({ id: 56, appName: '营销文案', status: 'approved', public: true, rejectReason: '修改后的描述与功能不符' }),
  myAppFixture({ id: 57, appName: '股票推荐', status: 'disabled', public: true, rejectReason: '涉及投资建议，已被管理员下架' }),
  myAppFixture({ id: 3, appName: '代码审查员', isMine: false, status: 'approved', public: true, appRole: 'system', preset: undefined }),
];

/** The conversation POST /group/create {appId} makes. */
export function appChatGroupFixture(appId: number, demoData = '帮我写一份产品经理的周报\n\n把这些要点整理成周报'): AppChatGroup {
  return {
    id: 9000 + appId,
    title: '周报生成器',
    isSticky: false,
    appId,
    modelType: 'chat',
    config: '{}',
    createdAt: '2026-11-27T08:00:00.000Z',
    updatedAt: '2026-11-27T08:00:00.000Z',
    modelId: appId,
    gptsApp: false,
    logo: appLogoFixture(appId),
    desc: '输入本周要点，一键生成条理清晰的工作周报',
    demoData,
  };
}
