import type { ChatPromptCategory } from './chatPromptCategories.machine';
import type { AdminChatPrompt, ChatPromptsPage, ChatPromptsQuery } from './chatPrompts.machine';

/** The library's five default categories (migration 0029) with their prompt counts, 生活 disabled. */
export const chatPromptCategoriesFixture = (): ChatPromptCategory[] =>
  [
    { name: '写作', prompts: 3 },
    { name: '职场', prompts: 3 },
    { name: '学习', prompts: 2 },
    { name: '编程', prompts: 2 },
    { name: '生活', prompts: 0 },
  ].map((category, index) => ({ id: index + 1, type: 'prompt', sort: index + 1, enabled: index !== 4, ...category }));

const categoryNames = ['写作', '职场', '学习', '编程', '生活'];

/** A prompt as GET /admin/prompts lists it: 周报生成 of 职场, unless patched. */
export const chatPromptFixture = (patch: Partial<AdminChatPrompt> & Pick<AdminChatPrompt, 'id'>): AdminChatPrompt => ({
  categoryId: 2,
  categoryName: categoryNames[(patch.categoryId ?? 2) - 1] ?? '职场',
  title: '周报生成',
  desc: '把要点整理成周报',
  prompt: '请把下面的工作要点整理成一份结构清晰的周报，包括本周完成、问题与风险、下周计划：',
  promptEn: 'Turn the work notes below into a clear weekly report: done this week, issues and risks, next week’s plan:',
  sort: 1,
  enabled: true,
  ...patch,
});

/** The library's prompts: the defaults' titles, one disabled, 25 in all (two pages). */
export const chatPromptsFixture = (): AdminChatPrompt[] => [
  chatPromptFixture({
    id: 1,
    categoryId: 1,
    title: '文章润色',
    desc: '让文字更通顺、更有文采',
    prompt: '请帮我润色下面这段文字，使其更通顺、用词更准确，保留原意，并说明主要改动：',
  }),
  chatPromptFixture({
    id: 2,
    categoryId: 1,
    title: '小红书文案',
    desc: '带表情的种草笔记',
    prompt: '请以小红书博主的口吻，为下面的产品写一篇种草笔记：',
    sort: 2,
  }),
  chatPromptFixture({ id: 3, categoryId: 1, title: '故事续写', desc: '接着写下去', prompt: '请接着下面的故事继续写约 500 字：', sort: 3, enabled: false }),
  chatPromptFixture({ id: 4 }),
  chatPromptFixture({ id: 5, title: '邮件回复', desc: '得体地回复一封邮件', prompt: '请帮我写一封得体、简洁的回复邮件：', sort: 2 }),
  chatPromptFixture({ id: 6, title: '会议纪要', desc: '从记录中提炼纪要', prompt: '请根据下面的会议记录整理会议纪要：', sort: 3 }),
  chatPromptFixture({ id: 7, categoryId: 3, title: '概念讲解', desc: '用简单的话讲清楚', prompt: '请用通俗易懂的语言解释下面这个概念：' }),
  chatPromptFixture({ id: 8, categoryId: 4, title: 'SQL 生成', desc: '用自然语言写查询', prompt: '请根据下面的需求写出 SQL 查询语句，并说明每一部分的作用：' }),
  ...Array.from({ length: 17 }, (_, index) =>
    chatPromptFixture({ id: 9 + index, categoryId: 3, title: `练习题 ${index + 1}`, desc: '', prompt: `请出第 ${index + 1} 道练习题`, sort: 10 + index }),
  ),
];

/** The fake server: a category's prompts with every word of the keyword in their texts, a page of them. */
export function servePrompts(prompts: AdminChatPrompt[], query: ChatPromptsQuery): ChatPromptsPage {
  const words = (query.keyword ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const matching = prompts.filter(
    (prompt) =>
      (query.categoryId === undefined || prompt.categoryId === query.categoryId) &&
      words.every((word) => `${prompt.title} ${prompt.desc} ${prompt.prompt}`.toLowerCase().includes(word)),
  );
  return { rows: matching.slice((query.page - 1) * query.size, query.page * query.size), count: matching.length };
}
