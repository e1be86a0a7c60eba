#!/usr/bin/env node
// The knowledge base's retrieval benchmark (issue 21): 100,000 Chinese passages × 1,024 dimensions in two layouts —
// (a) one user with one base holding all of them, (b) 1,000 users with a base of 100 each — on embedded PGlite
// (pgvector, HNSW) and on the PostgreSQL of BENCH_DATABASE_URL (a fresh database per layout; its vectors take whichever
// path that server has: pgvector, or without it real[] with sign bits, the closest by sign ranked by the exact cosine). Times the server's own Retriever.search —
// keyword list, vector list, fusion and the passages' load — with each question's embedding made beforehand (the
// sim's hashed words, given through the `embedding` option), hybrid and keyword-only and vector-only, against a
// `select 1` round trip on the same database in the same run. On pgvector it also measures HNSW recall@10 against the
// exact top 10 (computed here over every vector of the base) and, below 0.95, what a larger hnsw.ef_search gives and
// what the exact list (index scans off) costs.
// Prints Markdown; nothing passes or fails.
//   node bench/knowledgeRetrieval.mjs
//   BENCH_RETRIEVAL_CHUNKS=100000 (a multiple of 1,000) BENCH_RETRIEVAL_DB=pglite,postgres BENCH_RETRIEVAL_LAYOUTS=one,many
//   BENCH_RETRIEVAL_QUESTIONS=200 BENCH_RETRIEVAL_RECALL=100 BENCH_RETRIEVAL_BUDGET_S=600 (the timed loop's limit, after
//   10 questions: an exact path over 100,000 vectors takes seconds a question; the warm-up's is a quarter)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (where the fresh databases are made)
//   BENCH_RETRIEVAL_KEEP=1 (keep PGlite's data directories), BENCH_RETRIEVAL_INDEX=before (the HNSW index made before the
//   vectors are written, as the server does, instead of built once after), BENCH_RETRIEVAL_BUILD_MEM=1GB (that build's
//   maintenance_work_mem), BENCH_RETRIEVAL_HNSW=16,64 (the index built with that m and ef_construction instead of
//   VectorStore.prepare's 8 and 64)
//   BENCH_RETRIEVAL_VECTORS=sim,clustered: `sim`, the sim's vectors, timed and their recall measured as above;
//   `clustered`, vectors shaped like an embedding model's (clusteredVectors, below), for layout (a) on pgvector: written
//   after the sim's are measured into a space of their own in the same base, with its own HNSW index, and only their
//   recall and the vector list's time measured (at 100,000 about 11 minutes more: writing them, 400 s — PGlite parses a
//   dense vector's text about four times slower than the sim's mostly zero ones —, and their index, 210 s). `clustered`
//   alone skips the sim's vectors, the timing and layout (b).
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
/** Questions timed at least, whatever the budget (an exact cosine over 100,000 real[] vectors took ~10 s a question). */
const minimumQuestions = 10;
/**
 * The HNSW build's maintenance_work_mem: with PGlite's 64 MB the graph leaves memory after ~15,000 vectors of 1,024
 * and the build slows down about threefold (20,000 vectors: 407 s instead of 129 s; the same recall).
 */
const buildMemory = process.env.BENCH_RETRIEVAL_BUILD_MEM ?? '1GB';
/** [m, ef_construction] of BENCH_RETRIEVAL_HNSW, or undefined: the store's own index. */
const hnswOptions = process.env.BENCH_RETRIEVAL_HNSW?.split(',').map(Number);
if (hnswOptions && !(hnswOptions.length === 2 && hnswOptions.every((value) => Number.isInteger(value) && value > 0)))
  throw new Error('BENCH_RETRIEVAL_HNSW must be m,ef_construction');
const vectorKinds = (process.env.BENCH_RETRIEVAL_VECTORS ?? 'sim,clustered').split(',').filter(Boolean);
if (vectorKinds.length === 0 || vectorKinds.some((kind) => kind !== 'sim' && kind !== 'clustered'))
  throw new Error('BENCH_RETRIEVAL_VECTORS must be sim, clustered or both');
