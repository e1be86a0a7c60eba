#!/usr/bin/env node
// The knowledge base's retrieval benchmark (issue 21): 100,000 Chinese passages × 1,024 dimensions in two layouts —
// (a) one user with one base holding all of them, (b) 1,000 users with a base of 100 each — on embedded PGlite
// (pgvector, HNSW) and on the PostgreSQL of BENCH_DATABASE_URL (a fresh database per layout; its vectors take whichever
// path that server has: pgvector, or the exact real[] cosine without it). Times the server's own Retriever.search —
// keyword list, vector list, fusion and the passages' load — with each question's embedding made beforehand (the
// sim's hashed words, given through the `embedding` option), hybrid and keyword-only and vector-only, against a
// `select 1` round trip on the same database in the same run. On pgvector it also measures HNSW recall@10 against the
// exact top 10 (computed here over every vector of the base) and, below 0.95, what a larger hnsw.ef_search gives and
// what the exact list (index scans off) costs.
// Prints Markdown; nothing passes or fails.
//   node bench/knowledgeRetrieval.mjs
//   BENCH_RETRIEVAL_CHUNKS=100000 (a multiple of 1,000) BENCH_RETRIEVAL_DB=pglite,postgres BENCH_RETRIEVAL_LAYOUTS=one,many
//   BENCH_RETRIEVAL_QUESTIONS=200 BENCH_RETRIEVAL_RECALL=100 BENCH_RETRIEVAL_BUDGET_S=600 (the timed loop's limit, after
//   10 questions: the exact real[] path over 100,000 vectors takes about 10 s a question; the warm-up's is a quarter)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (where the fresh databases are made)
//   BENCH_RETRIEVAL_KEEP=1 (keep PGlite's data directories), BENCH_RETRIEVAL_INDEX=before (the HNSW index made before the
//   vectors are written, as the server does, instead of built once after), BENCH_RETRIEVAL_BUILD_MEM=1GB (that build's
//   maintenance_work_mem)
// The corpus is loaded straight into the tables through the server's code (chunkText, writePassages — the same
// tokeniser for the keyword index —, VectorStore.write and .prepare, spaceOf), not through uploads and jobs
// (bench/knowledgeIngest.mjs measures those). The server's TypeScript modules are loaded through tsx: its build,
// dist/main.js, is one bundle that exports nothing. apps/sim's build gives the embedding function
// (`npx turbo run build --filter=@lingxi/server --filter=@lingxi/sim`).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { dict } from '@node-rs/jieba/dict.js';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { embed } from '../apps/sim/dist/openai/embeddingVector.js';

const total = Number(process.env.BENCH_RETRIEVAL_CHUNKS ?? 100_000);
const databases = (process.env.BENCH_RETRIEVAL_DB ?? 'pglite,postgres').split(',').filter(Boolean);
const layouts = (process.env.BENCH_RETRIEVAL_LAYOUTS ?? 'one,many').split(',').filter(Boolean);
const questionCount = Number(process.env.BENCH_RETRIEVAL_QUESTIONS ?? 200);
const recallCount = Math.min(questionCount, Number(process.env.BENCH_RETRIEVAL_RECALL ?? 100));
const budgetMs = Number(process.env.BENCH_RETRIEVAL_BUDGET_S ?? 600) * 1000;
/** Questions timed at least, whatever the budget (the exact real[] path over 100,000 vectors takes ~10 s a question). */
const minimumQuestions = 10;
/**
 * The HNSW build's maintenance_work_mem: with PGlite's 64 MB the graph leaves memory after ~15,000 vectors of 1,024
 * and the build slows down about threefold (20,000 vectors: 407 s instead of 129 s; the same recall).
 */
const buildMemory = process.env.BENCH_RETRIEVAL_BUILD_MEM ?? '1GB';
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dimensions = 1024;
const model = 'text-embedding-3-small';
/** Passages a document holds: (a) 1,000-passage documents in the one base; (b) one document per user's base. */
const perDocument = { one: 1000, many: 100 };
/** The ef_search values tried when the default's recall is under the target. */
const efSearches = [40, 100, 200, 400, 1000];
const recallTarget = 0.95;
if (!Number.isInteger(total / perDocument.one) || total <= 0) throw new Error('BENCH_RETRIEVAL_CHUNKS must be a multiple of 1,000');

const loadAverage = loadavg()
  .map((value) => value.toFixed(2))
  .join(', ');

