#!/usr/bin/env node
// `npm run bench`: req/s and latency of the API against a bare Fastify route, cold start to the
// first 200, and memory, in one run on this machine; then chat streaming and the drawing jobs. Prints Markdown tables;
// no pass/fail.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { cardCodes, chatPathPlans, chatWorkers, measureLevel, startChatSim } from './chatStreams.mjs';
import { measurePaint, paintTable, writeFloorPage } from './firstPaint.mjs';
import { measureFirstScreen } from './firstScreen.mjs';

const repo = new URL('..', import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

// During load the server runs on core 0 and the load generator (this process) on core 1, when the
// machine allows: otherwise autocannon's own parsing competes with the server and ratios swing by
// ±25 %. Starts are timed unpinned, with both cores, as in production.
const setAffinity = (pid, cores) => {
  try {
    execFileSync('taskset', ['-a', '-p', '-c', cores, String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const pinned = setAffinity(process.pid, '0,1');
const loadAverage = loadavg()
  .map((value) => value.toFixed(2))
  .join(', ');

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Starts a server process and resolves once `url` answers 200, with the time that took. */
async function start(args, env, url) {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: repo, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status === 200) return { child, coldStartMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const load = (url, headers = {}) =>
  new Promise((resolve, reject) => autocannon({ url, headers, connections, duration: seconds }, (error, result) => (error ? reject(error) : resolve(result))));

// The bare route's own figure moves by ±15–25 % between passes on this shared machine (other tenants), so every
// target is measured in rounds, each a pass of the bare route then a pass of the target: "vs bare" is the median of
// the rounds' ratios, each taken a few seconds apart.
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
const barePasses = [];
const barePort = await freePort();
const bareUrl = `http://127.0.0.1:${barePort}/bare`;
const bare = await start(['bench/bareServer.mjs'], { PORT: String(barePort) }, bareUrl);
async function measure(name, child, url, headers = {}) {
  if (pinned) {
    setAffinity(child.pid, '0');
    setAffinity(bare.child.pid, '0');
    setAffinity(process.pid, '1');
  }
  await load(url, headers); // warm-up pass, not reported
  const passes = [];
  for (let round = 0; round < rounds; round++) {
    const baseline = await load(bareUrl);
    const result = await load(url, headers);
    barePasses.push(baseline.requests.average);
    passes.push({ result, ratio: result.requests.average / baseline.requests.average });
  }
  if (pinned) setAffinity(process.pid, '0,1');
  // The round whose ratio is the median gives the row's req/s and latencies.
  const { result, ratio } = passes.toSorted((a, b) => a.ratio - b.ratio)[Math.floor(passes.length / 2)];
  rows.push({
    name,
    rps: result.requests.average,
    ratio,
    ratios: passes.map((pass) => pass.ratio),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: passes.reduce((sum, pass) => sum + pass.result.errors + pass.result.non2xx, 0),
    rss: rssMb(child.pid),
  });
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const serverEnv = {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'lingxi-bench-')),
  LOG_LEVEL: 'warn',
  ADMIN_PASSWORD: 'bench-password',
};
const stop = (child) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));
/** The Authorization header of the seeded operator's session, for the signed-in targets. */
async function adminSession() {
  const reply = await fetch(`${base}/api/auth/loginV4`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: serverEnv.ADMIN_PASSWORD }),
  });
  const { data: token } = await reply.json();
  if (reply.status !== 200 || typeof token !== 'string') throw new Error(`logging in as admin failed: ${reply.status}`);
  return { authorization: `Bearer ${token}` };
}
// The static floor page of the first-paint figures, in the build the server serves (listed at its start).
process.once('exit', writeFloorPage());
// First start ever: creates the embedded database, migrates and seeds.
const first = await start(['apps/server/dist/main.js'], serverEnv, `${base}/api/config/queryFront`);
await stop(first.child);
// Every later start (a restart, a new instance on existing data): the cold start that matters.
const api = await start(['apps/server/dist/main.js'], serverEnv, `${base}/api/config/queryFront`);
await new Promise((resolve) => setTimeout(resolve, 1000));
const idleRss = rssMb(api.child.pid);
await measure('GET /api/config/queryFront', api.child, `${base}/api/config/queryFront`);
await measure('GET /api/menu/list?menuPlatform=1', api.child, `${base}/api/menu/list?menuPlatform=1`);
// The model picker's call as the family sends it (a visitor: the kept serialisation; a member's own uses are merged).
const modelQuery = 'keyType=&modelType=chat&model=&page=1&size=99&upload=1';
await measure('GET /api/models/list (the model picker)', api.child, `${base}/api/models/list?${modelQuery}`);
await measure('GET /api/models/query (§7)', api.child, `${base}/api/models/query?${modelQuery}`);
// On every page load of a signed-in visitor.
await measure('GET /api/auth/getInfo (signed in)', api.child, `${base}/api/auth/getInfo`, await adminSession());
const firstScreen = await measureFirstScreen(base);
const paint = await measurePaint(base);
await stop(api.child);

