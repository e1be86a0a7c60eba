import type { LibraryPrompt, PromptCategory, PromptLibraryServices } from './promptLibrary.machine';

/** The migration's five categories. */
export const storyPromptCategories: PromptCategory[] = [
  { id: 1, name: '写作' },
  { id: 2, name: '职场' },
  { id: 3, name: '学习' },
  { id: 4, name: '编程' },
  { id: 5, name: '生活' },
];

const prompt = (id: number, categoryId: number, title: string, desc: string, text: string): LibraryPrompt => ({
  id,
  categoryId,
  title,
  desc,
  prompt: text,
  promptEn: '',
});

export const storyPrompts: LibraryPrompt[] = [
  prompt(1, 1, '文章润色', '让文字更通顺、更有文采', '请帮我润色下面这段文字，使其更通顺、用词更准确，保留原意，并说明主要改动：'),
  prompt(2, 1, '小红书文案', '带表情的种草笔记', '请以小红书博主的口吻，为下面的产品写一篇种草笔记，包含吸引人的标题、分段正文和话题标签：'),
  prompt(3, 2, '周报生成', '把要点整理成周报', '请把下面的工作要点整理成一份结构清晰的周报，包括本周完成、问题与风险、下周计划：'),
  prompt(4, 2, '会议纪要', '从记录中提炼纪要', '请根据下面的会议记录整理会议纪要，列出议题、结论、待办事项（负责人和截止时间）：'),
  prompt(5, 4, '代码解释', '逐行看懂代码', '请逐段解释下面这段代码的作用，并指出可能存在的问题：'),
  prompt(
    6,
    5,
    '超长标题的提示词：为全家人制定一份兼顾老人和孩子的七日慢节奏旅行计划',
    '名字很长的卡片也要整齐地换行，不能撑破布局或遮住按钮',
    '请帮我制定一份旅行计划，按天列出行程、交通和预算建议，照顾老人和孩子的体力，每天安排午休，避免早起赶路，并给出雨天的备选方案。我的需求是：',
  ),
];

/** The library over the fixtures: categories and keywords filter, `size` per page; `fail` makes every page fail. */
export function storyPromptServices({ rows = storyPrompts, size = 4, fail = false, pending = false } = {}): PromptLibraryServices {
  return {
    loadCategories: async () => storyPromptCategories,
    loadPage: async (query, page) => {
      if (pending) return new Promise(() => {});
      if (fail) throw new Error('offline');
      const found = rows.filter(
        (row) =>
          (query.categoryId === null || row.categoryId === query.categoryId) &&
          (!query.keyword || `${row.title}${row.desc}${row.prompt}`.includes(query.keyword)),
      );
      return { rows: found.slice((page - 1) * size, page * size), count: found.length };
    },
  };
}