register();
const server = (path) => import(new URL(`../apps/server/src/${path}`, import.meta.url).href);
const { openDatabase } = await server('db/client.ts');
const schema = await server('db/schema.ts');
const { gatherPlannerStatistics } = await server('db/plannerStatistics.ts');
const { Retriever } = await server('modules/knowledge/retrieval/retriever.ts');
const { VectorStore } = await server('modules/knowledge/vectors/vectorStore.ts');
const { spaceOf } = await server('modules/knowledge/vectors/embeddingSpaces.ts');
const { chunkText } = await server('modules/knowledge/text/chunkText.ts');
const { queryTerms } = await server('modules/knowledge/text/searchTokens.ts');
const { embeddingText, writePassages } = await server('modules/knowledge/passages.ts');

// ——— The corpus ———

/** mulberry32: a small seeded generator, so every run writes the same corpus and asks the same questions. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The vocabulary: jieba's dictionary's two- to four-character nouns, verbs, verbal nouns and adjectives, most frequent
 * first. The first 30,000 are drawn by a Zipf–Mandelbrot law (weight 1 / (rank + 100): the commonest is in about one
 * passage of five, the 1,000th in about one of fifty, the last in about one of 1,400); the next 30,000 are rare
 * words, drawn evenly at 0.4 % of the words (one or two passages each). Function words glue them as in prose.
 */
const vocabulary = dict
  .toString('utf8')
  .split('\n')
  .map((line) => line.split(' '))
  .filter(([word, , tag]) => /^\p{Script=Han}{2,4}$/u.test(word ?? '') && ['n', 'v', 'vn', 'a', 'nz'].includes(tag))
  .sort((a, b) => Number(b[1]) - Number(a[1]) || (a[0] < b[0] ? -1 : 1))
  .map(([word]) => word);
const common = vocabulary.slice(0, 30_000);
const rare = vocabulary.slice(30_000, 60_000);
const rareSet = new Set(rare);
/** Function words between content words (a quarter of the gaps; 的 half of them), about as often as in prose. */
const glue = [
  ['的', 50],
  ['了', 10],
  ['在', 8],
  ['和', 8],
  ['是', 8],
  ['与', 4],
  ['对', 3],
  ['将', 2],
  ['为', 2],
  ['把', 1.5],
  ['从', 1.5],
  ['中', 2],
];
const glueTotal = glue.reduce((sum, [, weight]) => sum + weight, 0);
function glueWord(next) {
  let left = next() * glueTotal;
  for (const [w, weight] of glue) if ((left -= weight) < 0) return w;
  return glue[0][0];
}
const cumulative = [];
for (let rank = 1, sum = 0; rank <= common.length; rank += 1) cumulative.push((sum += 1 / (rank + 100)));
function commonWord(next) {
  const target = next() * cumulative.at(-1);
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (cumulative[middle] < target) low = middle + 1;
    else high = middle;
  }
  return common[low];
}
const word = (next) => (next() < 0.004 ? rare[Math.floor(next() * rare.length)] : commonWord(next));

/** Passage `index`: sentences of 5–10 words until about 300 characters, its chapter heading every 50 passages. */
function passage(index) {
  const next = random(index * 2 + 1);
  const words = [];
  let text = '';
  while (text.length < 290) {
    const count = 5 + Math.floor(next() * 6);
    for (let k = 0; k < count; k += 1) {
      const w = word(next);
      words.push(w);
      text += w;
      if (k === count - 1) break;
      const r = next();
      if (r < 0.25) text += glueWord(next);
      else if (r < 0.35) text += '，';
    }
    text += '。';
  }
  const chapter = Math.floor(index / 50);
  const head = random(chapter * 2 + 2);
  return { text, words, heading: `第${chapter + 1}章 ${commonWord(head)}${commonWord(head)}` };
}

/** Question `q`: two or three words of a passage (a rare one in two questions of five, where it has one) in a question's frame. */
const frames = [
  ([a, b]) => `${a}和${b}有什么关系？`,
  ([a, b]) => `${a}的${b}是什么？`,
  ([a, b]) => `如何${a}${b}？`,
  ([a, b, c]) => `哪些${a}与${b}、${c}有关？`,
  ([a, b, c]) => `为什么${a}在${b}中${c}？`,
  ([a, b]) => `请问${a}对${b}有哪些影响？`,
];
function question(q) {
  const source = (q * 7919 + 13) % total;
  const next = random(1_000_003 + q);
  const { words } = passage(source);
  const picked = [0, 1, 2].map(() => words[Math.floor(next() * words.length)]);
  const rareWord = words.find((w) => rareSet.has(w));
  if (rareWord && next() < 0.4) picked[0] = rareWord;
  return { source, text: frames[q % frames.length](picked) };
}

