#!/usr/bin/env node
// `node bench/adminScale.mjs` (issue 17's benchmarks): the back office on 1,000,000 users, orders, ledger rows and chat
// logs, on embedded PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) on a fresh PostgreSQL database: seeding
// and the first full rollup build, p50/p95 of the dashboard, user search and order list against the same server's
// cheapest route, the plans of those queries, and the server's RSS while it streams a 100,000-code CSV export.
// Needs the built server (apps/server/dist). Prints one Markdown table per database; no pass/fail.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
import pg from 'pg';

const repo = new URL('..', import.meta.url).pathname;
const rowCount = Number(process.env.BENCH_ADMIN_ROWS ?? 1_000_000);
/** Rows per INSERT … SELECT: bounds the embedded database's memory while seeding. */
const chunk = Number(process.env.BENCH_ADMIN_CHUNK ?? 100_000);
const samples = Number(process.env.BENCH_ADMIN_SAMPLES ?? 50);
const warmUps = 5;
const budgetMs = Number(process.env.BENCH_ADMIN_BUDGET_SECONDS ?? 60) * 1000;
const exportCodes = Number(process.env.BENCH_ADMIN_CODES ?? 100_000);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const password = 'bench-password';
const loadAverage = loadavg()
  .map((value) => value.toFixed(2))
  .join(', ');
const started = performance.now();

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const thousands = (n) => n.toLocaleString('en-US');

// The embedded run must not inherit a DATABASE_URL from the shell.
const shellEnv = { ...process.env };
delete shellEnv.DATABASE_URL;