const withSim = vectorKinds.includes('sim');
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dimensions = 1024;
const model = 'text-embedding-3-small';
/** The clustered vectors' space (a model name of its own). */
const clusteredModel = 'bench-clustered';
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

// ——— Vectors shaped like an embedding model's ———

/** A unit vector in a random direction (normal coordinates by Box–Muller from `next`), written into `into`. */
function direction(next, into = new Float32Array(dimensions)) {
  let norm = 0;
  for (let k = 0; k < dimensions; k += 2) {
    const radius = Math.sqrt(-2 * Math.log(1 - next()));
    const angle = 2 * Math.PI * next();
    into[k] = radius * Math.cos(angle);
    into[k + 1] = radius * Math.sin(angle);
    norm += into[k] ** 2 + into[k + 1] ** 2;
  }
  const scale = 1 / Math.sqrt(norm);
  for (let k = 0; k < dimensions; k += 1) into[k] *= scale;
  return into;
}

/** `into` = the unit vector of Σ weight · vector over `terms` ([weight, vector] pairs). */
function mix(into, terms) {
  into.fill(0);
  for (const [weight, vector] of terms) for (let k = 0; k < dimensions; k += 1) into[k] += weight * vector[k];
  let norm = 0;
  for (const value of into) norm += value * value;
  const scale = 1 / Math.sqrt(norm);
  for (let k = 0; k < dimensions; k += 1) into[k] *= scale;
  return into;
}

const subtopicsPerTopic = 20;
/**
 * Vectors shaped like a text-embedding model's, where the sim's hashed words have no neighbourhoods for a graph to
 * follow: two levels of subjects, total ÷ 500 topics (200 at 100,000) of 20 subtopics. A chapter (50 passages, as
 * passage() heads them) keeps to one topic, and runs of 5–45 consecutive passages in it to one subtopic, as a document's
 * sections do. A passage is the unit vector of 0.39·common + 0.39·topic + b·subtopic + 0.71·noise, b 0.27–0.63 (how
 * closely it keeps to its subtopic): `common` is the direction all texts share (a model's vectors sit in a cone, so
 * unrelated texts score 0.1–0.2, not 0). A recall question's vector is the unit vector of its source passage's + e·noise,
 * e making their similarity 0.55–0.75. The constants were calibrated to text-embedding-3 on Chinese text as
 * knowledgeSettings.ts describes it (a question and its source 0.55–0.75, related passages 0.4–0.6, unrelated
 * 0.05–0.25); the report prints what they give. The noise spreads over all 1,024 dimensions, where a model's vectors lie
 * near far fewer: if anything harder for a graph. Written into `into` (total × dimensions); one seeded stream, in order.
 */
function clusteredVectors(into) {
  const next = random(0xc1057e4);
  const topicCount = total / 500;
  const common = direction(next);
  const topics = Array.from({ length: topicCount }, () => direction(next));
  const subtopics = Array.from({ length: topicCount * subtopicsPerTopic }, () => direction(next));
  const subtopicOf = new Int32Array(total);
  for (let chapter = 0; chapter < total / 50; chapter += 1) {
    const topic = Math.floor(next() * topicCount);
    let left = 0;
    let subtopic = 0;
    for (let k = 0; k < 50; k += 1) {
      if (left === 0) {
        left = 5 + Math.floor(next() * 41);
        subtopic = topic * subtopicsPerTopic + Math.floor(next() * subtopicsPerTopic);
      }
      subtopicOf[chapter * 50 + k] = subtopic;
      left -= 1;
    }
  }
  const noise = new Float32Array(dimensions);
  const row = (i) => into.subarray(i * dimensions, (i + 1) * dimensions);
  for (let i = 0; i < total; i += 1) {
    const subtopic = subtopicOf[i];
    const closeness = 0.27 + 0.36 * next();
    mix(row(i), [
      [0.39, common],
      [0.39, topics[Math.floor(subtopic / subtopicsPerTopic)]],
      [closeness, subtopics[subtopic]],
      [0.71, direction(next, noise)],
    ]);
  }
  const queries = Array.from({ length: recallCount }, (_, q) => {
    const similarity = 0.55 + 0.2 * next();
    return mix(new Float32Array(dimensions), [
      [1, row(questions[q].source)],
      [Math.sqrt(1 / similarity ** 2 - 1), direction(next, noise)],
    ]);
  });
  return { subtopicOf, queries };
}

