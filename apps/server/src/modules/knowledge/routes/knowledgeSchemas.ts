import { Type } from 'typebox';

export const KnowledgeBase = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    des: Type.String(),
    documents: Type.Integer({ description: 'Documents in it' }),
    notes: Type.Integer({ description: 'Notes in it' }),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'KnowledgeBase' },
);

const DocumentStatus = Type.Union(
  [Type.Literal('queued'), Type.Literal('extracting'), Type.Literal('chunking'), Type.Literal('embedding'), Type.Literal('ready'), Type.Literal('failed')],
  { description: '排队中 queued; 解析中 extracting, chunking; 向量化 n% embedding (progress); 已完成 ready; 失败 failed (error says why; retry)' },
);

export const KnowledgeDocument = Type.Object(
  {
    id: Type.Integer(),
    kbId: Type.Integer(),
    name: Type.String({ description: 'The name it was uploaded with' }),
    format: Type.String({ description: 'pdf, docx, txt, md or html' }),
    size: Type.Integer({ description: 'Bytes' }),
    pages: Type.Union([Type.Integer(), Type.Null()], { description: 'Pages as charged and counted (a PDF page, else 2,000 characters); null until read' }),
    chunks: Type.Integer({ description: 'Passages it was cut into' }),
    status: DocumentStatus,
    progress: Type.Integer({ minimum: 0, maximum: 100, description: 'Passages embedded of all, while embedding' }),
    error: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'KnowledgeDocument' },
);

export const DocumentProgress = Type.Object({
  id: Type.Integer(),
  status: DocumentStatus,
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  error: Type.Union([Type.String(), Type.Null()]),
  pages: Type.Union([Type.Integer(), Type.Null()]),
  chunks: Type.Integer(),
});

export const KnowledgeChunk = Type.Object(
  {
    id: Type.Integer(),
    kbId: Type.Integer(),
    documentId: Type.Union([Type.Integer(), Type.Null()]),
    noteId: Type.Union([Type.Integer(), Type.Null()]),
    sourceName: Type.String({ description: 'The document’s name or the note’s title' }),
    page: Type.Union([Type.Integer(), Type.Null()], { description: 'The PDF page it is on (1-based)' }),
    headingPath: Type.Array(Type.String()),
    text: Type.String(),
    before: Type.Union([Type.String(), Type.Null()], { description: 'The passage before it in its source' }),
    after: Type.Union([Type.String(), Type.Null()], { description: 'The passage after it in its source' }),
  },
  { $id: 'KnowledgeChunk' },
);

export const KnowledgeNoteSummary = Type.Object(
  {
    id: Type.Integer(),
    kbId: Type.Integer(),
    title: Type.String({ description: 'May be empty (the list shows 未命名笔记)' }),
    excerpt: Type.String({ description: 'The start of its plain text' }),
    version: Type.Integer({ description: 'Send it back with the next save: a save from an older version is refused (409)' }),
    indexed: Type.Boolean({ description: 'Its latest version is searchable (notes are indexed 10 s after the last save)' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'KnowledgeNoteSummary' },
);

export const KnowledgeNote = Type.Object(
  { ...KnowledgeNoteSummary.properties, doc: Type.Unknown({ description: 'The editor’s document (ProseMirror JSON of @lingxi/rich-text’s schema)' }) },
  { $id: 'KnowledgeNote' },
);
