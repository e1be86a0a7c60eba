import { randomBytes } from 'node:crypto';
import { buildSim } from '@lingxi/sim';
import { eq, sql } from 'drizzle-orm';
import { schema } from '../../../src/db/index.js';
import { rowsOf } from '../../../src/db/rawRows.js';
import { createTestApp, ManualClock } from '../../../src/testing/testApp.js';
import { SIM_API_KEY } from '../chat/chatTestKit.js';

/**
 * The server on a manual clock with apps/sim as its embedding endpoint (16 dimensions unless asked: small and fast), the job
 * runner driven by hand (`settle()`), and helpers to make users, upload documents and read what the database holds.
 */
import { noteQuietMs } from '../../../src/modules/knowledge/noteIndexer.js';

export async function startKnowledgeHarness({ dimensions = 16 }: { dimensions?: number } = {}) {
  const sim = await buildSim();
  const simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
  const clock = new ManualClock(new Date());
  const app = await createTestApp({ clock });
  const db = app.database.db;
  await app.configStore.setMany({
    knowledgeEmbeddingUrl: `${simUrl}/v1`,
    knowledgeEmbeddingKey: SIM_API_KEY,
    knowledgeEmbeddingModel: 'text-embedding-3-small',
    knowledgeEmbeddingDimensions: dimensions,
    knowledgeEmbedPoints: 1,
    knowledgeEmbedPages: 2,
    // The chat sim answers grounded questions by quoting the source sentence that shares most words, cited [n].
    openaiBaseUrl: `${simUrl}/v1`,
    openaiApiKey: SIM_API_KEY,
  });
  let client = 1;

  const harness = {
    app,
    sim,
    clock,
    db,
    /** Sets the sim's embedding behaviour (`/__control/openai/embeddings`). */
    async embeddings(patch: Record<string, unknown>) {
      await sim.inject({ method: 'POST', url: '/__control/openai/embeddings', payload: patch });
    },
    async createUser({ score = 100 }: { score?: number } = {}) {
      const [user] = await db
        .insert(schema.users)
        .values({ username: `kb${randomBytes(5).toString('hex')}1`, score })
        .returning();
      if (score > 0) await db.insert(schema.pointsLedger).values({ userId: user!.id, delta: score, balanceAfter: score, reason: 'admin' });
      return { id: user!.id, token: await app.accounts.issueToken(user!) };
    },
    call(method: 'GET' | 'POST', url: string, token: string | undefined, payload?: object, query?: Record<string, string>) {
      client += 1;
      return app.inject({
        method,
        url: `/api${url}`,
        remoteAddress: `10.9.${Math.floor(client / 250) % 250}.${client % 250}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(payload ? { payload } : {}),
        ...(query ? { query } : {}),
      });
    },
    async createBase(token: string, name = '产品资料') {
      const reply = await harness.call('POST', '/knowledge/base/create', token, { name });
      if (reply.statusCode !== 200) throw new Error(reply.body);
      return reply.json().data as { id: number; name: string };
    },
    /** POST /knowledge/doc/upload as a browser sends it. */
    async upload(token: string, fields: Record<string, string>, file: { content: Buffer; name: string } | null) {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      if (file) form.append('file', new Blob([new Uint8Array(file.content)]), file.name);
      const request = new Request('http://x/', { method: 'POST', body: form });
      client += 1;
      return app.inject({
        method: 'POST',
        url: '/api/knowledge/doc/upload',
        payload: Buffer.from(await request.arrayBuffer()),
        remoteAddress: `10.10.${Math.floor(client / 250) % 250}.${client % 250}`,
        headers: { 'content-type': request.headers.get('content-type') ?? '', authorization: `Bearer ${token}` },
      });
    },
    /** Runs the job runner until no job is unfinished (each round moves the clock past any retry's wait). */
    async settle(rounds = 200) {
      for (let round = 0; round < rounds; round += 1) {
        await app.jobs.runOnce();
        const [open] = await rowsOf<{ n: number }>(
          db,
          sql`select count(*)::integer as n from generation_jobs where status not in ('succeeded', 'failed', 'cancelled')`,
        );
        if (!open || open.n === 0) return;
        clock.advance(60_000);
      }
      throw new Error('jobs did not finish');
    },
    /** Moves the clock past a note's quiet time and runs the note indexer once (what its timer does). */
    async indexNotes() {
      clock.advance(noteQuietMs + 1);
      return app.knowledgeNoteIndexer.indexDue();
    },
    /** Asks the knowledge base and reads the whole stream's frames. */
    async ask(token: string, body: object) {
      const reply = await harness.call('POST', '/knowledge/chat', token, body);
      const frames =
        reply.statusCode === 200
          ? reply.body
              .split('\n')
              .filter(Boolean)
              .map((line) => JSON.parse(line) as Record<string, unknown> & { type: string })
          : [];
      return { reply, frames };
    },
    /** The chat sim's answers so far (their requests). */
    async completions(): Promise<{ body: { messages: { role: string; content: string }[] } }[]> {
      return (await sim.inject({ method: 'GET', url: '/__control/state' })).json().openai.completions;
    },
    async score(userId: number) {
      const [user] = await db.select({ score: schema.users.score }).from(schema.users).where(eq(schema.users.id, userId));
      return user!.score;
    },
    async ledger(userId: number) {
      return db.select().from(schema.pointsLedger).where(eq(schema.pointsLedger.userId, userId)).orderBy(schema.pointsLedger.id);
    },
    /** What the database holds for a document: passages, vectors, its row. */
    async stored(documentId: number) {
      const [row] = await rowsOf<{ chunks: number; vectors: number; documents: number }>(
        db,
        sql`select (select count(*)::integer from knowledge_chunks where document_id = ${documentId}::integer) as chunks,
          (select count(*)::integer from knowledge_vectors v join knowledge_chunks c on c.id = v.chunk_id where c.document_id = ${documentId}::integer) as vectors,
          (select count(*)::integer from knowledge_documents where id = ${documentId}::integer) as documents`,
      );
      return row!;
    },
    async close() {
      await app.close();
      await sim.close();
    },
  };
  return harness;
}

export type KnowledgeHarness = Awaited<ReturnType<typeof startKnowledgeHarness>>;