// The same server on a real PostgreSQL (a fresh database), when one is given: the Node process alone.
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
let postgres;
/** Runs `fn` with the URL of a new database on `postgresUrl`, dropped afterwards. */
async function withFreshDatabase(name, fn) {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    return await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}
if (postgresUrl) {
  await withFreshDatabase(`lingxi_bench_${process.pid}`, async (databaseUrl) => {
    const env = { ...serverEnv, DATABASE_URL: databaseUrl };
    await stop((await start(['apps/server/dist/main.js'], env, `${base}/api/config/queryFront`)).child); // migrates and seeds
    const server = await start(['apps/server/dist/main.js'], env, `${base}/api/config/queryFront`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    postgres = { coldStartMs: server.coldStartMs, idleRss: rssMb(server.child.pid) };
    await measure('GET /api/config/queryFront (PostgreSQL)', server.child, `${base}/api/config/queryFront`);
    await measure('GET /api/auth/getInfo (signed in, PostgreSQL)', server.child, `${base}/api/auth/getInfo`, await adminSession());
    await stop(server.child);
  });
}

bare.child.kill();

// Chat streaming (issue 7): the server on core 0; the sim and this load generator share core 1.
const chatSeconds = Number(process.env.BENCH_CHAT_SECONDS ?? 8);
const chatLevels = [1, 50, 200, 500];
const chatSim = await startChatSim();
const chatEnv = {
  ...serverEnv,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'lingxi-bench-chat-')),
  OPENAI_BASE_URL: `${chatSim.url}/v1`,
  OPENAI_API_KEY: 'sk-sim-0000000000000000',
  RATE_LIMIT_ALLOWLIST: '127.0.0.1',
};

/** Starts the server on `env`, prepares 500 users with points and a conversation each, runs `levels`; `between` runs after setup. */
async function chatRun(env, levels, label, between) {
  await stop((await start(['apps/server/dist/main.js'], env, `${base}/api/config/queryFront`)).child); // migrates and seeds
  const codes = cardCodes(env, Math.max(...chatLevels));
  const server = await start(['apps/server/dist/main.js'], env, `${base}/api/config/queryFront`);
  const workers = [];
  for (let i = 0; i < codes.length; i += 25) workers.push(...(await chatWorkers(base, codes.slice(i, i + 25), `${label}${i}`)));
  if (between) await between();
  if (pinned) {
    setAffinity(server.child.pid, '0');
    setAffinity(chatSim.child.pid, '1');
    setAffinity(process.pid, '1');
  }
  const results = [];
  for (const { concurrency, shape } of levels.map((level) => (typeof level === 'number' ? { concurrency: level } : level)))
    results.push(
      await measureLevel({
        base,
        sim: chatSim.url,
        serverPid: server.child.pid,
        simPid: chatSim.child.pid,
        workers,
        concurrency,
        seconds: chatSeconds,
        label: `${label}c${concurrency}${shape ?? ''}`,
        shape,
      }),
    );
  if (pinned) setAffinity(process.pid, '0,1');
  await stop(server.child);
  return results;
}
// §7's request shape (options.groupId) streams the family's lines: at 200, beside ours.
const chatRows = (await chatRun(chatEnv, [...chatLevels, { concurrency: 200, shape: 'family' }], 'embedded')).map((row) => ({
  ...row,
  database: 'embedded PGlite',
}));

