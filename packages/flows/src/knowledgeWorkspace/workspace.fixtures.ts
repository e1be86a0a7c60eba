import type { JSONContent } from '@lingxi/rich-text';
import type { AssistFrame, KnowledgeBase, Note, NoteSaveBody, SaveFailure, WorkspaceServices } from './workspaceTypes';

const at = '2026-11-29T08:00:00.000Z';
const paragraph = (text: string): JSONContent => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const heading = (text: string): JSONContent => ({ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text }] });

const storyBases: KnowledgeBase[] = [
  { id: 1, name: '产品资料', des: '', documents: 3, notes: 3, createdAt: at, updatedAt: at },
  { id: 2, name: '团队周会', des: '', documents: 0, notes: 0, createdAt: at, updatedAt: at },
];

const plain = (doc: JSONContent): string =>
  (doc.content ?? [])
    .map((block) => (block.content ?? []).map((inline) => inline.text ?? '').join(''))
    .filter(Boolean)
    .join('\n');

const note = (id: number, title: string, doc: JSONContent, indexed = true): Note => ({
  id,
  kbId: 1,
  title,
  excerpt: plain(doc).slice(0, 120),
  version: 1,
  indexed,
  updatedAt: at,
  doc,
});

export const storyNotes: Note[] = [
  note(
    11,
    '灵犀音箱常见问题',
    {
      type: 'doc',
      content: [
        heading('配网'),
        paragraph('长按顶部按键五秒，指示灯变为蓝色闪烁后即进入配网模式。'),
        heading('闹钟'),
        paragraph('每天最多可以设置十个闹钟，闹钟响起时说“停止”即可关闭。'),
      ],
    },
    true,
  ),
  note(12, '周会纪要', { type: 'doc', content: [paragraph('下周上线知识库的笔记功能，编辑器自动保存。')] }, false),
  note(13, '一个标题非常非常长的笔记：为全家人制定一份兼顾老人和孩子的七日慢节奏旅行计划', {
    type: 'doc',
    content: [paragraph('第一天抵达杭州，入住西湖边的酒店，傍晚沿湖散步。'.repeat(4))],
  }),
];

export interface StoryWorkspaceOptions {
  bases?: KnowledgeBase[];
  notes?: Note[];
  /** Lists never answer (the skeletons). */
  pending?: boolean;
  /** Listing the bases fails. */
  failing?: boolean;
  /** Every save is refused so (conflict: another copy saved first; offline: no connection). */
  saveFailure?: SaveFailure['kind'];
  /** The assist's answer, streamed a piece every `assistDelayMs`; an error frame instead when `assistError` is set. */
  assistText?: string;
  assistDelayMs?: number;
  assistError?: string;
  /** The answer stops after its first piece until the request is aborted (停止 in the middle of an answer). */
  assistHangs?: boolean;
}

/** An in-memory server for stories and tests: bases, notes with versions, and an assist that streams a fixed answer. */
export function storyWorkspaceServices(options: StoryWorkspaceOptions = {}): WorkspaceServices & { saves: NoteSaveBody[] } {
  const bases = [...(options.bases ?? storyBases)];
  const notes = new Map((options.notes ?? storyNotes).map((row) => [row.id, structuredClone(row)]));
  const saves: NoteSaveBody[] = [];
  let nextId = 100;
  const never = new Promise<never>(() => undefined);
  const wait = (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, ms);
      signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
    });
  return {
    saves,
    listBases: async () => (options.pending ? never : options.failing ? Promise.reject(new Error('网络错误')) : bases),
    createBase: async (name) => {
      const base = { id: bases.length + 1, name, des: '', documents: 0, notes: 0, createdAt: at, updatedAt: at };
      bases.unshift(base);
      return base;
    },
    listNotes: async (kbId) =>
      options.pending
        ? never
        : [...notes.values()]
            .filter((row) => row.kbId === kbId)
            .map(({ doc: _doc, ...summary }) => summary)
            .reverse(),
    loadNote: async (id) => {
      const row = notes.get(id);
      if (!row) throw new Error('笔记不存在');
      return structuredClone(row);
    },
    saveNote: async (body) => {
      saves.push(body);
      if (body.id !== undefined && options.saveFailure) throw { kind: options.saveFailure, message: '' } satisfies SaveFailure;
      const current = body.id === undefined ? undefined : notes.get(body.id);
      const saved: Note = {
        id: current?.id ?? nextId++,
        kbId: body.kbId,
        title: body.title.trim(),
        doc: body.doc,
        excerpt: plain(body.doc).slice(0, 120),
        version: (current?.version ?? 0) + 1,
        indexed: false,
        updatedAt: at,
      };
      notes.set(saved.id, saved);
      return structuredClone(saved);
    },
    deleteNote: async (id) => {
      notes.delete(id);
    },
    async *assist(_body, signal): AsyncGenerator<AssistFrame> {
      const text = options.assistText ?? '指示灯变为蓝色后，打开灵犀 App 按提示完成配网。';
      const pieces = text.match(/.{1,6}/gsu) ?? [];
      for (const [index, piece] of pieces.entries()) {
        await wait(options.assistDelayMs ?? 0, signal);
        if (options.assistError) {
          yield { type: 'error', code: 502, message: options.assistError, refunded: true, balance: 100 };
          return;
        }
        yield { type: 'delta', delta: piece };
        if (options.assistHangs && index === 0) await wait(600_000, signal);
      }
      yield { type: 'end', text, charged: 1, balance: 99 };
    },
  };
}
