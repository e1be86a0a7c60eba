import type { ChatGroup, GroupKind } from '../chat/chatTypes';

/** A group for tests and stories; `minutesAgo` orders it (newer first). */
export const chatGroup = (id: number, title: string, extra: Partial<ChatGroup> & { minutesAgo?: number } = {}): ChatGroup => {
  const { minutesAgo = id, ...rest } = extra;
  const at = new Date(Date.UTC(2026, 4, 1, 12, 0) - minutesAgo * 60_000).toISOString();
  return { id, title, isSticky: false, appId: null, modelType: 'chat' as GroupKind, config: '{}', createdAt: at, updatedAt: at, ...rest };
};

/** Two sticky groups, then five others, newest first; one long CJK title. */
export const storyGroups: ChatGroup[] = [
  chatGroup(1, '产品需求文档评审要点', { isSticky: true, minutesAgo: 300 }),
  chatGroup(2, '周报模板', { isSticky: true, minutesAgo: 900 }),
  chatGroup(3, '帮我把这段关于量子计算与经典计算在密码学领域差异的长篇说明改写成通俗易懂的科普文章', { minutesAgo: 5 }),
  chatGroup(4, '旅行计划：杭州三日游', { minutesAgo: 60 }),
  chatGroup(5, 'TypeScript 泛型约束问题', { minutesAgo: 120 }),
  chatGroup(6, '新对话', { minutesAgo: 2000 }),
  chatGroup(7, '英文邮件润色', { minutesAgo: 4000 }),
];