let chatPlans = '';
if (postgresUrl) {
  await withFreshDatabase(`lingxi_bench_chat_${process.pid}`, async (databaseUrl) => {
    const env = { ...chatEnv, DATABASE_URL: databaseUrl };
    chatRows.push(...(await chatRun(env, [200, 500], 'pg')).map((row) => ({ ...row, database: 'PostgreSQL' })));
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const fill = async () => {
        // 1,000,000 existing messages in 1,000 conversations of another user, then fresh statistics.
        const {
          rows: [filler],
        } = await db.query(`insert into users (username) values ('benchfiller1') returning id`);
        await db.query(`insert into chat_groups (user_id, title) select $1, 'filler' from generate_series(1, 1000)`, [filler.id]);
        await db.query(
          `insert into chat_logs (group_id, user_id, role, content, status) select g.id, $1, case when s % 2 = 0 then 'user' else 'assistant' end, repeat('历史消息', 40), 'done' from chat_groups g cross join generate_series(1, 1000) s where g.user_id = $1`,
          [filler.id],
        );
        await db.query('analyze');
      };
      chatRows.push(...(await chatRun(env, [200, 500], 'pg1m', fill)).map((row) => ({ ...row, database: 'PostgreSQL, 1,000,000 chat log rows' })));
      const {
        rows: [sample],
      } = await db.query(`select g.id as group_id, g.user_id from chat_groups g where g.title <> 'filler' order by g.id desc limit 1`);
      chatPlans = await chatPathPlans(db, { groupId: sample.group_id, userId: sample.user_id });
    } finally {
      await db.end();
    }
  });
}
chatSim.child.kill();

console.log(
  `\nLingxi API benchmark — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, load average ${loadAverage}, ${connections} connections, ${rounds} rounds of ${seconds} s per target, each round a pass of the bare route then of the target, autocannon on the same machine${pinned ? ' (servers on core 0, autocannon on core 1)' : ''}\n`,
);
console.log(
  `bare Fastify route: ${Math.round(median(barePasses))} req/s (median of ${barePasses.length} passes, ${Math.round(Math.min(...barePasses))}–${Math.round(Math.max(...barePasses))})\n`,
);
console.log('| target | req/s | vs bare (median of rounds) | rounds vs bare | p50 ms | p99 ms | errors | RSS after load MB |');
console.log('|---|---:|---:|---|---:|---:|---:|---:|');
for (const row of rows) {
  const ratios = row.ratios.map((ratio) => `${(ratio * 100).toFixed(0)}`).join(' ');
  console.log(
    `| ${row.name} | ${Math.round(row.rps)} | ${(row.ratio * 100).toFixed(0)}% | ${ratios} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.rss.toFixed(0)} |`,
  );
}
console.log(`\nAPI cold start, spawn → first 200 of queryFront, existing data: ${api.coldStartMs.toFixed(0)} ms`);
console.log(`API first start ever (creates the embedded database, migrates, seeds): ${first.coldStartMs.toFixed(0)} ms`);
console.log(`API idle RSS 1 s after start (embedded PGlite in the same process): ${idleRss.toFixed(0)} MB`);
console.log(
  `First screen of /homePage in Chromium (a first visit): ${firstScreen.firstScreenKb.toFixed(1)} KB of JS in ${firstScreen.firstScreenFiles} files transferred until the app has taken the page over from the server's paint (${firstScreen.shownMs.toFixed(0)} ms); ` +
    `${firstScreen.idleKb.toFixed(1)} KB in ${firstScreen.idleFiles} files once the network is idle (the auto-opened notice included)`,
);
console.log('\nFirst paint of /homePage against a static page on the same server (Chromium, cold cache, three visits each, medians):\n');
console.log(paintTable(paint));
if (postgres) {
  console.log(`With DATABASE_URL (PostgreSQL): cold start ${postgres.coldStartMs.toFixed(0)} ms, idle RSS ${postgres.idleRss.toFixed(0)} MB`);
} else {
  console.log('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to also measure the server on PostgreSQL.');
}