console.error(`generating ${total} passages …`);
const generated = performance.now();
const passages = Array.from({ length: total }, (_, index) => passage(index));
const questions = Array.from({ length: questionCount }, (_, q) => question(q));
const questionEmbeddings = questions.map(({ text }) => embed(text, dimensions));
const generateSeconds = (performance.now() - generated) / 1000;

// ——— Loading ———

const percentile = (values, p) => values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const seconds = (from) => (performance.now() - from) / 1000;

/**
 * Writes the layout: its users, a base each, documents of `perDocument` passages (chunkText on one 300-character
 * paragraph a page, so each paragraph is one passage with the chunker's own hash), the passages through writePassages
 * (tokens and tsvector as an upload writes them) and their vectors through VectorStore.write, embedded from
 * embeddingText (headings, then text) by the sim's function. Keeps every vector for the exact top 10.
 */
async function load(handle, store, layout) {
  const { db } = handle;
  const size = perDocument[layout];
  const userCount = layout === 'one' ? 1 : total / size;
  const documentCount = total / size;
  const started = performance.now();
  const space = await spaceOf(db, model, dimensions);
  const indexBefore = process.env.BENCH_RETRIEVAL_INDEX === 'before';
  if (indexBefore) await store.prepare(db, space);
  const users = [];
  for (let from = 0; from < userCount; from += 500) {
    const rows = Array.from({ length: Math.min(500, userCount - from) }, (_, k) => ({ username: `benchreader${from + k + 1}` }));
    users.push(...(await db.insert(schema.users).values(rows).returning({ id: schema.users.id })).map((row) => row.id));
  }
  const bases = (
    await db
      .insert(schema.knowledgeBases)
      .values(users.map((userId) => ({ userId, name: '基准资料' })))
      .returning({ id: schema.knowledgeBases.id, userId: schema.knowledgeBases.userId })
  ).map((row) => ({ kbId: row.id, userId: row.userId }));
  const vectors = new Float32Array(total * dimensions);
  /** chunk id → its place in `vectors`; base id → its chunk ids. */
  const place = new Map();
  const baseChunks = new Map(bases.map((base) => [base.kbId, []]));
  const documentBase = [];
  let passageSeconds = 0;
  let vectorSeconds = 0;
  for (let d = 0; d < documentCount; d += 1) {
    const { kbId, userId } = bases[layout === 'one' ? 0 : d];
    documentBase.push(kbId);
    const first = d * size;
    const segments = passages.slice(first, first + size).map((p, k) => ({ text: p.text, page: k + 1, headingPath: [p.heading] }));
    const writing = performance.now();
    const chunks = chunkText(segments);
    if (chunks.length !== size) throw new Error(`document ${d}: ${chunks.length} passages instead of ${size}`);
    const [document] = await db
      .insert(schema.knowledgeDocuments)
      .values({
        kbId,
        userId,
        name: `基准资料${d + 1}.md`,
        format: 'md',
        fileKey: `bench/${d + 1}`,
        size: size * 900,
        status: 'ready',
        progress: 100,
        pages: size,
        chunks: size,
      })
      .returning({ id: schema.knowledgeDocuments.id });
    await db.transaction((tx) => writePassages(tx, { userId, kbId, documentId: document.id }, chunks));
    passageSeconds += seconds(writing);
    const embedding = performance.now();
    const rows = (
      await db.execute(sql`select id, kb_id, heading_path, text from knowledge_chunks where document_id = ${document.id}::integer order by ord`)
    ).rows.map((row, k) => {
      const vector = embed(embeddingText(row), dimensions);
      vectors.set(vector, (first + k) * dimensions);
      place.set(row.id, first + k);
      baseChunks.get(kbId).push(row.id);
      return { chunkId: row.id, kbId: row.kb_id, embedding: vector };
    });
    for (let from = 0; from < rows.length; from += 100) await store.write(db, space, rows.slice(from, from + 100));
    vectorSeconds += seconds(embedding);
    if ((d + 1) % Math.max(1, Math.floor(documentCount / 10)) === 0)
      console.error(`  ${layout}: ${(d + 1) * size} passages (${seconds(started).toFixed(0)} s)`);
  }
  let indexing = performance.now();
  if (!indexBefore && buildMemory) await db.execute(sql.raw(`set maintenance_work_mem = '${buildMemory}'`));
  if (!indexBefore) await store.prepare(db, space);
  const indexSeconds = indexBefore ? 0 : seconds(indexing);
  indexing = performance.now();
  await gatherPlannerStatistics(handle);
  const analyzeSeconds = seconds(indexing);
  return {
    space,
    bases,
    documentBase,
    vectors,
    place,
    baseChunks,
    userCount,
    indexBefore,
    times: { passageSeconds, vectorSeconds, indexSeconds, analyzeSeconds, totalSeconds: seconds(started) },
  };
}

