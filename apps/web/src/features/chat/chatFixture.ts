import { appLogoFixture } from '@lingxi/flows/appStore';
import type { ChatFrame, ChatGroup, ChatLog, ChatModel, GroupKind, GroupModelConfig } from '@lingxi/flows/chat';

/**
 * The chat server of docs/chat.md as fixtures, for the chat page stories: the seeded models, a few
 * conversations with their logs, and a `fetch` that answers the chat calls from them (envelope
 * `{code: 200, data, message: 'ok', success: true}`; the turn as an NDJSON stream). Every date is
 * fixed: nothing rendered depends on the clock.
 */

const model = (id: number, fields: Partial<ChatModel> & Pick<ChatModel, 'modelName' | 'model'>): ChatModel => ({
  id,
  cover: '',
  description: '',
  keyType: 1,
  modelType: 'chat',
  canAudio: false,
  canUpload: false,
  maxModelTokens: 8096,
  maxResponseTokens: 4000,
  topN: 0.8,
  systemMessage: '',
  maxRounds: 12,
  rounds: 8,
  deductType: 1,
  deduct: 1,
  vipFreeNum: 0,
  used: 0,
  ...fields,
});

/** The seeded models (apps/server/src/seed/defaultContent.ts) as GET /models/list returns them. */
const chatModels: ChatModel[] = [
  model(1, { modelName: '灵犀 Lite', model: 'gpt-4o-mini', description: '快速、省积分，适合日常问答', keyType: 1, deductType: 1, deduct: 1, vipFreeNum: -1 }),
  model(2, {
    modelName: '灵犀 Pro',
    model: 'gpt-4o',
    description: '更强的推理与写作能力',
    keyType: 2,
    deductType: 2,
    deduct: 5,
    vipFreeNum: 20,
    canUpload: true,
    used: 3,
  }),
  model(3, {
    modelName: '灵犀 Max',
    model: 'o3',
    description: '复杂问题深度思考',
    keyType: 2,
    deductType: 2,
    deduct: 20,
    vipFreeNum: 0,
    maxModelTokens: 32000,
  }),
];

/** A group's saved model choice (the JSON of `Group.config`). */
function configOf(chosen: ChatModel): string {
  const { model: name, modelName, keyType, canUpload, canAudio, maxModelTokens, maxRounds, deductType, deduct, topN, rounds, maxResponseTokens } = chosen;
  const config: GroupModelConfig = {
    modelInfo: {
      model: name,
      modelName,
      keyType,
      canUpload,
      canAudio,
      maxModelTokens,
      maxRounds,
      deductType,
      deduct,
      topN,
      rounds,
      maxResponseTokens,
      modelType: 'chat',
    },
    modelTypeInfo: { label: '对话', value: 'chat' },
  };
  return JSON.stringify(config);
}

/** 2026-05-01 12:00 Shanghai, less `minutes`. */
const at = (minutes: number) => new Date(Date.UTC(2026, 4, 1, 4, 0) - minutes * 60_000).toISOString();

const group = (id: number, title: string, minutesAgo: number, extra: Partial<ChatGroup> = {}): ChatGroup => ({
  id,
  title,
  isSticky: false,
  appId: null,
  modelType: 'chat',
  config: configOf(chatModels[0]!),
  createdAt: at(minutesAgo + 30),
  updatedAt: at(minutesAgo),
  ...extra,
});

/** The caller's conversations, sticky first, then newest (the server's order); 7 is the one opened. */
const chatGroups: ChatGroup[] = [
  group(3, '产品需求文档评审要点', 900, { isSticky: true }),
  group(7, '用 TypeScript 实现快速排序并分析它在平均情况与最坏情况下的时间复杂度和空间复杂度', 5, { config: configOf(chatModels[1]!) }),
  group(6, '帮我把这段关于量子计算与经典计算在密码学领域差异的长篇说明改写成通俗易懂的科普文章', 60),
  group(5, '旅行计划：杭州三日游', 180),
  group(4, 'TypeScript 泛型约束问题', 2000),
  group(2, '英文邮件润色', 4000),
];

/** /gpt's conversations: with agents (an app's card on each; no model config of the user's). */
export const agentGroups: ChatGroup[] = [
  group(31, '周报生成器', 20, {
    appId: 12,
    modelId: 12,
    gptsApp: true,
    logo: appLogoFixture(12),
    desc: '把零散的工作记录整理成结构清晰、重点突出的周报',
    demoData: '帮我把这些记录整理成周报\n周报里怎样写下周计划',
  }),
  group(30, '英语口语陪练', 2500, { appId: 9, modelId: 9, gptsApp: true, logo: appLogoFixture(9), desc: '陪你练习日常英语对话', demoData: '我们来聊聊周末' }),
];

