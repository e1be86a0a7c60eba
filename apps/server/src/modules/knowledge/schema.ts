import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A user's knowledge bases (docs/knowledge.md). The vectors of their passages live in `knowledge_vectors`, which is
 * not declared here: its column is pgvector's `vector` where the extension exists, else `real[]`, so it has its own
 * migrations (apps/server/drizzle-vectors) and is read and written in SQL.
 */
export const knowledgeBases = pgTable(
  'knowledge_bases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    des: text('des').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('knowledge_bases_user_idx').on(table.userId, table.id)],
);

/** What each user holds, counted by one conditional update per change so a quota is never passed under a race. */
export const knowledgeUsage = pgTable(
  'knowledge_usage',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    bases: integer('bases').notNull().default(0),
    documents: integer('documents').notNull().default(0),
    pages: integer('pages').notNull().default(0),
    notes: integer('notes').notNull().default(0),
  },
  (table) => [check('knowledge_usage_counts', sql`${table.bases} >= 0 and ${table.documents} >= 0 and ${table.pages} >= 0 and ${table.notes} >= 0`)],
);

export const knowledgeDocumentStatuses = ['queued', 'extracting', 'chunking', 'embedding', 'ready', 'failed'] as const;
export type KnowledgeDocumentStatus = (typeof knowledgeDocumentStatuses)[number];

/** An uploaded document: its original (a private file), and where its indexing stands (a job on the job spine). */
export const knowledgeDocuments = pgTable(
  'knowledge_documents',
  {
    id: serial('id').primaryKey(),
    kbId: integer('kb_id')
      .notNull()
      .references(() => knowledgeBases.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    format: text('format').notNull(),
    /** The private file's key (never under /uploads). */
    fileKey: text('file_key').notNull(),
    size: integer('size').notNull(),
    status: text('status', { enum: knowledgeDocumentStatuses }).notNull().default('queued'),
    /** 0–100: embedded passages of all, while embedding. */
    progress: smallint('progress').notNull().default(0),
    /** Why it failed, in the user's words. */
    error: text('error'),
    /** Pages as charged and counted: a PDF's pages, else one per 2,000 characters; null until extracted. */
    pages: integer('pages'),
    chunks: integer('chunks').notNull().default(0),
    /** The indexing job (generation_jobs), while one exists. */
    jobId: integer('job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('knowledge_documents_kb_idx').on(table.kbId, table.id), check('knowledge_documents_progress', sql`${table.progress} between 0 and 100`)],
);

/** A note of the workspace: the editor's document (ProseMirror JSON), its plain text, and a version for conflicts. */
export const knowledgeNotes = pgTable(
  'knowledge_notes',
  {
    id: serial('id').primaryKey(),
    kbId: integer('kb_id')
      .notNull()
      .references(() => knowledgeBases.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    doc: jsonb('doc').notNull(),
    text: text('text').notNull().default(''),
    version: integer('version').notNull().default(1),
    /** The version its passages were made from (re-indexed a while after the last save). */
    indexedVersion: integer('indexed_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('knowledge_notes_kb_idx').on(table.kbId, table.updatedAt),
    // The note indexer looks for due notes every 2 s: only the notes saved since they were indexed are in this index.
    index('knowledge_notes_due_idx').on(table.updatedAt).where(sql`${table.version} > ${table.indexedVersion}`),
  ],
);

/**
 * A passage of a document or a note, as retrieval finds and a citation names it. `tokens` is the tokeniser's output
 * (text/searchTokens.ts) space-joined; `tsv` is `to_tsvector('simple', tokens)`, written with it.
 */
export const knowledgeChunks = pgTable(
  'knowledge_chunks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kbId: integer('kb_id')
      .notNull()
      .references(() => knowledgeBases.id, { onDelete: 'cascade' }),
    documentId: integer('document_id').references(() => knowledgeDocuments.id, { onDelete: 'cascade' }),
    noteId: integer('note_id').references(() => knowledgeNotes.id, { onDelete: 'cascade' }),
    ord: integer('ord').notNull(),
    page: integer('page'),
    headingPath: text('heading_path').array().notNull().default(sql`'{}'::text[]`),
    text: text('text').notNull(),
    hash: text('hash').notNull(),
    tokens: text('tokens').notNull(),
    tsv: tsvector('tsv').notNull(),
  },
  (table) => [
    check('knowledge_chunks_source', sql`(${table.documentId} is null) <> (${table.noteId} is null)`),
    uniqueIndex('knowledge_chunks_document_ord').on(table.documentId, table.ord).where(sql`${table.documentId} is not null`),
    uniqueIndex('knowledge_chunks_note_ord').on(table.noteId, table.ord).where(sql`${table.noteId} is not null`),
    index('knowledge_chunks_kb_idx').on(table.kbId),
    index('knowledge_chunks_tsv_idx').using('gin', table.tsv),
  ],
);

export const embeddingSpaceStatuses = ['building', 'active', 'retired'] as const;

/**
 * An embedding space: vectors of one model at one width. Changing the model builds a new space while search stays on
 * the active one until every passage has a vector in the new one.
 */
export const embeddingSpaces = pgTable(
  'embedding_spaces',
  {
    id: serial('id').primaryKey(),
    model: text('model').notNull(),
    dimensions: integer('dimensions').notNull(),
    status: text('status', { enum: embeddingSpaceStatuses }).notNull().default('building'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('embedding_spaces_model_dims').on(table.model, table.dimensions),
    check('embedding_spaces_dimensions', sql`${table.dimensions} between 1 and 2000`),
  ],
);