// ——— Measuring ———

const dot = (vectors, at, query) => {
  let sum = 0;
  const offset = at * dimensions;
  for (let k = 0; k < dimensions; k += 1) sum += vectors[offset + k] * query[k];
  return sum;
};

/** The base a question is asked of: the one base, or the base of the user whose passage it was made from. */
const baseOf = (loaded, q) => loaded.documentBase[Math.floor(questions[q].source / (total / loaded.documentBase.length))];

/**
 * A proxy of the database that records the statements run through execute (in transactions too), so the plans
 * printed are those of the statements as the server's code builds them.
 */
function recording(db, statements) {
  const wrap = (target) =>
    new Proxy(target, {
      get(object, key) {
        if (key === 'execute')
          return (query) => {
            statements.push(query);
            return object.execute(query);
          };
        if (key === 'transaction') return (run, config) => object.transaction((tx) => run(wrap(tx)), config);
        const value = Reflect.get(object, key);
        return typeof value === 'function' ? value.bind(object) : value;
      },
    });
  return wrap(db);
}

const textOf = (statement) => JSON.stringify(statement.queryChunks);

/**
 * A proxy of the database whose transactions start with `settings` (`set local name = value`) and skip the code's own
 * `set local` of those names: the recall sweep's ef_search, or the index left out for the exact list's time.
 */
function withSettings(db, settings) {
  const names = Object.keys(settings);
  const wrap = (target, inTransaction) =>
    new Proxy(target, {
      get(object, key) {
        if (key === 'execute')
          return (query) =>
            inTransaction && textOf(query).includes('set local') && names.some((name) => textOf(query).includes(name))
              ? Promise.resolve({ rows: [] })
              : object.execute(query);
        if (key === 'transaction')
          return (run, config) =>
            object.transaction(async (tx) => {
              for (const [name, value] of Object.entries(settings)) await tx.execute(sql.raw(`set local ${name} = ${value}`));
              return run(wrap(tx, true));
            }, config);
        const value = Reflect.get(object, key);
        return typeof value === 'function' ? value.bind(object) : value;
      },
    });
  return wrap(db, false);
}

/** The plan's node lines, joined (→), and its execution time; `setup`: the statement's transaction's `set local`s. */
async function planOf(db, statement, setup = []) {
  const rows = await db.transaction(async (tx) => {
    for (const set of setup) await tx.execute(set);
    return (await tx.execute(sql`explain (analyze, costs off, timing off) ${statement}`)).rows;
  });
  const lines = rows.map((row) => Object.values(row)[0]);
  const nodes = lines
    .filter((line, k) => k === 0 || line.includes('->'))
    .map((line) => line.replace(/^\s*->\s*/, '').replace(/\s*\(actual rows=([\d.]+) loops=\d+\)/, (_, rows) => ` (${Number(rows)} rows)`))
    .join(' → ');
  return `${nodes}; ${lines.find((line) => line.startsWith('Execution Time'))}`;
}

/**
 * Times the questions, each asked hybrid, keyword-only and vector-only (the modes' order turning from question to
 * question) plus a `select 1`, after a warm-up pass; stops after `budgetMs` once `minimumQuestions` have been timed.
 */
