import type { ChatMessageView } from '../chat/chatMessageView';

/** Story and test messages, shaped as the chatSession machine will hand them to ChatView. */

export const storyModel = 'GPT-4o mini';
const storyReasoningModel = 'DeepSeek-R1';

export function userMessage(key: string, content: string, extra: Partial<ChatMessageView> = {}): ChatMessageView {
  return { key, id: null, role: 'user', content, reasoning: '', status: 'done', error: null, modelName: null, file: null, sources: null, ...extra };
}

export function assistantMessage(key: string, content: string, extra: Partial<ChatMessageView> = {}): ChatMessageView {
  return { key, id: null, role: 'assistant', content, reasoning: '', status: 'done', error: null, modelName: storyModel, file: null, sources: null, ...extra };
}

/** An answer using everything the renderer knows: headings, lists, a table, code in three languages, math, a link. */
export const streamedAnswer = [
  '## 快速排序简介',
  '',
  '快速排序是一种**分治**算法，平均时间复杂度为 $O(n \\log n)$，最坏情况为 \\(O(n^2)\\)。',
  '',
  '### 步骤',
  '',
  '1. 选一个基准值（pivot）',
  '2. 把小于基准的放左边，大于的放右边',
  '3. 对两边递归排序',
  '',
  '- 原地排序，额外空间 $O(\\log n)$',
  '- 不稳定',
  '',
  '| 语言 | 写法 | 备注 |',
  '|---|---|---|',
  '| Python | 列表推导 | 简洁 |',
  '| TypeScript | 函数式 | 不可变 |',
  '| Rust | 切片 | 原地 |',
  '',
  '```python',
  'def quick_sort(items):',
  '    if len(items) <= 1:',
  '        return items',
  '    pivot, *rest = items',
  '    return quick_sort([x for x in rest if x < pivot]) + [pivot] + quick_sort([x for x in rest if x >= pivot])',
  '```',
  '',
  '```typescript',
  'export const quickSort = (items: number[]): number[] =>',
  '  items.length <= 1 ? items : [...quickSort(items.slice(1).filter((x) => x < items[0]!)), items[0]!, ...quickSort(items.slice(1).filter((x) => x >= items[0]!))];',
  '```',
  '',
  '```rust',
  'fn quick_sort<T: PartialOrd>(v: &mut [T]) {',
  '    if v.len() <= 1 { return; }',
  '    let p = partition(v); // 分区',
  '    quick_sort(&mut v[..p]);',
  '    quick_sort(&mut v[p + 1..]);',
  '}',
  '```',
  '',
  '期望比较次数满足：',
  '',
  '$$',
  'C(n) = (n - 1) + \\frac{1}{n}\\sum_{i=0}^{n-1} \\bigl(C(i) + C(n-1-i)\\bigr) \\approx 1.39\\, n \\log_2 n',
  '$$',
  '',
  '> 提示：随机选择基准可以避免最坏情况。',
  '',
  '更多内容见 [维基百科：快速排序](https://zh.wikipedia.org/wiki/快速排序)。',
].join('\n');

const reasoningText = [
  '用户问的是快速排序的复杂度。',
  '先回顾分治的递推式：T(n) = 2T(n/2) + O(n)，由主定理得 O(n log n)。',
  '最坏情况是每次都选到最大或最小值，递推变成 T(n) = T(n-1) + O(n)，即 O(n²)。',
].join('\n');

/** A finished conversation: the rich answer, then a follow-up. */
export const storyConversation: ChatMessageView[] = [
  userMessage('u1', '用三种语言写快速排序，并说明复杂度', { id: 1 }),
  assistantMessage('a1', streamedAnswer, { id: 2 }),
  userMessage('u2', '最坏情况什么时候出现？', { id: 3 }),
  assistantMessage('a2', '当每次选到的基准都是**最大值或最小值**时（例如对已排序数组总选第一个元素），递归深度变成 $n$，总比较次数为 $\\frac{n(n-1)}{2}$。', {
    id: 4,
  }),
];

/** An answer with the model's reasoning shown before it. */
export const reasoningConversation: ChatMessageView[] = [
  userMessage('u1', '快速排序的时间复杂度是多少？', { id: 1 }),
  assistantMessage('a1', '平均 $O(n \\log n)$，最坏 $O(n^2)$，随机化基准可让最坏情况几乎不出现。', {
    id: 2,
    reasoning: reasoningText,
    modelName: storyReasoningModel,
  }),
];

