#!/usr/bin/env node
// The chat streaming benchmark alone (the chat section of `npm run bench`), for quick before/after runs:
//   node bench/chat.mjs                      embedded PGlite, levels 1 50 200 500
//   BENCH_CHAT_LEVELS=1,200 BENCH_CHAT_REPEAT=3 node bench/chat.mjs
//   BENCH_DATABASE_URL=postgresql://… node bench/chat.mjs   a fresh database on that PostgreSQL
//   BENCH_CHAT_PROFILE=dir node bench/chat.mjs               the server writes a --cpu-prof there
//   BENCH_CHAT_FILL=1 (with BENCH_DATABASE_URL)              first inserts 1,000,000 chat log rows of another user
//   BENCH_SERVER_MAIN=path/to/main.js                        another build of the server, to compare
//   BENCH_CHAT_FLOOR=1                                       bench/chatFloor.mjs (a bare relay) instead of the server
//   BENCH_CHAT_SHAPE=family                                  §7's request shape (options.groupId): the family's lines
//   BENCH_CHAT_APP=1                                         each level twice: plain conversations, then app ones
// Needs the built server and sim (`npx turbo run build --filter=@lingxi/server --filter=@lingxi/sim`).
// Prints one Markdown row per level and repeat, then the medians per level.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { cardCodes, chatPathPlans, chatWorkers, measureLevel, startChatSim } from './chatStreams.mjs';