async function timeRetrieval(handle, retriever, loaded) {
  const modes = ['hybrid', 'keyword', 'vector'];
  const times = { hybrid: [], keyword: [], vector: [], select1: [] };
  const ask = (q, mode) => retriever.search([baseOf(loaded, q)], questions[q].text, { mode, embedding: questionEmbeddings[q] });
  const warming = performance.now();
  for (let q = 0; q < questionCount && (q < 3 || performance.now() - warming < budgetMs / 4); q += 1) await ask(q, 'hybrid');
  for (let k = 0; k < 50; k += 1) await handle.ping();
  let found = 0;
  const started = performance.now();
  for (let q = 0; q < questionCount && (q < minimumQuestions || performance.now() - started < budgetMs); q += 1) {
    for (let k = 0; k < modes.length; k += 1) {
      const mode = modes[(q + k) % modes.length];
      const from = performance.now();
      const result = await ask(q, mode);
      times[mode].push(performance.now() - from);
      if (mode === 'hybrid' && result.length > 0) found += 1;
    }
    const from = performance.now();
    await handle.ping();
    times.select1.push(performance.now() - from);
  }
  return { times, found };
}

/** The exact 10th similarity of each recall question (over every vector of its base, here in JS). */
function exactTenths(loaded) {
  return Array.from({ length: recallCount }, (_, q) => {
    const exact = loaded.baseChunks
      .get(baseOf(loaded, q))
      .map((chunkId) => dot(loaded.vectors, loaded.place.get(chunkId), questionEmbeddings[q]))
      .sort((a, b) => b - a);
    return { tenth: exact[Math.min(9, exact.length - 1)], count: Math.min(10, exact.length) };
  });
}

/**
 * Mean recall@10 of VectorStore.nearest on `db` (40 candidates, as the retriever asks; their first 10) against the
 * exact top 10, over the first `count` recall questions. A passage as similar as the exact 10th counts as found (ties).
 */
async function recall(db, store, loaded, tenths, count = recallCount) {
  const scores = [];
  const vectorTimes = [];
  for (let q = 0; q < count; q += 1) {
    const query = questionEmbeddings[q];
    const from = performance.now();
    const found = (await store.nearest(db, loaded.space, [baseOf(loaded, q)], query, 40)).slice(0, 10);
    vectorTimes.push(performance.now() - from);
    const hits = found.filter((row) => dot(loaded.vectors, loaded.place.get(row.chunkId), query) >= tenths[q].tenth - 1e-5).length;
    scores.push(hits / tenths[q].count);
  }
  return {
    mean: scores.reduce((a, b) => a + b, 0) / scores.length,
    min: Math.min(...scores),
    p50: percentile(vectorTimes, 50),
    p95: percentile(vectorTimes, 95),
    count,
  };
}

/** How many passages each question's terms match (any of them, as the keyword list asks). */
async function keywordMatches(db, loaded) {
  const counts = [];
  for (let q = 0; q < questionCount; q += 1) {
    const terms = queryTerms(questions[q].text);
    if (terms.length === 0) {
      counts.push(0);
      continue;
    }
    const query = sql.join(
      terms.map((term) => sql`plainto_tsquery('simple', ${term}::text)`),
      sql` || `,
    );
    const [row] = (await db.execute(sql`select count(*)::integer as n from knowledge_chunks where kb_id = ${baseOf(loaded, q)}::integer and tsv @@ (${query})`))
      .rows;
    counts.push(row.n);
  }
  return counts;
}

async function openBench(kind, layout) {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'lingxi-bench-retrieval-'));
    const handle = await openDatabase({ dataDir });
    // BENCH_RETRIEVAL_KEEP=1 leaves the data directory for a closer look (its path on stderr).
    const drop = async () => (process.env.BENCH_RETRIEVAL_KEEP ? console.error(`  kept ${dataDir}`) : rmSync(dataDir, { recursive: true, force: true }));
    return { handle, drop };
  }
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  const name = `lingxi_bench_retrieval_${layout}_${process.pid}`;
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  try {
    const handle = await openDatabase({ url: url.toString(), dataDir: '' });
    return {
      handle,
      drop: async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  } catch (error) {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    throw error;
  }
}