/** /document's conversations: each named after its file. */
export const fileGroups: ChatGroup[] = [
  group(21, '2026年第一季度销售报告.pdf', 10, { modelType: 'file', config: configOf(chatModels[1]!) }),
  group(20, '产品规格说明书（第三版修订稿，含附录与术语表）.docx', 3000, { modelType: 'file' }),
];

const log = (id: number, groupId: number, role: ChatLog['role'], content: string, minutesAgo: number, extra: Partial<ChatLog> = {}): ChatLog => ({
  id,
  groupId,
  role,
  content,
  reasoning: null,
  status: 'done',
  model: role === 'assistant' ? 'gpt-4o' : null,
  modelName: role === 'assistant' ? '灵犀 Pro' : null,
  promptTokens: role === 'assistant' ? 120 : null,
  completionTokens: role === 'assistant' ? 360 : null,
  fileId: null,
  fileName: null,
  fileUrl: null,
  fileKind: null,
  createdAt: at(minutesAgo),
  ...extra,
});

const quickSortAnswer = [
  '## 快速排序',
  '',
  '快速排序是一种**分治**算法：平均时间复杂度为 $O(n \\log n)$，最坏情况为 $O(n^2)$。',
  '',
  '### 步骤',
  '',
  '1. 选一个基准值（pivot）',
  '2. 把小于基准的元素放左边，其余放右边',
  '3. 对两边递归排序',
  '',
  '```typescript',
  'export function quickSort(items: number[]): number[] {',
  '  if (items.length <= 1) return items;',
  '  const [pivot, ...rest] = items;',
  '  const left = rest.filter((x) => x < pivot);',
  '  const right = rest.filter((x) => x >= pivot);',
  '  return [...quickSort(left), pivot, ...quickSort(right)];',
  '}',
  '```',
].join('\n');

const worstCaseAnswer = [
  '当每次选到的基准都是**最大值或最小值**时，例如对已排序的数组总选第一个元素：',
  '',
  '- 递归深度变成 $n$',
  '- 总比较次数为 $\\frac{n(n-1)}{2}$',
  '- 随机选择基准或取“三数中值”，可以让最坏情况几乎不出现',
].join('\n');

/** The logs of each conversation, oldest → newest (GET /chatlog/chatList rows). */
const chatLogs: Record<number, ChatLog[]> = {
  7: [
    log(31, 7, 'user', '用 TypeScript 实现快速排序，并说明它的时间复杂度', 30),
    log(32, 7, 'assistant', quickSortAnswer, 29),
    log(33, 7, 'user', '最坏情况什么时候出现？', 20),
    log(34, 7, 'assistant', worstCaseAnswer, 19),
    log(35, 7, 'user', '那空间复杂度呢？', 6),
    log(36, 7, 'assistant', '平均递归深度约为 $\\log_2 n$，所以额外空间是 $O(\\log n)$；最坏情况下递归深度为 $n$，空间为 $O(n)$。', 5),
  ],
  21: [
    log(51, 21, 'user', '总结一下这份报告的要点', 12, {
      fileId: 3,
      fileName: '2026年第一季度销售报告.pdf',
      fileKind: 'document',
      fileUrl: '/file/chat/2026/05/sales-q1.pdf',
    }),
    log(
      52,
      21,
      'assistant',
      [
        '## 报告要点',
        '',
        '1. **营收**：第一季度营收 1.28 亿元，同比增长 $18\\%$',
        '2. **渠道**：线上渠道占比首次超过一半，达到 $54\\%$',
        '3. **风险**：华东区库存周转天数上升到 46 天，需要关注',
        '',
        '> 报告建议第二季度把营销预算向线上渠道倾斜。',
      ].join('\n'),
      11,
    ),
  ],
};

/** The play story's question and the answer streamed to it. */
export const streamedQuestion = '二分查找的时间复杂度是多少？';
const streamedAnswerPieces = [
  '二分查找',
  '每一步把',
  '搜索范围减半，',
  '所以时间复杂度是 ',
  '$O(\\log n)$',
  '。\n\n- 要求数组**有序**',
  '\n- 额外空间为 $O(1)$',
];

/** What the story's server holds; the fetch reads and changes it. */
export interface ChatServer {
  groups: Record<GroupKind, ChatGroup[]>;
  logs: Record<number, ChatLog[]>;
  models: ChatModel[];
  demoMode: boolean;
  /** The id POST /group/create gives the next group. */
  nextGroupId: number;
  /** The pieces each turn streams. */
  answer: readonly string[];
  /** The points balance the end frame reports. */
  balance: number;
  /** Every call the fetch answered (method, path under /api, JSON body or query). */
  calls: { method: string; path: string; body: unknown }[];
}

