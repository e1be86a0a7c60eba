/**
 * The knowledge base's retrieval on a real embedding model (issue 21; docs/knowledge.md "The quality set"): the
 * committed Chinese set — three documents, 40 answerable and 10 unanswerable questions — plus 20 paraphrases that only
 * a model that understands them can find, indexed through the API of a server on a fresh embedded database and asked
 * of the retriever. Prints recall@5 (hybrid, keyword only, vector only) and how many unanswerable questions find
 * nothing. Nothing gates on it: `npm test` gates the set on apps/sim's hashed-word embeddings.
 *
 *   npm run eval:knowledge -- --embeddings https://api.openai.com/v1 --key sk-… [--model text-embedding-3-small] [--dimensions 1024]
 *
 * Without --embeddings it runs on apps/sim's embeddings (the paraphrases then mostly miss: that is the point of them).
 */
import { parseArgs } from 'node:util';
import { buildSim } from '@lingxi/sim';
import type { RetrievalMode } from '../modules/knowledge/retrieval/retriever.js';
import { paraphraseQuestions } from '../testing/knowledgeQuality/paraphraseQuestions.js';
import { qualityDocumentFile, qualityDocuments } from '../testing/knowledgeQuality/qualityDocuments.js';
import { type AnswerableQuestion, answerableQuestions, unanswerableQuestions } from '../testing/knowledgeQuality/qualityQuestions.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.js';
import { loadEnv } from '../config/env.js';
import { schema } from '../db/index.js';
import { openTestDatabase } from '../testing/testDatabases.js';

const { values } = parseArgs({
  options: {
    embeddings: { type: 'string' },
    key: { type: 'string', default: process.env.KNOWLEDGE_EMBEDDING_KEY ?? '' },
    model: { type: 'string', default: 'text-embedding-3-small' },
    dimensions: { type: 'string', default: '1024' },
  },
});

const sim = values.embeddings ? null : await buildSim();
const url = values.embeddings ?? `${await sim!.listen({ port: 0, host: '127.0.0.1' })}/v1`;
// A fresh in-memory database (migrated and seeded), the job spine polling as in production.
const app = await buildApp({
  env: loadEnv({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'lingxi-eval-knowledge-')),
    PAYMENT_RECONCILE_SECONDS: '0',
    DASHBOARD_ROLLUP_SECONDS: '0',
    JOB_POLL_MS: '100',
  }),
  database: await openTestDatabase('seeded', undefined),
  logger: false,
});
await app.ready();
await app.configStore.setMany({
  knowledgeEmbeddingUrl: url,
  knowledgeEmbeddingKey: values.embeddings ? values.key : 'sk-sim-0000000000000000',
  knowledgeEmbeddingModel: values.model,
  knowledgeEmbeddingDimensions: Number(values.dimensions),
  knowledgeEmbedPoints: 0,
});

const [user] = await app.database.db.insert(schema.users).values({ username: 'evalreader1', score: 0 }).returning();
const token = await app.accounts.issueToken(user!);
const call = async (method: 'GET' | 'POST', path: string, payload?: object) => {
  const reply = await app.inject({ method, url: `/api${path}`, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  if (reply.statusCode !== 200) throw new Error(`${path}: ${reply.body}`);
  return reply.json().data;
};
const { id: kbId } = await call('POST', '/knowledge/base/create', { name: '质量集' });
const ids: number[] = [];
for (const document of qualityDocuments) {
  const { filename, content } = qualityDocumentFile(document);
  const form = new FormData();
  form.append('kbId', String(kbId));
  form.append('file', new Blob([new Uint8Array(content)]), filename);
  const request = new Request('http://x/', { method: 'POST', body: form });
  const reply = await app.inject({
    method: 'POST',
    url: '/api/knowledge/doc/upload',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '', authorization: `Bearer ${token}` },
  });
  if (reply.statusCode !== 200) throw new Error(reply.body);
  ids.push(reply.json().data.id);
}
for (;;) {
  const statuses: { status: string; error: string | null }[] = await call('GET', `/knowledge/doc/status?ids=${ids.join(',')}`);
  const failed = statuses.find((status) => status.status === 'failed');
  if (failed) throw new Error(`indexing failed: ${failed.error}`);
  if (statuses.every((status) => status.status === 'ready')) break;
  await new Promise((resolve) => setTimeout(resolve, 250));
}

const bare = (text: string) => text.replace(/\s+/g, '');
async function recallAt5(questions: AnswerableQuestion[], mode: RetrievalMode) {
  let found = 0;
  for (const { question, document, page, span } of questions) {
    const passages = await app.knowledgeRetriever.search([kbId], question, { top: 5, mode });
    if (
      passages.some(
        (passage) => passage.sourceName.startsWith(document) && bare(passage.text).includes(bare(span)) && (page === undefined || passage.page === page),
      )
    )
      found += 1;
  }
  return found / questions.length;
}

const rows: string[] = [];
for (const [name, questions] of [
  ['answerable (40)', answerableQuestions],
  ['paraphrases (20)', paraphraseQuestions],
] as const) {
  const [hybrid, keyword, vector] = [await recallAt5(questions, 'hybrid'), await recallAt5(questions, 'keyword'), await recallAt5(questions, 'vector')];
  rows.push(`| ${name} | ${hybrid.toFixed(3)} | ${keyword.toFixed(3)} | ${vector.toFixed(3)} |`);
}
let nothing = 0;
for (const question of unanswerableQuestions) if ((await app.knowledgeRetriever.search([kbId], question)).length === 0) nothing += 1;

console.log(`\n### Knowledge retrieval on ${values.embeddings ? `${values.model} (${values.dimensions} dimensions)` : "apps/sim's hashed-word embeddings"}\n`);
console.log('| questions | recall@5 hybrid | keyword only | vector only |');
console.log('| --- | --- | --- | --- |');
console.log(rows.join('\n'));
console.log(`\nUnanswerable questions that find nothing: ${nothing} of ${unanswerableQuestions.length}.`);
await app.close();
await sim?.close();
