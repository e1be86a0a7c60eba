import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { embedRefundReason, DocumentIndexer } from './documentJobs.js';
import type { EmbeddingTarget } from './embeddings/embeddingClient.js';
import { KnowledgeBases } from './knowledgeBases.js';
import { KnowledgeChat } from './knowledgeChat.js';
import { KnowledgeDocuments } from './knowledgeDocuments.js';
import { KnowledgeNotes } from './knowledgeNotes.js';
import { KnowledgeSettings } from './knowledgeSettings.js';
import { NoteIndexer } from './noteIndexer.js';
import { Retriever } from './retrieval/retriever.js';
import knowledgeRoutes from './routes/knowledgeRoutes.js';
import { SpaceBuilder } from './vectors/spaceBuilder.js';
import { VectorStore } from './vectors/vectorStore.js';

/** How often due notes are looked for (a note is due 10 s after its last save), and a model change moved on. */
const noteIndexEveryMs = 2000;

declare module 'fastify' {
  interface FastifyInstance {
    knowledgeSettings: KnowledgeSettings;
    knowledgeBases: KnowledgeBases;
    knowledgeDocuments: KnowledgeDocuments;
    knowledgeNotes: KnowledgeNotes;
    /** Indexes notes 10 s after their last save: a timer calls it, tests call it after moving their clock. */
    knowledgeNoteIndexer: NoteIndexer;
    /** Re-embeds every passage after a model change, then switches search to it: the same timer, tests by hand. */
    knowledgeSpaceBuilder: SpaceBuilder;
    knowledgeRetriever: Retriever;
    knowledgeChat: KnowledgeChat;
    /** The in-process embedding simulator of demo mode (set by startDemoEmbeddings). */
    knowledgeDemo: { target: EmbeddingTarget | null };
  }
}

/**
 * The knowledge base (docs/knowledge.md): bases, documents indexed by a job on the job spine (one handler registered
 * with app.jobs), passages with search tokens and vectors (pgvector where the database has it), and their calls.
 */
export default fp(
  async function knowledge(app: FastifyInstance) {
    const demo: { target: EmbeddingTarget | null } = { target: null };
    const settings = new KnowledgeSettings(app.configStore, () => demo.target);
    const vectors = new VectorStore(app.database.vectors);
    const { db } = app.database;
    app.decorate('knowledgeDemo', demo);
    app.decorate('knowledgeSettings', settings);
    app.jobs.register(new DocumentIndexer({ db, clock: app.clock, store: app.fileStore, settings, vectors }), embedRefundReason);
    const bases = new KnowledgeBases({ db, clock: app.clock, store: app.fileStore, settings, queue: app.jobs.queue });
    app.decorate('knowledgeBases', bases);
    app.decorate(
      'knowledgeDocuments',
      new KnowledgeDocuments({ db, clock: app.clock, store: app.fileStore, settings, queue: app.jobs.queue, bases, wake: () => app.jobs.wakeUp() }),
    );
    app.decorate('knowledgeNotes', new KnowledgeNotes({ db, clock: app.clock, settings, bases }));
    const noteIndexer = new NoteIndexer({ db, clock: app.clock, settings, vectors, log: app.log });
    app.decorate('knowledgeNoteIndexer', noteIndexer);
    const spaceBuilder = new SpaceBuilder({ db, clock: app.clock, settings, vectors, log: app.log });
    app.decorate('knowledgeSpaceBuilder', spaceBuilder);
    // A tick is skipped while the last one still runs (a slow embedding endpoint), so passes never queue up.
    let ticking = false;
    const indexing = setInterval(() => {
      if (ticking) return;
      ticking = true;
      void noteIndexer
        .indexDue()
        .catch((error: unknown) => app.log.error({ err: error }, 'indexing notes failed'))
        .then(() => spaceBuilder.build())
        .catch((error: unknown) => app.log.error({ err: error }, 're-embedding for a model change failed'))
        .finally(() => {
          ticking = false;
        });
    }, noteIndexEveryMs).unref();
    app.addHook('onClose', async () => {
      clearInterval(indexing);
      await noteIndexer.indexDue().catch(() => undefined);
      await spaceBuilder.finished();
    });
    const retriever = new Retriever({ db, vectors, settings, log: app.log });
    app.decorate('knowledgeRetriever', retriever);
    app.decorate('knowledgeChat', new KnowledgeChat({ db, bases, retriever, settings }));
    await app.register(knowledgeRoutes, { prefix: '/api' });
  },
  { name: 'knowledge', dependencies: ['database', 'clock', 'site-config', 'auth', 'admin', 'file-store', 'jobs', 'chat'] },
);