/** Starts the built server on `env` and resolves once queryFront answers 200. */
async function start(env) {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repo,
    env: { ...shellEnv, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/config/queryFront`)).status === 200) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const stop = (child) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));

// One keep-alive connection, as the back office's tab has; no client timeout (the first rollup build of a large
// database takes minutes on PGlite).
let agent;
/** One request; the body is kept as text unless `onData` takes the chunks. */
function request(method, path, { headers = {}, body, onData } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const outgoing = http.request(
      `${base}${path}`,
      { method, agent, headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) } },
      (reply) => {
        const parts = [];
        reply.on('data', (data) => (onData ? onData(data) : parts.push(data)));
        reply.on('end', () => resolve({ status: reply.statusCode, text: Buffer.concat(parts).toString('utf8') }));
        reply.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
async function json(method, path, options) {
  const reply = await request(method, path, options);
  if (reply.status !== 200) throw new Error(`${method} ${path}: ${reply.status} ${reply.text.slice(0, 300)}`);
  return JSON.parse(reply.text).data;
}

/** A back-office session of the seeded operator (not the app's loginV4 token: /api/admin refuses those). */
async function operatorHeaders() {
  const { token } = await json('POST', '/api/admin/auth/login', { body: { username: 'admin', password } });
  return { authorization: `Bearer ${token}` };
}

// ---------------------------------------------------------------------------------------------------------------
// Seeding: set-based SQL, every NOT NULL, FK and CHECK respected; ids given explicitly (then the sequences moved past
// them), so rows refer to each other by arithmetic instead of lookups. Every table's rows spread evenly over the last
// 365 days in id order, as a site that grew for a year has them.

const surnames = 'zhang wang li zhao liu chen yang huang zhou wu xu sun hu zhu gao lin he guo ma luo'.split(' ');
const surnamesZh = '张 王 李 赵 刘 陈 杨 黄 周 吴 徐 孙 胡 朱 高 林 何 郭 马 罗'.split(' ');
const givens = 'wei fang na min jing li qiang lei jun yang yong yan jie tao ming chao xiu xia ping gang hui hong hua dan bin bo lin yu hao xin'.split(' ');
const givensZh = '伟 芳 娜 敏 静 丽 强 磊 军 洋 勇 艳 杰 涛 明 超 秀 霞 平 刚 辉 红 华 丹 斌 波 琳 宇 浩 欣'.split(' ');
// Weighted: a conversation's model is one of these 20 slots.
const models = [
  ...Array(8).fill(['gpt-4o-mini', '灵犀 Lite']),
  ...Array(5).fill(['gpt-4o', '灵犀 Pro']),
  ...Array(4).fill(['deepseek-chat', 'DeepSeek']),
  ...Array(2).fill(['o3', '灵犀 Max']),
  ['claude-3-5-sonnet', 'Claude'],
];
const textArray = (values) => `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]`;
const intArray = (values) => `array[${values.map((value) => Number.parseInt(value, 10)).join(',')}]::int[]`;
/** A spread over the year before $now: row `n` of `total` (placeholders of the statement). */
const yearSpread = (n, total) => `($now::timestamptz - interval '365 days' * (1 - ${n}::float8 / ${total}))`;

/** Runs `statement` (with $from, $to and named values) over first..last in chunks, returning the time it took. */
async function inChunks(db, [first, last], statement, values) {
  const begun = performance.now();
  const names = ['from', 'to', ...Object.keys(values)];
  const text = statement.replace(/\$([a-zA-Z]+)/g, (_, name) => {
    if (!names.includes(name)) throw new Error(`no value for $${name}`);
    return `$${names.indexOf(name) + 1}`;
  });
  for (let from = first; from <= last; from += chunk) await db.query(text, [from, Math.min(last, from + chunk - 1), ...Object.values(values)]);
  return performance.now() - begun;
}

const one = async (db, text, params) => (await db.query(text, params)).rows[0];

/** Seeds `rowCount` users, orders, ledger rows and chat logs and a batch of `exportCodes` card codes; returns the timings. */
async function seed(db, now, vacuum) {
  const at = now.toISOString();
  const timings = [];
  const { userBase, orderBase, ledgerBase, groupBase, chatBase } = await one(
    db,
    `select (select coalesce(max(id), 0) from users)::int as "userBase", (select coalesce(max(id), 0) from orders)::int as "orderBase",
       (select coalesce(max(id), 0) from points_ledger)::int as "ledgerBase", (select coalesce(max(id), 0) from chat_groups)::int as "groupBase",
       (select coalesce(max(id), 0) from chat_logs)::int as "chatBase"`,
  );
  const { adminId } = await one(db, `select id as "adminId" from users where username = 'admin'`);
  const goods = (await db.query('select id, price_fen, score, days from goods order by id')).rows;
  const users = rowCount;
  const groups = Math.ceil(rowCount / 20);
  // The user of conversation k (chat_groups, chat_logs and their ledger rows agree on it).
  const groupUser = (k) => `($userBase::int + 1 + ((${k})::bigint * 7919 % $users)::int)`;

  // Secondary indexes are dropped and made again after the load (as a restore does): building a GIN trigram index
  // once is many times faster than growing it row by row. Their definitions come from the catalog, so they return as
  // the migrations made them; primary keys stay (the foreign keys need them). The last `tail` users go in after the
  // users' indexes are back: an embedded site is never vacuumed, so its trigram indexes always hold recent accounts
  // in their pending lists (up to gin_pending_list_limit, ~10,000 users' worth), which the planner and the search pay for.
  const indexing = performance.now();
  const { rows: indexes } = await db.query(
    `select i.indrelid::regclass::text as "table", i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition from pg_index i
     where i.indrelid in ('users'::regclass, 'orders'::regclass, 'points_ledger'::regclass, 'chat_groups'::regclass, 'chat_logs'::regclass, 'card_codes'::regclass)
       and not i.indisprimary and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
  );
  for (const { name } of indexes) await db.query(`drop index ${name}`);
  let indexMs = performance.now() - indexing;
  const remake = async (which) => {
    const begun = performance.now();
    for (const { definition } of indexes.filter(which)) await db.query(definition);
    indexMs += performance.now() - begun;
  };
  const tail = Math.min(5000, Math.floor(users / 10));

  const usersStatement = `insert into users (id, username, nickname, email, phone, password_hash, role, score, lifetime_vip, vip_expire, invite_code,
         invited_by_id, wechat_open_id, consecutive_days, status, ban_reason, created_at)
       select $userBase::int + g, surname || given || g, surname_zh || given_zh,
         case when g % 2 = 0 then surname || given || g || '@' || (array['qq.com','163.com','gmail.com','outlook.com','126.com'])[1 + g / 2 % 5] end,
         -- (g × 7919) mod 10⁹ is a bijection: every phone differs.
         case when g % 10 < 7 then (array['13','15','17','18','19'])[1 + g % 5] || lpad((g::bigint * 7919 % 1000000000)::text, 9, '0') end,
         case when g % 10 < 8 then 'scrypt$16384$8$1$' || md5(g::text) || '$' || md5((-g)::text) end,
         'user', g * 37 % 3000, g % 100 = 0, case when g % 10 = 1 then ts + interval '30 days' * (1 + g % 12) end,
         -- Odd multiples are a bijection of 32-bit numbers: unique 8-character codes.
         case when g % 5 < 2 then translate(upper(lpad(to_hex(g::bigint * 2654435761 % 4294967296), 8, '0')), '01', 'YZ') end,
         case when g % 5 = 3 and g > 1 then $userBase::int + 1 + (g::bigint * 7919 % (g - 1))::int end,
         case when g % 10 >= 7 then 'oBench' || md5(g::text) end,
         g % 15, case when g % 200 = 7 then 'banned' else 'active' end, case when g % 200 = 7 then '违规发布广告' else '' end, ts
       from (select g, ${yearSpread('g', '$users')} as ts,
               (${textArray(surnames)})[1 + g % 20] as surname, (${textArray(surnamesZh)})[1 + g % 20] as surname_zh,
               (${textArray(givens)})[1 + g / 20 % 30] as given, (${textArray(givensZh)})[1 + g / 20 % 30] as given_zh
             from generate_series($from::int, $to::int) g) s`;
  const userValues = { userBase, users, now: at };
  let usersMs = await inChunks(db, [1, users - tail], usersStatement, userValues);
  await remake((index) => index.table === 'users');
  usersMs += await inChunks(db, [users - tail + 1, users], usersStatement, userValues);
  timings.push([`users (the last ${thousands(tail)} with their indexes in place)`, usersMs]);

  timings.push([
    'chat groups',
    await inChunks(
      db,
      [1, groups],
      `insert into chat_groups (id, user_id, title, model_type, config, created_at, updated_at)
       select $groupBase::int + k, ${groupUser('k')}, '对话 ' || k, 'chat', '{}', ts, ts + interval '10 minutes'
       from (select k, ${yearSpread('k', '$groups')} as ts from generate_series($from::int, $to::int) k) s`,
      { groupBase, userBase, users, groups, now: at },
    ),
  ]);

  // 20 messages a conversation, a question then an answer; answers carry the model and tokens.
  timings.push([
    'chat logs',
    await inChunks(
      db,
      [1, rowCount],
      `insert into chat_logs (id, group_id, user_id, role, content, status, model, model_name, prompt_tokens, completion_tokens, created_at)
       select $chatBase::int + j, $groupBase::int + k, ${groupUser('k')},
         case when j % 2 = 1 then 'user' else 'assistant' end,
         case when j % 2 = 1 then '请帮我写一段关于第 ' || j || ' 号问题的说明' else repeat('这是灵犀的回答，', 8) || j end,
         case when j % 2 = 1 then 'done' when j % 100 = 2 then 'failed' when j % 100 = 4 then 'stopped' else 'done' end,
         (${textArray(models.map(([model]) => model))})[1 + k * 7 % 20], (${textArray(models.map(([, name]) => name))})[1 + k * 7 % 20],
         case when j % 2 = 0 then 50 + j * 37 % 1950 else 0 end, case when j % 2 = 0 then 20 + j * 53 % 1480 else 0 end, ts
       from (select j, 1 + (j - 1) / 20 as k, ${yearSpread('j', '$rows')} as ts from generate_series($from::int, $to::int) j) s`,
      { chatBase, groupBase, userBase, users, rows: rowCount, now: at },
    ),
  ]);

  // Reasons: 40 % chat charges (each an answer's, reference chat:<log id>), 5 % their refunds, 5 % orders, 25 % check-ins,
  // 10 % registrations, 5 % card codes, 5 % invites, 5 % operator grants and deductions.
  timings.push([
    'ledger',
    await inChunks(
      db,
      [1, rowCount],
      `insert into points_ledger (id, user_id, delta, balance_after, reason, reference, created_at)
       select $ledgerBase::int + g,
         case when charged is null then $userBase::int + 1 + (g::bigint * 15485863 % $users)::int else ${groupUser('1 + (charged - 1) / 20')} end,
         case reason when 'chat' then -(1 + g % 20) when 'chatRefund' then 1 + (g - 2) % 20 when 'admin' then case when g % 3 = 0 then -50 else 100 end
           when 'signIn' then 10 when 'register' then 100 when 'invite' then 50 when 'crami' then 500 else 1000 end,
         g * 31 % 5000, reason,
         case when charged is not null then 'chat:' || ($chatBase::int + charged) when reason in ('order', 'crami', 'invite') then reason || ':' || g end,
         ts
       from (select g, reason, case reason when 'chat' then g when 'chatRefund' then g - 2 end as charged, ts
             from (select g, ${yearSpread('g', '$rows')} as ts,
                     case when g % 2 = 0 then case when g / 2 % 10 < 8 then 'chat' when g / 2 % 10 = 8 then 'chatRefund' else 'order' end
                       else case when g / 2 % 10 < 5 then 'signIn' when g / 2 % 10 < 7 then 'register' when g / 2 % 10 = 7 then 'crami'
                         when g / 2 % 10 = 8 then 'invite' else 'admin' end end as reason
                   from generate_series($from::int, $to::int) g) r) s`,
      { ledgerBase, userBase, users, chatBase, rows: rowCount, now: at },
    ),
  ]);

  // 68 % paid, 32 % expired (the last 20 still pending); half the orders by WeChat Pay; one in a thousand a test order.
  timings.push([
    'orders',
    await inChunks(
      db,
      [1, rowCount],
      `insert into orders (id, order_id, user_id, goods_id, amount_fen, grant_score, grant_days, provider, pay_type, status, provider_trade_no,
         expires_at, paid_at, is_test, created_at)
       select $orderBase::int + g, 'LX' || to_char((ts at time zone 'UTC') + interval '8 hours', 'YYYYMMDDHH24MISS') || lpad(g::text, 8, '0'),
         $userBase::int + 1 + (g::bigint * 104729 % $users)::int,
         (${intArray(goods.map((row) => row.id))})[k], case when test then 1 else (${intArray(goods.map((row) => row.price_fen))})[k] end,
         case when test then 0 else (${intArray(goods.map((row) => row.score))})[k] end, case when test then 0 else (${intArray(goods.map((row) => row.days))})[k] end,
         provider, case provider when 'mpay' then 'alipay' when 'epay' then (array['alipay','wxpay'])[1 + g % 2] else 'wxpay' end,
         status, case when status = 1 then upper(provider) || lpad(g::text, 12, '0') end,
         ts + interval '300 seconds', case when status = 1 then ts + interval '1 second' * (20 + g % 260) end, test, ts
       from (select g, 1 + g % ${goods.length} as k, g % 1000 = 999 as test, ${yearSpread('g', '$rows')} as ts,
               (array['wechat','wechat','wechat','wechat','wechat','epay','epay','hupi','hupi','mpay'])[1 + g / 7 % 10] as provider,
               case when g > $rows - 20 then 0 when g % 100 < 68 then 1 else 2 end as status
             from generate_series($from::int, $to::int) g) s`,
      { orderBase, userBase, users, rows: rowCount, now: at },
    ),
  ]);

  // The export's batch, inserted directly (the generate route makes at most 10,000 a call): 30 % used, 5 % disabled.
  const begun = performance.now();
  const { batchId } = await one(
    db,
    `insert into card_batches (goods_id, name, count, created_by, created_at) values ($1, 'bench export', $2, $3, $4::timestamptz - interval '30 days') returning id as "batchId"`,
    [goods[0].id, exportCodes, adminId, at],
  );
  await inChunks(
    db,
    [1, exportCodes],
    `insert into card_codes (code, goods_id, batch, batch_id, used_by, used_at, disabled_at, created_at)
     select substr(h, 1, 4) || '-' || substr(h, 5, 4) || '-' || substr(h, 9, 4) || '-' || substr(h, 13, 4), $goodsId::int, 'bench export', $batchId::int,
       case when g % 10 < 3 then $userBase::int + 1 + (g::bigint * 7919 % $users)::int end,
       case when g % 10 < 3 then made + interval '1 second' * g end, case when g % 20 = 19 then made + interval '1 day' end, made
     from (select g, translate(upper(substr(md5($batchId::text || ':' || g), 1, 16)), '01', 'YZ') as h, $now::timestamptz - interval '30 days' as made
           from generate_series($from::int, $to::int) g) s`,
    { goodsId: goods[0].id, batchId, userBase, users, now: at },
  );
  timings.push([`${thousands(exportCodes)} card codes (one batch)`, performance.now() - begun]);

  await remake((index) => index.table !== 'users');
  timings.push([`dropping and making again ${indexes.length} indexes`, indexMs]);

  const finishing = performance.now();
  for (const table of ['users', 'orders', 'points_ledger', 'chat_groups', 'chat_logs'])
    await db.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
  // The first rollup build is measured through the server; nothing may be there before it.
  await db.query('delete from daily_rollups');
  await db.query(vacuum ? 'vacuum analyze' : 'analyze');
  timings.push([vacuum ? 'VACUUM ANALYZE' : 'ANALYZE', performance.now() - finishing]);
  return { timings, batchId, userBase };
}