// ——— Loading ———

const percentile = (values, p) => values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const seconds = (from) => (performance.now() - from) / 1000;

/** The definition of the space's HNSW index (pg_indexes), or undefined. */
async function indexOf(db, space) {
  const { rows } = await db.execute(sql`select indexdef from pg_indexes where tablename = 'knowledge_vectors' and indexdef like '%hnsw%'`);
  return rows.map((row) => row.indexdef).find((definition) => definition.endsWith(`WHERE (space_id = ${space.id})`));
}

/**
 * What makes the space's HNSW index: VectorStore.prepare, or with BENCH_RETRIEVAL_HNSW the same index with that m and
 * ef_construction — prepare's own definition, read back while the space has no vectors (so made at no cost), dropped
 * and made again from the definition when asked. With the store's name, a later prepare leaves it be.
 */
async function indexMaker(db, store, space) {
  if (!hnswOptions) return () => store.prepare(db, space);
  await store.prepare(db, space);
  const definition = await indexOf(db, space);
  await db.execute(sql.raw(`drop index ${/^CREATE INDEX (\S+)/.exec(definition)[1]}`));
  const [m, efConstruction] = hnswOptions;
  return () => db.execute(sql.raw(definition.replace(/WITH \([^)]*\)/, `WITH (m = ${m}, ef_construction = ${efConstruction})`)));
}

/** Builds an index over the vectors written, with the build's maintenance_work_mem. */
async function buildIndex(db, makeIndex) {
  if (buildMemory) await db.execute(sql.raw(`set maintenance_work_mem = '${buildMemory}'`));
  await makeIndex();
}

/**
 * Writes the layout: its users, a base each, documents of `perDocument` passages (chunkText on one 300-character
 * paragraph a page, so each paragraph is one passage with the chunker's own hash), the passages through writePassages
 * (tokens and tsvector as an upload writes them) and, with `sim`, their vectors through VectorStore.write, embedded from
 * embeddingText (headings, then text) by the sim's function. Keeps every vector for the exact top 10, in a buffer the
 * clustered vectors use next.
 */
async function load(handle, store, layout, sim) {
  const { db } = handle;
  const size = perDocument[layout];
  const userCount = layout === 'one' ? 1 : total / size;
  const documentCount = total / size;
  const started = performance.now();
  const space = await spaceOf(db, model, dimensions);
  const indexBefore = process.env.BENCH_RETRIEVAL_INDEX === 'before';
  const makeIndex = sim && (await indexMaker(db, store, space));
  if (sim && indexBefore) await makeIndex();
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
    const { rows } = await db.execute(sql`select id, kb_id, heading_path, text from knowledge_chunks where document_id = ${document.id}::integer order by ord`);
    for (const [k, row] of rows.entries()) {
      place.set(row.id, first + k);
      baseChunks.get(kbId).push(row.id);
    }
    if (sim) {
      const written = rows.map((row, k) => {
        const vector = embed(embeddingText(row), dimensions);
        vectors.set(vector, (first + k) * dimensions);
        return { chunkId: row.id, kbId: row.kb_id, embedding: vector };
      });
      for (let from = 0; from < written.length; from += 100) await store.write(db, space, written.slice(from, from + 100));
      vectorSeconds += seconds(embedding);
    }
    if ((d + 1) % Math.max(1, Math.floor(documentCount / 10)) === 0)
      console.error(`  ${layout}: ${(d + 1) * size} passages (${seconds(started).toFixed(0)} s)`);
  }
  let indexing = performance.now();
  if (sim && !indexBefore) await buildIndex(db, makeIndex);
  const indexSeconds = sim && !indexBefore ? seconds(indexing) : 0;
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

