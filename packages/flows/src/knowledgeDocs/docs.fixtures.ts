import type { DocumentStatus, KnowledgeBase, KnowledgeDocsServices, KnowledgeDocument } from './docsTypes';

const at = '2026-11-29T08:00:00.000Z';
const MB = 1024 * 1024;

const storyBases: KnowledgeBase[] = [
  { id: 1, name: '产品资料', des: '', documents: 6, notes: 0, createdAt: at, updatedAt: at },
  { id: 2, name: '团队周会', des: '', documents: 0, notes: 3, createdAt: at, updatedAt: at },
];

const formats: Record<string, string> = { pdf: 'pdf', docx: 'docx', txt: 'txt', md: 'md', markdown: 'md', html: 'html', htm: 'html' };
const formatOf = (name: string) => formats[name.split('.').pop()!.toLowerCase()] ?? 'txt';

const doc = (id: number, name: string, size: number, status: DocumentStatus, more: Partial<KnowledgeDocument> = {}): KnowledgeDocument => ({
  id,
  kbId: 1,
  name,
  format: formatOf(name),
  size: Math.round(size),
  pages: null,
  chunks: 0,
  status,
  progress: 0,
  error: null,
  createdAt: at,
  ...more,
});

/** Base 1's documents, newest first: one in every status. */
const storyDocs: KnowledgeDocument[] = [
  doc(106, '会议纪要-一个名字特别特别长的文档，用来看看列表里怎么截断显示.txt', 18_432, 'queued'),
  doc(105, '常见问题.html', 96_256, 'extracting'),
  doc(104, '售后服务政策.md', 24_576, 'chunking', { pages: 3 }),
  doc(103, '2026 年产品路线图.docx', 1.4 * MB, 'embedding', { pages: 12, chunks: 30, progress: 42 }),
  doc(102, '扫描版合同.pdf', 5.2 * MB, 'failed', { pages: 6, error: '未能从文档中读出文字（可能是扫描件），请上传含文字的 PDF' }),
  doc(101, '灵犀音箱用户手册.pdf', 3.2 * MB, 'ready', { pages: 48, chunks: 132 }),
];

/** Documents still being indexed, for the poll to carry to 已完成. */
export const storyIndexingDocs: KnowledgeDocument[] = [
  doc(202, '产品白皮书.pdf', 2.1 * MB, 'queued'),
  doc(201, '安装指南.md', 12_288, 'embedding', { pages: 2, chunks: 8, progress: 40 }),
];

/** `count` documents named 文档 n.txt, newest (the highest n) first. */
export const manyDocs = (count: number): KnowledgeDocument[] =>
  Array.from({ length: count }, (_, index) => doc(1000 + count - index, `文档 ${count - index}.txt`, 2048, 'ready', { pages: 1, chunks: 2 }));

export interface StoryDocsOptions {
  bases?: KnowledgeBase[];
  docs?: KnowledgeDocument[];
  /** Lists never answer (the skeletons). */
  pending?: boolean;
  /** Listing the bases fails. */
  failing?: boolean;
  /** The documents stay where they are (a screenshot of every status); else each status poll moves them a step on. */
  frozen?: boolean;
  /** Each quarter of an upload takes this long. */
  uploadStepMs?: number;
  /** The first upload stops at this percent until it is aborted (mid-progress). */
  uploadHangsAt?: number;
  /** Uploads whose name contains `match` are refused with the server's `message`. */
  refuseUpload?: { match: string; message: string };
  /** Making a base is refused with this message. */
  refuseCreate?: string;
}

/** One status poll's step: queued → extracting → embedding 40% → 80% → ready (pages and passages counted). */
function advance(row: KnowledgeDocument): KnowledgeDocument {
  switch (row.status) {
    case 'queued':
      return { ...row, status: 'extracting' };
    case 'extracting':
    case 'chunking':
      return { ...row, status: 'embedding', progress: 40, pages: row.pages ?? Math.max(1, Math.ceil(row.size / 200_000)) };
    case 'embedding': {
      const pages = row.pages ?? 1;
      return row.progress >= 80 ? { ...row, status: 'ready', progress: 100, pages, chunks: pages * 4 } : { ...row, progress: row.progress + 40, pages };
    }
    default:
      return row;
  }
}

/** An in-memory server for stories and tests: bases, documents indexed a step per status poll, uploads in quarters. */
export function storyDocsServices(options: StoryDocsOptions = {}): KnowledgeDocsServices & { statusCalls: number[][]; uploaded: string[] } {
  const bases = structuredClone(options.bases ?? storyBases);
  const docs = new Map((options.docs ?? storyDocs).map((row) => [row.id, structuredClone(row)]));
  const statusCalls: number[][] = [];
  const uploaded: string[] = [];
  let nextDoc = 500;
  let uploads = 0;
  const never = new Promise<never>(() => undefined);
  const wait = (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      const timer = setTimeout(resolve, ms);
      signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
    });
  return {
    statusCalls,
    uploaded,
    listBases: async () => (options.pending ? never : options.failing ? Promise.reject(new Error('网络错误')) : structuredClone(bases)),
    createBase: async ({ name }) => {
      if (options.refuseCreate) throw new Error(options.refuseCreate);
      const base = { id: Math.max(0, ...bases.map((row) => row.id)) + 1, name, des: '', documents: 0, notes: 0, createdAt: at, updatedAt: at };
      bases.unshift(base);
      return structuredClone(base);
    },
    listDocs: async ({ kbId, page, size }) => {
      if (options.pending) return never;
      const rows = [...docs.values()].filter((row) => row.kbId === kbId).sort((a, b) => b.id - a.id);
      return { rows: structuredClone(rows.slice((page - 1) * size, page * size)), count: rows.length };
    },
    docStatus: async (ids) => {
      statusCalls.push(ids);
      return ids.flatMap((id) => {
        const row = docs.get(id);
        if (!row) return [];
        const next = options.frozen ? row : advance(row);
        docs.set(id, next);
        return [{ id, status: next.status, progress: next.progress, error: next.error, pages: next.pages, chunks: next.chunks }];
      });
    },
    uploadDoc: async (file, kbId, onProgress, signal) => {
      const hangs = uploads === 0 && options.uploadHangsAt !== undefined;
      uploads += 1;
      for (const percent of [25, 50, 75, 100]) {
        await wait(options.uploadStepMs ?? 0, signal);
        if (hangs && percent > options.uploadHangsAt!) {
          onProgress(options.uploadHangsAt!);
          await wait(3_600_000, signal);
        }
        onProgress(percent);
      }
      if (options.refuseUpload && file.name.includes(options.refuseUpload.match)) throw new Error(options.refuseUpload.message);
      uploaded.push(file.name);
      const row: KnowledgeDocument = {
        ...doc(nextDoc++, file.name, file.size, 'queued'),
        kbId,
        createdAt: at,
      };
      docs.set(row.id, row);
      return structuredClone(row);
    },
    retryDoc: async (docId) => {
      const row = docs.get(docId);
      if (!row) throw new Error('文档不存在');
      if (row.status !== 'failed') throw new Error('只有处理失败的文档可以重试');
      const queued: KnowledgeDocument = { ...row, status: 'queued', progress: 0, error: null };
      docs.set(docId, queued);
      return structuredClone(queued);
    },
    deleteDoc: async (docId) => {
      if (!docs.delete(docId)) throw new Error('文档不存在');
      return null;
    },
  };
}