// ---------------------------------------------------------------------------------------------------------------
// Plans: the statements the routes run (modules/accounts/adminUserQueries.ts listUsers, modules/payments/
// adminOrderQueries.ts listOrders: the page's ids with the count capped at 10,001 in one statement (db/cappedPages.ts),
// then the page's 20 rows by primary key, not planned here), written out as the server issues them.

const literal = (value) => (typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`);
const ilikePattern = (q) => literal(`%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
function userWhere(q) {
  if (q === undefined) return '';
  const pattern = ilikePattern(q);
  const text = `("users"."username" ilike ${pattern} or "users"."phone" ilike ${pattern} or "users"."email" ilike ${pattern} or "users"."invite_code" ilike ${pattern})`;
  return ` where ${/^\d{1,10}$/.test(q) ? `("users"."id" = ${Number(q)} or ${text})` : text}`;
}
// One statement answers a list page's count (up to 10,001) and its ids; then the ids' rows are read.
const cappedPage = (firstIds, page) =>
  `select cardinality(first_ids)::int as matches, first_ids[${(page - 1) * 20 + 1}:${page * 20}] as ids from (${firstIds}) as first_matches`;
const userStatements = (q) => [
  cappedPage(
    q !== undefined && q.length >= 3
      ? `with matching as materialized (select "users"."id" as id from "users"${userWhere(q)}) select array(select id from matching order by id desc limit 10001) as first_ids`
      : `select array(select "users"."id" from "users"${userWhere(q)} order by "users"."id" desc limit 10001) as first_ids`,
    1,
  ),
];
const dayStart = (day, ahead = 0) => new Date(Date.parse(`${day}T00:00:00+08:00`) + ahead * 86_400_000).toISOString();
function orderWhere({ status, provider, from, to }) {
  const conditions = [
    status === undefined ? undefined : `"orders"."status" = ${status}`,
    provider === undefined ? undefined : `"orders"."provider" = ${literal(provider)}`,
    from === undefined ? undefined : `"orders"."created_at" >= ${literal(dayStart(from))}`,
    to === undefined ? undefined : `"orders"."created_at" < ${literal(dayStart(to, 1))}`,
  ].filter(Boolean);
  return conditions.length ? ` where (${conditions.join(' and ')})` : '';
}
const orderStatements = (filters, page = 1) => [
  cappedPage(
    `select array(select "orders"."id" from "orders"${orderWhere(filters)} order by "orders"."created_at" desc, "orders"."id" desc limit 10001) as first_ids`,
    page,
  ),
];

/** The plan in one line: the top node, every scan with its index, and the execution time. */
async function planSummary(db, statement) {
  const { rows } = await db.query(`explain (analyze, format json) ${statement}`);
  const [plan] = typeof rows[0]['QUERY PLAN'] === 'string' ? JSON.parse(rows[0]['QUERY PLAN']) : rows[0]['QUERY PLAN'];
  const scans = [];
  const walk = (node) => {
    if (/Scan/.test(node['Node Type']))
      scans.push(`${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : ''}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}`);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan.Plan);
  return `${plan.Plan['Node Type']} · ${[...new Set(scans)].join(', ')} · ${plan['Execution Time'].toFixed(1)} ms`;
}

// ---------------------------------------------------------------------------------------------------------------
// The measured requests.

const shanghaiDay = (at) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
function targets(now, userBase) {
  const middleId = userBase + Math.ceil(rowCount / 2);
  const week = { from: shanghaiDay(new Date(now.getTime() - 30 * 86_400_000)), to: shanghaiDay(new Date(now.getTime() - 24 * 86_400_000)) };
  const deepPage = Math.max(2, Math.min(500, Math.floor(rowCount / 40)));
  const users = (q) => ({ path: `/api/admin/users${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`, statements: userStatements(q) });
  const orders = (filters, page) => {
    const query = new URLSearchParams({ ...filters, ...(page ? { page: String(page) } : {}) }).toString();
    return { path: `/api/admin/orders${query ? `?${query}` : ''}`, statements: orderStatements(filters, page) };
  };
  return [
    { name: 'GET /healthz (bare baseline)', path: '/healthz' },
    { name: 'GET /api/admin/vip-levels (guarded baseline: the operator check and a tiny table)', path: '/api/admin/vip-levels' },
    { name: 'dashboard, 90 days', path: '/api/admin/dashboard?days=90', target: 100 },
    { name: 'dashboard, 7 days', path: '/api/admin/dashboard?days=7', target: 100 },
    { name: 'users, first page', ...users(undefined), target: 50 },
    { name: 'users, q = a name fragment (zhangwei)', ...users('zhangwei'), target: 50 },
    { name: 'users, q = a phone fragment (5678)', ...users('5678'), target: 50 },
    { name: `users, q = an exact id (${middleId})`, ...users(String(middleId)), target: 50 },
    { name: 'orders, first page', ...orders({}), target: 50 },
    { name: 'orders, paid by WeChat Pay', ...orders({ status: 1, provider: 'wechat' }), target: 50 },
    { name: `orders, Shanghai days ${week.from} to ${week.to}`, ...orders(week), target: 50 },
    { name: `orders, page ${deepPage}`, ...orders({}, deepPage), target: 50 },
  ];
}

const percentile = (values, p) => values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

/**
 * Warm-up, then `samples` rounds each asking every target once (machine noise lands on all alike). A target whose
 * requests have taken `budgetMs` in all stops being asked after 5 samples (a seconds-long query at 1,000,000 rows would
 * otherwise hold the run for an hour); its row says how many it got.
 */
async function measureTargets(list, headers) {
  const results = list.map(() => ({ times: [], errors: 0, total: undefined }));
  const once = async (target, result) => {
    const begun = performance.now();
    const reply = await request('GET', target.path, { headers });
    const elapsed = performance.now() - begun;
    if (reply.status !== 200) {
      result.errors += 1;
      if (result.errors === 1) console.error(`${target.path}: ${reply.status} ${reply.text.slice(0, 200)}`);
    } else if (target.statements) {
      const { total, capped } = JSON.parse(reply.text).data;
      result.total = capped ? `${thousands(total)}+` : thousands(total);
    }
    return elapsed;
  };
  for (const [index, target] of list.entries())
    for (let i = 0, spent = 0; i < warmUps && spent < budgetMs / 10; i++) spent += await once(target, results[index]);
  for (let round = 0; round < samples; round++)
    for (const [index, target] of list.entries()) {
      const { times } = results[index];
      if (times.length < 5 || times.reduce((sum, ms) => sum + ms, 0) < budgetMs) times.push(await once(target, results[index]));
    }
  return results.map((result) => ({ ...result, p50: percentile(result.times, 50), p95: percentile(result.times, 95) }));
}

/** The 100,000-code export through the two-step confirmation, with the server's VmRSS every 10 ms. */
async function measureExport(pid, headers, batchId) {
  const path = `/api/admin/card-batches/${batchId}/export`;
  const { grant } = await json('POST', '/api/admin/auth/confirm', { headers, body: { method: 'GET', path, password, reason: '基准测试导出' } });
  const idle = [];
  for (let i = 0; i < 50; i++) {
    idle.push(rssMb(pid));
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const baseline = percentile(idle, 50);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 10);
  let bytes = 0;
  let lines = 0;
  const begun = performance.now();
  const reply = await request('GET', path, {
    headers: { ...headers, 'x-admin-grant': grant },
    onData: (data) => {
      bytes += data.length;
      for (let at = data.indexOf(10); at !== -1; at = data.indexOf(10, at + 1)) lines += 1;
    },
  });
  const ms = performance.now() - begun;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  if (reply.status !== 200) throw new Error(`export: ${reply.status} ${reply.text.slice(0, 300)}`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return { baseline, peak, after: rssMb(pid), bytes, rows: lines - 1, ms };
}

// ---------------------------------------------------------------------------------------------------------------

/** One database: the server migrates it, stops; we seed and plan through `open`; the server starts again and is measured. */
async function runDatabase(label, env, open) {
  const serverEnv = {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: password,
    // Only the measured refresh builds rollups; no reconcile pass or rollup job runs beside the measurements.
    DASHBOARD_ROLLUP_SECONDS: '0',
    PAYMENT_RECONCILE_SECONDS: '0',
    RATE_LIMIT_ALLOWLIST: '127.0.0.1',
    ...env,
  };
  await stop(await start(serverEnv)); // creates or migrates the database and seeds the defaults
  const now = new Date();
  const { db, close, vacuum } = await open();
  let seeded;
  const plans = [];
  try {
    seeded = await seed(db, now, vacuum);
    for (const target of targets(now, seeded.userBase).filter((item) => item.statements))
      plans.push([target.name, ...(await Promise.all(target.statements.map((statement) => planSummary(db, statement))))]);
  } finally {
    await close();
  }
  const server = await start(serverEnv);
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const headers = await operatorHeaders();
    const begun = performance.now();
    await json('POST', '/api/admin/dashboard/refresh', { headers, body: { days: 90 } });
    const rollupMs = performance.now() - begun;
    const list = targets(now, seeded.userBase);
    const load = loadavg()[0];
    const results = await measureTargets(list, headers);
    const exported = await measureExport(server.pid, headers, seeded.batchId);
    return { label, seeded, rollupMs, list, results, exported, plans, load };
  } finally {
    agent.destroy();
    await stop(server);
  }
}

const runs = [];
const dataDir = mkdtempSync(join(tmpdir(), 'lingxi-bench-admin-'));
try {
  runs.push(
    await runDatabase('embedded PGlite', { DATA_DIR: dataDir }, async () => {
      // As the server opens it (db/embeddedSettings.ts), while the server is stopped.
      const client = await PGlite.create(join(dataDir, 'pglite'), { postgresqlconf: ['shared_buffers=16MB'], extensions: { pg_trgm, vector } });
      // PGlite runs no autovacuum: an embedded site's tables are never vacuumed, so neither are these.
      return { db: client, close: () => client.close(), vacuum: false };
    }),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

if (postgresUrl) {
  const name = `lingxi_bench_admin_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const emptyDir = mkdtempSync(join(tmpdir(), 'lingxi-bench-admin-pg-'));
  try {
    runs.push(
      await runDatabase('PostgreSQL', { DATA_DIR: emptyDir, DATABASE_URL: url.toString() }, async () => {
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        // As autovacuum would have after a year of inserts (and so it does not start during the measurements).
        return { db: client, close: () => client.end(), vacuum: true };
      }),
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(emptyDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------------------

console.log(
  `\nLingxi back office at scale — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, load average at start ${loadAverage}; ` +
    `${thousands(rowCount)} users, orders, ledger rows and chat logs (${thousands(Math.ceil(rowCount / 20))} conversations); ` +
    `${warmUps} warm-up requests per target, then ${samples} rounds asking every target once (a target stops after 5 once its requests took ${budgetMs / 1000} s), one keep-alive connection; ` +
    `the built server with LOG_LEVEL=warn, no rollup job or reconcile pass running`,
);
for (const run of runs) {
  const bare = run.results[0].p50;
  console.log(`\n### ${run.label} (load average ${run.load.toFixed(2)} when its requests began)\n`);
  const seedTotal = run.seeded.timings.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(
    `Seeding (INSERT … SELECT over generate_series, ${thousands(chunk)} rows a statement): ${seconds(seedTotal)} — ${run.seeded.timings.map(([name, ms]) => `${name} ${seconds(ms)}`).join(', ')}`,
  );
  console.log(
    `First full rollup build (POST /api/admin/dashboard/refresh on empty rollups, the whole year, then the 90-day figures): ${seconds(run.rollupMs)}\n`,
  );
  console.log('| request | matches | requests | p50 ms | p95 ms | p50 ÷ bare p50 | target (p50) | met |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---|');
  for (const [index, target] of run.list.entries()) {
    const result = run.results[index];
    const met = target.target === undefined ? '' : result.errors > 0 ? `no (${result.errors} errors)` : result.p50 < target.target ? 'yes' : 'no';
    console.log(
      `| ${target.name} | ${result.total ?? ''} | ${result.times.length} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${(result.p50 / bare).toFixed(1)}× | ${target.target === undefined ? '' : `< ${target.target} ms`} | ${met} |`,
    );
  }
  const { exported } = run;
  const growth = exported.peak - exported.baseline;
  console.log(
    `| export of ${thousands(exportCodes)} codes (confirmed; ${thousands(exported.rows)} rows, ${(exported.bytes / 1_048_576).toFixed(1)} MB in ${seconds(exported.ms)}): ` +
      `server RSS ${exported.baseline.toFixed(0)} → peak ${exported.peak.toFixed(0)} MB (${exported.after.toFixed(0)} MB 1 s after), growth ${growth.toFixed(1)} MB | | | | | | < 50 MB growth | ${growth < 50 && exported.rows === exportCodes ? 'yes' : 'no'} |`,
  );
  console.log(`\nPlans (EXPLAIN ANALYZE of the statement giving the page's ids and the count, on the seeded data before the server started):\n`);
  console.log('| request | ids and count |');
  console.log('|---|---|');
  for (const [name, plan] of run.plans) console.log(`| ${name} | ${plan} |`);
}
if (!postgresUrl) console.log('\nSet BENCH_DATABASE_URL (or TEST_DATABASE_URL) to also measure a fresh PostgreSQL database.');
console.log(`\nRun time: ${seconds(performance.now() - started)}`);