/*
 * A vector set: `name`, its `space`, `vectors` (a passage's at its place, as loaded.place gives it) and `queries` (the
 * recall questions' vectors): the sim's, or the clustered ones.
 */

/** The exact first and 10th similarity of each recall question (over every vector of its base, here in JS). */
function exactTenths(loaded, set) {
  return Array.from({ length: recallCount }, (_, q) => {
    const exact = loaded.baseChunks
      .get(baseOf(loaded, q))
      .map((chunkId) => dot(set.vectors, loaded.place.get(chunkId), set.queries[q]))
      .sort((a, b) => b - a);
    return { first: exact[0], tenth: exact[Math.min(9, exact.length - 1)], count: Math.min(10, exact.length) };
  });
}

/**
 * Mean recall@10 of VectorStore.nearest on `db` (40 candidates, as the retriever asks; their first 10) against the
 * exact top 10, over the first `count` recall questions. A passage as similar as the exact 10th counts as found (ties).
 */
async function recall(db, store, loaded, set, tenths, count = recallCount) {
  const scores = [];
  const vectorTimes = [];
  for (let q = 0; q < count; q += 1) {
    const query = set.queries[q];
    const from = performance.now();
    const found = (await store.nearest(db, set.space, [baseOf(loaded, q)], query, 40)).slice(0, 10);
    vectorTimes.push(performance.now() - from);
    const hits = found.filter((row) => dot(set.vectors, loaded.place.get(row.chunkId), query) >= tenths[q].tenth - 1e-5).length;
    scores.push(hits / tenths[q].count);
  }
  return {
    mean: scores.reduce((a, b) => a + b, 0) / scores.length,
    min: Math.min(...scores),
    // Questions whose search lost most of the top 10: a region of the graph not reached rather than a near miss.
    lost: scores.filter((score) => score < 0.5).length,
    p50: percentile(vectorTimes, 50),
    p95: percentile(vectorTimes, 95),
    count,
  };
}

/**
 * The similarities that show a set's shape: each recall question's to its source passage and to its exact 10th
 * nearest; 10,000 pairs of random passages; with subtopics (the clustered set), 10,000 pairs of one subtopic.
 */
function shapeOf(loaded, set, tenths) {
  const next = random(0x5a9e);
  const pick = () => Math.floor(next() * total);
  const pairs = (other) =>
    Array.from({ length: 10_000 }, () => {
      const i = pick();
      const j = other(i);
      return j === undefined ? undefined : dot(set.vectors, i, set.vectors.subarray(j * dimensions, (j + 1) * dimensions));
    }).filter((value) => value !== undefined);
  const source = tenths.map((_, q) => dot(set.vectors, questions[q].source, set.queries[q]));
  const shape = {
    source,
    sourceFirst: source.filter((similarity, q) => similarity >= tenths[q].first - 1e-5).length,
    tenth: tenths.map((exact) => exact.tenth),
    random: pairs((i) => (i + 1 + Math.floor(next() * (total - 1))) % total),
  };
  if (set.subtopicOf) {
    const members = new Map();
    for (const [i, subtopic] of set.subtopicOf.entries()) {
      if (!members.has(subtopic)) members.set(subtopic, []);
      members.get(subtopic).push(i);
    }
    // A passage alone in its subtopic (a run cut by its chapter's end) has no pair.
    shape.subtopic = pairs((i) => {
      const others = members.get(set.subtopicOf[i]).filter((j) => j !== i);
      return others.length === 0 ? undefined : others[Math.floor(next() * others.length)];
    });
  }
  return shape;
}

/**
 * The clustered vectors (clusteredVectors) of every passage, made into the buffer of the sim's (measured by now) and
 * written through VectorStore.write into a space of their own, its HNSW index made as the sim's is; then ANALYZE.
 */