const results = [];
for (const kind of databases) {
  if (kind === 'postgres') {
    const probe = new pg.Client({ connectionString: postgresUrl });
    try {
      await probe.connect();
      await probe.end();
    } catch (error) {
      console.error(`PostgreSQL at ${postgresUrl} not reachable (${error.message}): skipped`);
      continue;
    }
  }
  for (const layout of layouts) {
    console.error(`${kind}, layout ${layout}: loading …`);
    const { handle, drop } = await openBench(kind, layout);
    try {
      const store = new VectorStore(handle.vectors);
      const loaded = await load(handle, store, layout);
      const [{ bytes }] = (await handle.db.execute(sql`select pg_database_size(current_database())::bigint as bytes`)).rows;
      console.error(`  loaded in ${loaded.times.totalSeconds.toFixed(0)} s; timing …`);
      const statements = [];
      const settings = { minSimilarity: 0.3, embeddingTarget: () => null };
      const retriever = new Retriever({ db: handle.db, vectors: store, settings });
      const timed = await timeRetrieval(handle, retriever, loaded);
      // The plans of one question's keyword and vector statements, recorded as the retriever runs them.
      const planQuestion = 1;
      await new Retriever({ db: recording(handle.db, statements), vectors: store, settings }).search(
        [baseOf(loaded, planQuestion)],
        questions[planQuestion].text,
        {
          embedding: questionEmbeddings[planQuestion],
        },
      );
      const keywordStatement = statements.find((statement) => textOf(statement).includes('ts_rank_cd'));
      const vectorStatement = statements.find((statement) => textOf(statement).includes('from knowledge_vectors'));
      const setLocal = statements.filter((statement) => textOf(statement).includes('set local'));
      const plans = { keyword: await planOf(handle.db, keywordStatement), vector: await planOf(handle.db, vectorStatement, setLocal) };
      // What the server's own search runs with: its index as VectorStore.prepare made it, its set local ef_search.
      const index = (await handle.db.execute(sql`select indexdef from pg_indexes where tablename = 'knowledge_vectors' and indexdef like '%hnsw%'`)).rows[0]
        ?.indexdef;
      const efSet = setLocal.map((statement) => /hnsw\.ef_search\s*=\s*(\d+)/.exec(handle.db.dialect.sqlToQuery(statement).sql)?.[1]).find(Boolean);
      const matches = await keywordMatches(handle.db, loaded);
      const recalls = [];
      if (handle.vectors === 'pgvector') {
        console.error('  recall …');
        const tenths = exactTenths(loaded);
        const own = await recall(handle.db, store, loaded, tenths);
        recalls.push({ ef: `${efSet ?? 40} (the server's)`, ...own });
        // Below the target: larger ef_search, then the exact list (the HNSW index left out) for its cost.
        for (const ef of own.mean >= recallTarget ? [] : efSearches.filter((value) => value > Number(efSet ?? 40))) {
          const measured = await recall(withSettings(handle.db, { 'hnsw.ef_search': ef }), store, loaded, tenths);
          recalls.push({ ef, ...measured });
          if (measured.mean >= recallTarget) break;
        }
        if (own.mean < recallTarget)
          recalls.push({
            ef: 'exact (index off)',
            ...(await recall(withSettings(handle.db, { enable_indexscan: 'off' }), store, loaded, tenths, Math.min(recallCount, 20))),
          });
      }
      results.push({ kind, layout, vectorPath: handle.vectors, loaded, bytes: Number(bytes), ...timed, plans, matches, recalls, index, efSet });
    } finally {
      await handle.close();
      await drop();
    }
  }
}

// ——— Report ———

const ms = (value) => (value === undefined ? '—' : value < 10 ? value.toFixed(2) : value.toFixed(1));
const layoutName = (layout) =>
  layout === 'one' ? '(a) 1 user × 1 base' : `(b) ${(total / perDocument.many).toLocaleString('en')} users × ${perDocument.many}`;
const dbName = (result) =>
  `${result.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} (${result.vectorPath === 'pgvector' ? 'pgvector, HNSW' : 'real[], exact cosine'})`;