console.log(
  `\nChat streaming — the sim answers 50 tokens 20 ms apart; ${chatSeconds} s per level, each worker a user sending messages back to back in its own conversation; "added" is the client's time to the first token minus the sim's own, per request (ms)\n`,
);
console.log(
  '| database | shape | concurrent streams | bytes per answer | streams | streams/s | added p50 | added p90 | added p95 | added p99 | server CPU % of a core | server CPU ms per stream | sim CPU % | server RSS MB |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const row of chatRows) {
  console.log(
    `| ${row.database} | ${row.shape === 'family' ? "§7's (family lines)" : 'ours (frames)'} | ${row.concurrency} | ${Math.round(row.bytes)} | ${row.streams} | ${row.perSecond.toFixed(1)} | ${row.p50.toFixed(2)} | ${row.p90.toFixed(2)} | ${row.p95.toFixed(2)} | ${row.p99.toFixed(2)} | ${row.cpu.toFixed(0)} | ${((row.cpu * 10) / row.perSecond).toFixed(2)} | ${row.simCpu.toFixed(0)} | ${row.rss.toFixed(0)} |`,
  );
}
if (chatPlans) console.log(`\nQuery plans on the chat path, PostgreSQL with 1,000,000 chat log rows:\n\n${chatPlans}`);

// Drawing jobs (bench/drawJobs.mjs, its own server and sim): at users' pace (200 submitted over 10 s, ~20 s a
// drawing, so all 200 are in flight) and the worst case (all submitted at once, finishing within the same second);
// on PGlite, and on PostgreSQL when given. BENCH_DRAW=0 skips them.
if (process.env.BENCH_DRAW !== '0') {
  const scenarios = [
    { BENCH_DRAW_ARRIVALS_MS: '10000', BENCH_DRAW_STEP_MS: '5000' },
    { BENCH_DRAW_ARRIVALS_MS: '0', BENCH_DRAW_STEP_MS: '500' },
  ];
  for (const database of postgresUrl ? [undefined, postgresUrl] : [undefined])
    for (const scenario of scenarios) {
      const env = { ...process.env, ...scenario };
      delete env.BENCH_DATABASE_URL;
      if (database) env.BENCH_DATABASE_URL = database;
      execFileSync(process.execPath, ['bench/drawJobs.mjs'], { cwd: repo, stdio: 'inherit', env });
    }
}

// The app store at 10,000 listed apps and 1,000,000 collections (bench/appScale.mjs): /app/list from memory and
// 我的应用 in SQL, beside /healthz; on PostgreSQL when given, and PGlite. BENCH_APPS=0 skips it.
if (process.env.BENCH_APPS !== '0') execFileSync(process.execPath, ['bench/appScale.mjs'], { cwd: repo, stdio: 'inherit' });

// The 10,000-drawing gallery in Chromium (bench/galleryScroll.mjs): frame times, cards mounted, thumbnails fetched.
// BENCH_GALLERY=0 skips it.
if (process.env.BENCH_GALLERY !== '0') execFileSync(process.execPath, ['bench/galleryScroll.mjs'], { cwd: repo, stdio: 'inherit' });