async function loadClustered(handle, store, loaded) {
  const { db } = handle;
  const started = performance.now();
  const space = await spaceOf(db, clusteredModel, dimensions);
  const makeIndex = await indexMaker(db, store, space);
  if (loaded.indexBefore) await makeIndex();
  const { subtopicOf, queries } = clusteredVectors(loaded.vectors);
  const generateSeconds = seconds(started);
  const writing = performance.now();
  for (const [kbId, chunkIds] of loaded.baseChunks)
    for (let from = 0; from < chunkIds.length; from += 100) {
      const rows = chunkIds.slice(from, from + 100).map((chunkId) => {
        const at = loaded.place.get(chunkId) * dimensions;
        return { chunkId, kbId, embedding: loaded.vectors.subarray(at, at + dimensions) };
      });
      await store.write(db, space, rows);
    }
  const writeSeconds = seconds(writing);
  console.error(`  clustered vectors: made in ${generateSeconds.toFixed(0)} s, written in ${writeSeconds.toFixed(0)} s; indexing …`);
  const indexing = performance.now();
  if (!loaded.indexBefore) await buildIndex(db, makeIndex);
  const indexSeconds = loaded.indexBefore ? 0 : seconds(indexing);
  await gatherPlannerStatistics(handle);
  return { name: 'clustered', space, vectors: loaded.vectors, queries, subtopicOf, times: { generateSeconds, writeSeconds, indexSeconds } };
}

/**
 * A set's recall: its index, the plan and the hnsw.ef_search of VectorStore.nearest (one call recorded), recall@10 at
 * that ef_search and, below the target, at larger ones, then the exact list (the HNSW index left out) for its cost;
 * and the set's shape.
 */