const repo = new URL('..', import.meta.url).pathname;
const levels = (process.env.BENCH_CHAT_LEVELS ?? '1,50,200,500').split(',').map(Number);
const repeat = Number(process.env.BENCH_CHAT_REPEAT ?? 1);
const seconds = Number(process.env.BENCH_CHAT_SECONDS ?? 8);
const postgresUrl = process.env.BENCH_DATABASE_URL;
const profileDir = process.env.BENCH_CHAT_PROFILE;
const fillRows = process.env.BENCH_CHAT_FILL === '1';
// Another build of the server to compare with (e.g. one built from a copy of an older tree).
const serverMain = process.env.BENCH_SERVER_MAIN ?? 'apps/server/dist/main.js';
const floor = process.env.BENCH_CHAT_FLOOR === '1';
const shape = process.env.BENCH_CHAT_SHAPE ?? 'default';
const withApps = process.env.BENCH_CHAT_APP === '1';

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const setAffinity = (pid, cores) => {
  try {
    execFileSync('taskset', ['-a', '-p', '-c', cores, String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const pinned = setAffinity(process.pid, '0,1');

async function start(args, env, url) {
  const child = spawn(process.execPath, args, { cwd: repo, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status === 200) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
const stop = (child) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const sim = await startChatSim();
const env = {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'lingxi-bench-chat-')),
  LOG_LEVEL: 'warn',
  ADMIN_PASSWORD: 'bench-password',
  OPENAI_BASE_URL: `${sim.url}/v1`,
  OPENAI_API_KEY: 'sk-sim-0000000000000000',
  RATE_LIMIT_ALLOWLIST: '127.0.0.1',
};
let admin;
const database = `lingxi_bench_chat_${process.pid}`;
if (postgresUrl) {
  admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  env.DATABASE_URL = url.toString();
}
const rows = [];
let plans = '';
if (floor) {
  // The bare relay in the server's place, on the same core: the floor of the figures.
  const relay = spawn(process.execPath, ['bench/chatFloor.mjs', sim.url], { cwd: repo, stdio: ['ignore', 'pipe', 'inherit'] });
  const relayUrl = await new Promise((resolve) => relay.stdout.once('data', (data) => resolve(String(data).trim())));
  const workers = Array.from({ length: Math.max(...levels) }, () => ({ token: 'none', groupId: 1 }));
  if (pinned) {
    setAffinity(relay.pid, '0');
    setAffinity(sim.child.pid, '1');
    setAffinity(process.pid, '1');
  }
  try {
    for (let r = 0; r < repeat; r++) {
      for (const concurrency of levels)
        rows.push(
          await measureLevel({
            base: relayUrl,
            sim: sim.url,
            serverPid: relay.pid,
            simPid: sim.child.pid,
            workers,
            concurrency,
            seconds,
            label: `f${r}c${concurrency}`,
          }),
        );
    }
  } finally {
    relay.kill();
    sim.child.kill();
  }
} else
  try {
    const ready = `${base}/api/config/queryFront`;
    await stop(await start([serverMain], env, ready)); // migrates and seeds
    const codes = cardCodes(env, Math.max(...levels));
    let server = await start([serverMain], env, ready);
    const workers = [];
    for (let i = 0; i < codes.length; i += 25) workers.push(...(await chatWorkers(base, codes.slice(i, i + 25), `c${i}`, { app: withApps })));
    // App turns (BENCH_CHAT_APP=1): the same workers in their app conversations, measured right after the plain ones.
    const kinds = withApps
      ? [
          ['plain', workers],
          ['app', workers.map((worker) => ({ ...worker, groupId: worker.appGroupId }))],
        ]
      : [['plain', workers]];
    if (fillRows) {
      if (!postgresUrl) throw new Error('BENCH_CHAT_FILL needs BENCH_DATABASE_URL');
      const db = new pg.Client({ connectionString: env.DATABASE_URL });
      await db.connect();
      const {
        rows: [filler],
      } = await db.query(`insert into users (username) values ('benchfiller1') returning id`);
      await db.query(`insert into chat_groups (user_id, title) select $1, 'filler' from generate_series(1, 1000)`, [filler.id]);
      await db.query(
        `insert into chat_logs (group_id, user_id, role, content, status) select g.id, $1, case when s % 2 = 0 then 'user' else 'assistant' end, repeat('历史消息', 40), 'done' from chat_groups g cross join generate_series(1, 1000) s where g.user_id = $1`,
        [filler.id],
      );
      await db.query('analyze');
      await db.end();
    }
    if (profileDir) {
      // Restart with the profiler on: the profile covers the measured levels only (plus the stop).
      await stop(server);
      server = await start(['--cpu-prof', `--cpu-prof-dir=${profileDir}`, serverMain], env, ready);
    }
    if (pinned) {
      setAffinity(server.pid, '0');
      setAffinity(sim.child.pid, '1');
      setAffinity(process.pid, '1');
    }
    for (let r = 0; r < repeat; r++) {
      for (const concurrency of levels)
        for (const [kind, turnWorkers] of kinds)
          rows.push({
            kind,
            ...(await measureLevel({
              base,
              sim: sim.url,
              serverPid: server.pid,
              simPid: sim.child.pid,
              workers: turnWorkers,
              concurrency,
              seconds,
              label: `${kind}r${r}c${concurrency}`,
              shape,
            })),
          });
    }
    await stop(server);
    if (postgresUrl) {
      const db = new pg.Client({ connectionString: env.DATABASE_URL });
      await db.connect();
      const {
        rows: [sample],
      } = await db.query(`select id as group_id, user_id from chat_groups where title <> 'filler' order by id desc limit 1`);
      plans = await chatPathPlans(db, { groupId: sample.group_id, userId: sample.user_id });
      await db.end();
    }
  } finally {
    sim.child.kill();
    if (admin) {
      await admin.query(`drop database if exists ${database}`);
      await admin.end();
    }
  }
const fmt = (row) =>
  `| ${withApps ? `${row.kind} ` : ''}${row.concurrency} | ${Math.round(row.bytes)} | ${row.streams} | ${row.perSecond.toFixed(1)} | ${row.p50.toFixed(2)} | ${row.p90.toFixed(2)} | ${row.p95.toFixed(2)} | ${row.p99.toFixed(2)} | ${row.cpu.toFixed(0)} | ${((row.cpu * 10) / row.perSecond).toFixed(2)} | ${row.simCpu.toFixed(0)} | ${row.loadCpu.toFixed(0)} | ${row.rss.toFixed(0)} |`;
console.log(
  `\nChat streaming on ${floor ? 'the bare relay (bench/chatFloor.mjs), no server' : postgresUrl ? `PostgreSQL${fillRows ? ' with 1,000,000 chat log rows' : ''}` : 'embedded PGlite'}, ${serverMain}, ${shape} shape, ${seconds} s per level${pinned ? ' (server on core 0, sim and load on core 1)' : ''}\n`,
);
console.log(
  `| ${withApps ? 'turn, ' : ''}concurrent | bytes per answer | streams | streams/s | added p50 ms | p90 | p95 | p99 | server CPU % | server CPU ms per stream | sim CPU % | load CPU % | RSS MB |`,
);
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(fmt(row));
if (repeat > 1) {
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`\nMedians of ${repeat} runs:\n`);
  console.log(
    `| ${withApps ? 'turn, ' : ''}concurrent | bytes per answer | streams | streams/s | added p50 ms | p90 | p95 | p99 | server CPU % | server CPU ms per stream | sim CPU % | load CPU % | RSS MB |`,
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const concurrency of levels)
    for (const kind of withApps ? ['plain', 'app'] : ['plain']) {
      const of = rows.filter((row) => row.concurrency === concurrency && (row.kind ?? 'plain') === kind);
      const m = Object.fromEntries(
        ['bytes', 'streams', 'perSecond', 'p50', 'p90', 'p95', 'p99', 'cpu', 'simCpu', 'loadCpu', 'rss'].map((key) => [key, median(of.map((row) => row[key]))]),
      );
      console.log(fmt({ concurrency, kind, ...m }));
    }
}
if (plans) console.log(`\nQuery plans of the chat path (EXPLAIN)${fillRows ? ' with 1,000,000 chat log rows' : ''}:\n\n${plans}`);