/** A fresh server per story (its group lists are copied: the fetch changes them). */
export function chatServer(fields: Partial<ChatServer> = {}): ChatServer {
  // Stories name the kinds they show; the others start empty.
  const groups = { chat: chatGroups, file: fileGroups, knowledge: [], ...fields.groups };
  return {
    logs: chatLogs,
    models: chatModels,
    demoMode: false,
    nextGroupId: 8,
    answer: streamedAnswerPieces,
    balance: 1275,
    ...fields,
    groups: { chat: [...groups.chat], file: [...groups.file], knowledge: [...groups.knowledge] },
    calls: [],
  };
}

const envelope = (data: unknown, code = 200, message = 'ok') =>
  new Response(JSON.stringify({ code, data, message, success: code >= 200 && code < 300 }), {
    status: code >= 200 && code < 300 ? 200 : code,
    headers: { 'content-type': 'application/json' },
  });

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A chat turn's NDJSON frames, one every few milliseconds, as the server flushes them. */
function turnStream(server: ChatServer, groupId: number, prompt: string, signal: AbortSignal): Response {
  // As the server does: a conversation still called 新对话 is named after its first question.
  for (const kind of ['chat', 'file'] as const) {
    server.groups[kind] = server.groups[kind].map((listed) =>
      listed.id === groupId && listed.title === '新对话' ? { ...listed, title: prompt.slice(0, 30) } : listed,
    );
  }
  const encoder = new TextEncoder();
  const userLogId = 900;
  const chatLogId = 901;
  const text = server.answer.join('');
  // The group's model, named in the start frame as the server does.
  const config = [...server.groups.chat, ...server.groups.file].find((candidate) => candidate.id === groupId)?.config;
  const modelId = (config ? (JSON.parse(config) as Partial<GroupModelConfig>).modelInfo?.model : undefined) ?? server.models[0]!.model;
  const model = server.models.find((candidate) => candidate.model === modelId) ?? server.models[0]!;
  const frames: ChatFrame[] = [
    { type: 'start', groupId, userLogId, chatLogId, model: model.model, modelName: model.modelName },
    ...server.answer.map((delta): ChatFrame => ({ type: 'delta', delta })),
    {
      type: 'end',
      is_end: true,
      chatLogId,
      text,
      usage: { promptTokens: prompt.length, completionTokens: text.length },
      balance: server.balance,
      charged: 5,
      stopped: false,
    },
  ];
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const frame = frames.shift();
      if (!frame || signal.aborted) return controller.close();
      await delay(frame.type === 'start' ? 10 : 40);
      controller.enqueue(encoder.encode(`${JSON.stringify(frame)}\n`));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson' } });
}

/**
 * A `fetch` answering the chat calls under /api from `server`; anything else goes to `passThrough`.
 * ky calls `globalThis.fetch` afresh for every request, so swapping `window.fetch` is enough.
 */
export function chatFetch(server: ChatServer, passThrough: typeof fetch): typeof fetch {
  return async (input, init) => {
    const href = input instanceof Request ? input.url : String(input);
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin || !url.pathname.startsWith('/api/')) return passThrough(input, init);
    const request = new Request(input, init);
    const path = url.pathname.slice('/api'.length);
    const method = request.method.toUpperCase();
    const query = Object.fromEntries(url.searchParams);
    const body: Record<string, unknown> = method === 'GET' ? query : ((await request.json().catch(() => ({}))) as Record<string, unknown>);
    server.calls.push({ method, path, body });
    const kind: GroupKind = body.modelType === 'file' || body.modelType === 'knowledge' ? body.modelType : 'chat';

    switch (`${method} ${path}`) {
      case 'GET /group/query':
        return envelope(server.groups[kind]);
      case 'GET /gpts/chat_group_get':
        return envelope(server.groups.chat.filter((listed) => listed.appId !== null));
      case 'POST /group/create': {
        const created: ChatGroup = { ...group(server.nextGroupId, '新对话', 0), modelType: kind };
        server.nextGroupId += 1;
        server.groups = { ...server.groups, [kind]: [created, ...server.groups[kind]] };
        return envelope(created);
      }
      case 'POST /gpts/chat_group_update':
      case 'POST /gpts/chat_group_delete':
      case 'POST /gpts/chat_group_clear':
      case 'POST /group/update':
      case 'POST /group/del':
      case 'POST /group/delAll':
      case 'POST /chatlog/del':
      case 'POST /chatlog/delByGroupId':
        return envelope(null);
      case 'GET /chatlog/chatList':
        return envelope(server.logs[Number(query.groupId)] ?? []);
      case 'GET /models/list':
        return envelope({ rows: server.models, count: server.models.length, demoMode: server.demoMode });
      case 'POST /chatgpt/chat-process':
      case 'POST /chatgpt/chat-file-analysis':
        return turnStream(server, Number(body.groupId), String(body.prompt ?? ''), request.signal);
      default:
        return envelope(null, 404, `not in the story's fixtures: ${method} ${path}`);
    }
  };
}