const question = userMessage('u9', '写一个 TypeScript 的防抖函数', { id: 9 });

/** Sent; no token yet: the typing indicator. */
export const sendingConversation: ChatMessageView[] = [...storyConversation, question, assistantMessage('a9', '', { status: 'sending' })];

/** Streaming mid-code: the fence is still open. */
const streamingCodeAnswer =
  '下面是一个带类型的防抖函数：\n\n```typescript\nexport function debounce<T extends (...args: never[]) => void>(fn: T, wait: number) {\n  let timer: ReturnType<typeof setTimeout> | undefined;\n  return (...args: Parameters<T>) => {\n    clearTimeout(timer);';
export const streamingConversation: ChatMessageView[] = [...storyConversation, question, assistantMessage('a9', streamingCodeAnswer, { status: 'streaming' })];

/** Reasoning still streaming, the answer not started. */
export const thinkingConversation: ChatMessageView[] = [
  userMessage('u1', '快速排序的时间复杂度是多少？', { id: 1 }),
  assistantMessage('a1', '', { status: 'streaming', reasoning: reasoningText.split('\n').slice(0, 2).join('\n'), modelName: storyReasoningModel }),
];

export const stoppedConversation: ChatMessageView[] = [
  userMessage('u1', '介绍一下长城', { id: 1 }),
  assistantMessage('a1', '长城是中国古代的军事防御工程，东起山海关，西至嘉峪关，全长', { id: 2, status: 'stopped' }),
];

/** The server streaming the answer stopped (a crash): settled as interrupted, its points given back. */
export const interruptedConversation: ChatMessageView[] = [
  userMessage('u1', '介绍一下长城', { id: 1 }),
  assistantMessage('a1', '', { id: 2, status: 'interrupted' }),
];

export const failedPartialConversation: ChatMessageView[] = [
  userMessage('u1', '介绍一下长城', { id: 1 }),
  assistantMessage('a1', '长城是中国古代的军事防御工程，始建于', { id: 2, status: 'failed', error: '上游服务连接中断，本次未扣除积分' }),
];

export const failedEmptyConversation: ChatMessageView[] = [
  userMessage('u1', '介绍一下长城', { id: 1 }),
  assistantMessage('a1', '', { id: 2, status: 'failed', error: '积分不足，请充值后再试' }),
];

const documentIcon = 'https://example.invalid/never-loaded.pdf';
/** A small inline picture (no network in stories). */
const storyImageUrl = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200"><rect width="320" height="200" fill="#2458d6"/><circle cx="250" cy="60" r="28" fill="#ffd36b"/><path d="M0 200 L110 90 L190 170 L240 120 L320 200 Z" fill="#e8efff"/></svg>',
)}`;

export const fileConversation: ChatMessageView[] = [
  userMessage('u1', '总结这份报告的要点', { id: 1, file: { name: '2024年度经营报告.pdf', kind: 'document', url: documentIcon } }),
  assistantMessage('a1', '报告要点：\n\n1. 营收同比增长 **18%**\n2. 新增海外市场两个\n3. 研发投入占比提升至 12%', { id: 2 }),
  userMessage('u2', '这张图里有什么？', { id: 3, file: { name: '风景.png', kind: 'image', url: storyImageUrl } }),
  assistantMessage('a2', '图中是蓝色天空下的山峦，右上角有一轮黄色的太阳。', { id: 4 }),
];

/** `count` messages alternating question and answer, with answers of varied length (virtualised list). */
export function longConversation(count: number, prefix = 'm'): ChatMessageView[] {
  return Array.from({ length: count }, (_, index) => {
    const key = `${prefix}${index}`;
    if (index % 2 === 0) return userMessage(key, `第 ${index / 2 + 1} 个问题：${'请解释一下这个概念。'.repeat((index % 3) + 1)}`, { id: index + 1 });
    const paragraphs = (index % 5) + 1;
    return assistantMessage(
      key,
      Array.from({ length: paragraphs }, (_unused, paragraph) => `第 ${(index + 1) / 2} 个回答的第 ${paragraph + 1} 段。这是一段用于测试虚拟列表的文字。`).join(
        '\n\n',
      ),
      { id: index + 1 },
    );
  });
}