async function measureSet(db, store, loaded, set) {
  const statements = [];
  await store.nearest(recording(db, statements), set.space, [baseOf(loaded, 0)], set.queries[0], 40);
  const setLocal = statements.filter((statement) => textOf(statement).includes('set local'));
  const plan = await planOf(
    db,
    statements.find((statement) => textOf(statement).includes('from knowledge_vectors')),
    setLocal,
  );
  const efSet = Number(setLocal.map((statement) => /hnsw\.ef_search\s*=\s*(\d+)/.exec(db.dialect.sqlToQuery(statement).sql)?.[1]).find(Boolean) ?? 40);
  const tenths = exactTenths(loaded, set);
  const own = await recall(db, store, loaded, set, tenths);
  const recalls = [{ ef: `${efSet} (the store's)`, ...own }];
  for (const ef of own.mean >= recallTarget ? [] : efSearches.filter((value) => value > efSet)) {
    const measured = await recall(withSettings(db, { 'hnsw.ef_search': ef }), store, loaded, set, tenths);
    recalls.push({ ef, ...measured });
    if (measured.mean >= recallTarget) break;
  }
  if (own.mean < recallTarget)
    recalls.push({
      ef: 'exact (index off)',
      ...(await recall(withSettings(db, { enable_indexscan: 'off' }), store, loaded, set, tenths, Math.min(recallCount, 20))),
    });
  return { name: set.name, index: await indexOf(db, set.space), plan, recalls, shape: shapeOf(loaded, set, tenths), times: set.times };
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
    // The clustered vectors are measured in layout (a) on pgvector only: a base of 100 is read exactly anyway.
    const clustered = vectorKinds.includes('clustered') && layout === 'one';
    if (!withSim && !clustered) continue;
    console.error(`${kind}, layout ${layout}: loading …`);
    const { handle, drop } = await openBench(kind, layout);
    try {
      if (!withSim && handle.vectors !== 'pgvector') {
        console.error('  no pgvector: skipped');
        continue;
      }
      const store = new VectorStore(handle.vectors);
      const loaded = await load(handle, store, layout, withSim);
      const [{ bytes }] = (await handle.db.execute(sql`select pg_database_size(current_database())::bigint as bytes`)).rows;
      console.error(`  loaded in ${loaded.times.totalSeconds.toFixed(0)} s`);
      // Not the vectors' buffer (400 MB at 100,000): it goes with the layout.
      const result = {
        kind,
        layout,
        vectorPath: handle.vectors,
        loaded: { times: loaded.times, indexBefore: loaded.indexBefore },
        bytes: Number(bytes),
        sets: [],
      };
      if (withSim) {
        console.error('  timing …');
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
        Object.assign(result, timed, { plans, matches: await keywordMatches(handle.db, loaded) });
        if (handle.vectors === 'pgvector') {
          console.error('  recall …');
          result.sets.push(
            await measureSet(handle.db, store, loaded, { name: 'sim', space: loaded.space, vectors: loaded.vectors, queries: questionEmbeddings }),
          );
        }
      }
      if (clustered && handle.vectors === 'pgvector') {
        console.error('  clustered vectors: loading …');
        const set = await loadClustered(handle, store, loaded);
        console.error('  clustered vectors: recall …');
        result.sets.push(await measureSet(handle.db, store, loaded, set));
      }
      results.push(result);
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
  `${result.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} (${result.vectorPath === 'pgvector' ? 'pgvector, HNSW' : 'real[], sign bits, then exact cosine'})`;

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
  const index = r.vectorPath !== 'pgvector' || !withSim ? '—' : r.loaded.indexBefore ? 'built while writing' : `${t.indexSeconds.toFixed(1)} s`;
  console.log(
    `| ${dbName(r)} | ${layoutName(r.layout)} | ${t.passageSeconds.toFixed(1)} s | ${withSim ? `${t.vectorSeconds.toFixed(1)} s` : '—'} | ${index} | ${t.analyzeSeconds.toFixed(1)} s | ${t.totalSeconds.toFixed(1)} s | ${(r.bytes / 1024 ** 2).toFixed(0)} MB |`,
  );
}
if (results.some((r) => r.vectorPath === 'pgvector' && !r.loaded.indexBefore))
  console.log(
    `\nThe HNSW index (${hnswOptions ? `VectorStore.prepare's with m ${hnswOptions[0]}, ef_construction ${hnswOptions[1]}` : 'as VectorStore.prepare makes it'}: below) is built once after the vectors are written, with maintenance_work_mem ${buildMemory || 'as configured'}; the server makes it empty and adds each vector as it is written.`,
  );
const timedResults = results.filter((r) => r.times);
if (timedResults.length > 0) {
  console.log(
    '\n| database | layout | questions | `select 1` p50 | hybrid p50 | p95 | p99 | p50 ÷ `select 1` | keyword p50 | p95 | vector p50 | p95 | hybrid found |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
}
for (const r of timedResults) {
  const { hybrid, keyword, vector, select1 } = r.times;
  console.log(
    `| ${dbName(r)} | ${layoutName(r.layout)} | ${hybrid.length} | ${ms(percentile(select1, 50))} | ${ms(percentile(hybrid, 50))} | ${ms(percentile(hybrid, 95))} | ${ms(percentile(hybrid, 99))} | ${Math.round(percentile(hybrid, 50) / percentile(select1, 50))} | ${ms(percentile(keyword, 50))} | ${ms(percentile(keyword, 95))} | ${ms(percentile(vector, 50))} | ${ms(percentile(vector, 95))} | ${r.found}/${hybrid.length} |`,
  );
}
const withRecall = results.filter((r) => r.sets.length > 0);
const percentiles = (values, ps) => ps.map((p) => percentile(values, p).toFixed(2)).join(' / ');
if (withRecall.length > 0) {
  console.log(
    `\nHNSW recall@10 (VectorStore.nearest: 40 candidates as the retriever asks, the base's filter, iterative scan; their first 10 against the exact top 10 of the base's vectors, computed here, ties counted). Vectors: \`sim\`, the sim's hashed words; \`clustered\`, shaped like an embedding model's (topics, subtopics, noise: clusteredVectors), in a space of their own in the same base. Their indexes and the plan of one nearest:\n`,
  );
  for (const r of withRecall)
    for (const set of r.sets) {
      const loading = set.times
        ? ` (made in ${set.times.generateSeconds.toFixed(1)} s, written in ${set.times.writeSeconds.toFixed(1)} s, indexed in ${r.loaded.indexBefore ? 'the writing' : `${set.times.indexSeconds.toFixed(1)} s`})`
        : '';
      console.log(`- ${dbName(r)}, ${layoutName(r.layout)}, ${set.name}${loading}: \`${set.index?.replace(/\s+/g, ' ')}\`; ${set.plan}`);
    }
  console.log(
    '\n| database | layout | vectors | hnsw.ef_search | questions | recall@10 mean | worst question | questions under 0.5 | vector list (nearest) p50 | p95 |',
  );
  console.log('| --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of withRecall)
    for (const set of r.sets)
      for (const x of set.recalls)
        console.log(
          `| ${dbName(r)} | ${layoutName(r.layout)} | ${set.name} | ${x.ef} | ${x.count} | ${x.mean.toFixed(3)} | ${x.min.toFixed(1)} | ${x.lost} | ${ms(x.p50)} | ${ms(x.p95)} |`,
        );
  console.log(
    "\nThe vectors' shape, cosine similarities (p5 / p50 / p95; random pairs p1 / p50 / p99 / p99.9): a recall question's to its source passage and to its exact 10th nearest, random pairs of passages, pairs of one subtopic:\n",
  );
  for (const r of withRecall)
    for (const { name, shape } of r.sets)
      console.log(
        `- ${dbName(r)}, ${layoutName(r.layout)}, ${name}: source ${percentiles(shape.source, [5, 50, 95])} (the nearest for ${shape.sourceFirst} of ${shape.source.length}); 10th ${percentiles(shape.tenth, [5, 50, 95])}; random pairs ${percentiles(shape.random, [1, 50, 99, 99.9])}${shape.subtopic ? `; one subtopic ${percentiles(shape.subtopic, [5, 50, 95])}` : ''}`,
      );
}
if (timedResults.length > 0) console.log("\nPassages matching a question's keywords (any term, as the keyword list asks; of its base):\n");
for (const r of timedResults)
  console.log(
    `- ${dbName(r)}, ${layoutName(r.layout)}: median ${percentile(r.matches, 50)}, p90 ${percentile(r.matches, 90)}, most ${Math.max(...r.matches)}, none for ${r.matches.filter((n) => n === 0).length}`,
  );
const broad = 1000;
for (const r of timedResults) {
  const split = [0, 1].map((side) => r.times.hybrid.filter((_, q) => r.matches[q] > broad === (side === 1)));
  if (split.every((times) => times.length > 0))
    console.log(
      `- ${dbName(r)}, ${layoutName(r.layout)}, hybrid by the question's keyword matches: ≤ ${broad.toLocaleString('en')} passages (${split[0].length} questions) p50 ${ms(percentile(split[0], 50))}, p95 ${ms(percentile(split[0], 95))}; more (${split[1].length}) p50 ${ms(percentile(split[1], 50))}, p95 ${ms(percentile(split[1], 95))}`,
    );
}
if (timedResults.length > 0) console.log(`\nPlans (question ${JSON.stringify(questions[1].text)}):\n`);
for (const r of timedResults) {
  console.log(`- ${dbName(r)}, ${layoutName(r.layout)}, keyword: ${r.plans.keyword}`);
  console.log(`- ${dbName(r)}, ${layoutName(r.layout)}, vector: ${r.plans.vector}`);
}
if (results.some((r) => r.kind === 'postgres' && r.vectorPath === 'plain'))
  console.log(
    '\nThis PostgreSQL has no pgvector: its vectors took the real[] path (the 160 closest by sign bits, ranked by the exact cosine in SQL); HNSW figures on PostgreSQL need pgvector.',
  );