console.log(
  `\n### Knowledge retrieval (${total.toLocaleString('en')} passages × ${dimensions} dimensions; load average at the start ${loadAverage}; node ${process.version})\n`,
);
console.log(
  `Corpus and ${questionCount} questions generated in ${generateSeconds.toFixed(1)} s (passages ${Math.min(...passages.map((p) => p.text.length))}–${Math.max(...passages.map((p) => p.text.length))} characters). Times in ms, the question's embedding excluded (made beforehand).\n`,
);
console.log('| database | layout | load: passages | vectors | HNSW index | ANALYZE | total | database size |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) {
  const t = r.loaded.times;
  const index = r.vectorPath !== 'pgvector' ? '—' : r.loaded.indexBefore ? 'built while writing' : `${t.indexSeconds.toFixed(1)} s`;
  console.log(
    `| ${dbName(r)} | ${layoutName(r.layout)} | ${t.passageSeconds.toFixed(1)} s | ${t.vectorSeconds.toFixed(1)} s | ${index} | ${t.analyzeSeconds.toFixed(1)} s | ${t.totalSeconds.toFixed(1)} s | ${(r.bytes / 1024 ** 2).toFixed(0)} MB |`,
  );
}
if (results.some((r) => r.vectorPath === 'pgvector' && !r.loaded.indexBefore))
  console.log(
    `\nThe HNSW index (as VectorStore.prepare makes it: below) is built once after the vectors are written, with maintenance_work_mem ${buildMemory || 'as configured'}; the server makes it empty and adds each vector as it is written.`,
  );
console.log(
  '\n| database | layout | questions | `select 1` p50 | hybrid p50 | p95 | p99 | p50 ÷ `select 1` | keyword p50 | p95 | vector p50 | p95 | hybrid found |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) {
  const { hybrid, keyword, vector, select1 } = r.times;
  console.log(
    `| ${dbName(r)} | ${layoutName(r.layout)} | ${hybrid.length} | ${ms(percentile(select1, 50))} | ${ms(percentile(hybrid, 50))} | ${ms(percentile(hybrid, 95))} | ${ms(percentile(hybrid, 99))} | ${Math.round(percentile(hybrid, 50) / percentile(select1, 50))} | ${ms(percentile(keyword, 50))} | ${ms(percentile(keyword, 95))} | ${ms(percentile(vector, 50))} | ${ms(percentile(vector, 95))} | ${r.found}/${hybrid.length} |`,
  );
}
const withRecall = results.filter((r) => r.recalls.length > 0);
if (withRecall.length > 0) {
  console.log(
    `\nHNSW recall@10 (VectorStore.nearest: 40 candidates as the retriever asks, the base's filter, iterative scan; their first 10 against the exact top 10 of the base's vectors, computed here, ties counted):\n`,
  );
  for (const r of withRecall) console.log(`- ${dbName(r)}, ${layoutName(r.layout)}: \`${r.index?.replace(/\s+/g, ' ')}\``);
  console.log('\n| database | layout | hnsw.ef_search | questions | recall@10 mean | worst question | vector list (nearest) p50 | p95 |');
  console.log('| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of withRecall)
    for (const x of r.recalls)
      console.log(
        `| ${dbName(r)} | ${layoutName(r.layout)} | ${x.ef} | ${x.count} | ${x.mean.toFixed(3)} | ${x.min.toFixed(1)} | ${ms(x.p50)} | ${ms(x.p95)} |`,
      );
}
console.log("\nPassages matching a question's keywords (any term, as the keyword list asks; of its base):\n");
for (const r of results)
  console.log(
    `- ${dbName(r)}, ${layoutName(r.layout)}: median ${percentile(r.matches, 50)}, p90 ${percentile(r.matches, 90)}, most ${Math.max(...r.matches)}, none for ${r.matches.filter((n) => n === 0).length}`,
  );
const broad = 1000;
for (const r of results) {
  const split = [0, 1].map((side) => r.times.hybrid.filter((_, q) => r.matches[q] > broad === (side === 1)));
  if (split.every((times) => times.length > 0))
    console.log(
      `- ${dbName(r)}, ${layoutName(r.layout)}, hybrid by the question's keyword matches: ≤ ${broad.toLocaleString('en')} passages (${split[0].length} questions) p50 ${ms(percentile(split[0], 50))}, p95 ${ms(percentile(split[0], 95))}; more (${split[1].length}) p50 ${ms(percentile(split[1], 50))}, p95 ${ms(percentile(split[1], 95))}`,
    );
}
console.log(`\nPlans (question ${JSON.stringify(questions[1].text)}):\n`);
for (const r of results) {
  console.log(`- ${dbName(r)}, ${layoutName(r.layout)}, keyword: ${r.plans.keyword}`);
  console.log(`- ${dbName(r)}, ${layoutName(r.layout)}, vector: ${r.plans.vector}`);
}
if (results.some((r) => r.kind === 'postgres' && r.vectorPath === 'plain'))
  console.log('\nThis PostgreSQL has no pgvector: its vectors took the real[] path (an exact cosine in SQL); HNSW figures on PostgreSQL need pgvector.');
