#!/usr/bin/env node
// The drawing reads at 1,000,000 drawings (issue 18): a user with 10,000 of them among 1,000 others; drawList's first
// page (with its count), a cursor page deep in the list, getDetailByIds of 30, and the favourites' page — p50 / p95
// over rounds, beside GET /healthz in the same rounds — and the plans of their statements. PostgreSQL only:
//   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres node bench/drawScale.mjs
//   BENCH_DRAW_ROWS=1000000 BENCH_DRAW_SAMPLES=100
// Needs the built server (`npx turbo run build --filter=@lingxi/server`). Prints Markdown.
import { loadavg } from 'node:os';
import { percentile, scaleDatabase } from './scaleKit.mjs';

const totalRows = Number(process.env.BENCH_DRAW_ROWS ?? 1_000_000);
const samples = Number(process.env.BENCH_DRAW_SAMPLES ?? 100);
const mine = 10_000;

const bench = await scaleDatabase('drawScale');
const { base } = bench;
let db = null;
try {
  await bench.start();
  const { post } = bench;
  await post('/auth/registeV3', { username: 'benchpainter1', password: 'bench-pass-1' });
  const token = await post('/auth/loginV4', { username: 'benchpainter1', password: 'bench-pass-1' });
  await bench.stop();

  db = await bench.open();
  const fillStarted = performance.now();
  // Demo mode (no proxy configured) began its 36 sample drawings in the first start: the fill takes their ids.
  await db.query('delete from generation_jobs');
  const {
    rows: [me],
  } = await db.query(`select id from users where username = 'benchpainter1'`);
  await db.query(`insert into users (username) select 'drawfill' || n from generate_series(1, 1000) n`);
  // Jobs and drawings share ids: the others' rows first, spread over 1,000 users, then mine interleaved by id.
  await db.query(
    `insert into generation_jobs (id, module, kind, user_id, status, progress, deadline, charge_points, created_at, finished_at)
     select n, 'drawing', 'mj', case when n % 100 = 0 and n / 100 <= $2 then $1 else (select min(id) from users where username like 'drawfill%') + n % 1000 end,
            'succeeded', 100, now(), 4, now() - (($3 - n) || ' seconds')::interval, now() - (($3 - n) || ' seconds')::interval
     from generate_series(1, $3) n`,
    [me.id, mine, totalRows],
  );
  await db.query(`select setval('generation_jobs_id_seq', $1)`, [totalRows]);
  await db.query(
    `insert into drawings (id, user_id, kind, action, mode, bot_type, prompt, origin_prompt, image_key, thumb_key, preview, width, height, buttons, favorite, created_at)
     select id, user_id, 'mj', 'IMAGINE', 'fast', 'MID_JOURNEY', 'a red fox in snow --v 5.2 --ar 16:9', '雪地里的红狐狸 ' || id,
            'drawings/' || id || '.png', 'drawings/' || id || '.thumb.webp', 'data:image/webp;base64,UklGRg==', 1024, 576, '[]'::jsonb, id % 1000 = 0, created_at
     from generation_jobs`,
  );
  // A sample marked: the next start does not paint the demo market's samples beside the measurement.
  await db.query(
    `insert into market_items (id, author_id, status, prompt, origin_prompt, sample, search) select id, user_id, 'approved', '', '', true, ''::tsvector from drawings where id = 1`,
  );
  // As autovacuum leaves a table: statistics and the visibility map (index-only scans).
  await db.query('vacuum analyze');
  const fillSeconds = (performance.now() - fillStarted) / 1000;
  const {
    rows: [counts],
  } = await db.query(
    `select count(*)::integer as total, count(*) filter (where user_id = $1)::integer as mine, count(*) filter (where user_id = $1 and favorite)::integer as favourites from drawings`,
    [me.id],
  );

  await bench.start();
  const headers = { authorization: `Bearer ${token}` };
  const { rows: ids } = await db.query(`select id from drawings where user_id = $1 order by id desc limit 30 offset 5000`, [me.id]);
  const middle = ids[0].id + 1;
  const targets = [
    { name: 'GET /healthz (bare baseline)', path: '/healthz' },
    { name: 'drawList, first page of 30 (with the count)', path: '/api/midjourney/drawList?size=30' },
    { name: 'drawList, 30 after a cursor 5,000 deep', path: `/api/midjourney/drawList?size=30&cursor=${middle}` },
    { name: 'getDetailByIds, 30 ids', path: `/api/midjourney/getDetailByIds?ids=${ids.map((row) => row.id).join(',')}` },
    { name: 'the favourites, first page of 30', path: '/api/midjourney/favorite-page', body: { size: 30 } },
  ];
  const ask = async (target) => {
    const begun = performance.now();
    const reply = await fetch(
      `${base}${target.path}`,
      target.body ? { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(target.body) } : { headers },
    );
    await reply.arrayBuffer();
    if (reply.status !== 200) throw new Error(`${target.path}: ${reply.status}`);
    return performance.now() - begun;
  };
  for (const target of targets) for (let i = 0; i < 20; i++) await ask(target);
  const times = targets.map(() => []);
  const loadAverage = loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  for (let round = 0; round < samples; round++) for (const [index, target] of targets.entries()) times[index].push(await ask(target));

  const explain = async (title, text, params) =>
    `${title}:\n${(await db.query(`explain analyze ${text}`, params)).rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n')}`;
  // The statements as the server sends them: without a filter on the jobs, the page is cut from drawings, then joined.
  const page = (where) =>
    `select * from (select * from drawings d where d.user_id = $1 and d.kind = 'mj'${where} order by d.id desc limit 30) page join generation_jobs j on j.id = page.id order by page.id desc`;
  const pageIds = ids.map((row) => row.id);
  const plans = [
    await explain('drawList first page', page(''), [me.id]),
    await explain('drawList count', `select count(*) from drawings d where d.user_id = $1 and d.kind = 'mj'`, [me.id]),
    await explain('drawList after a cursor', page(' and d.id < $2'), [me.id, middle]),
    await explain(
      'getDetailByIds',
      'select d.*, j.* from drawings d join generation_jobs j on j.id = d.id where d.user_id = $1 and d.id = any($2::integer[])',
      [me.id, pageIds],
    ),
    await explain(
      'favourites',
      'select * from (select * from drawings d where d.user_id = $1 and d.favorite order by d.id desc limit 30) page join generation_jobs j on j.id = page.id order by page.id desc',
      [me.id],
    ),
  ];

  const bare = percentile(times[0], 50);
  console.log(
    `\n### Drawing reads at ${counts.total.toLocaleString('en')} drawings (PostgreSQL; mine ${counts.mine.toLocaleString('en')}, ${counts.favourites} favourites; fill ${fillSeconds.toFixed(0)} s; load average before the rounds: ${loadAverage})\n`,
  );
  console.log(`${samples} rounds asking every request once after 20 warm-ups each, one keep-alive connection.\n`);
  console.log('| request | p50 | p95 | p50 vs /healthz |');
  console.log('|---|---|---|---|');
  for (const [index, target] of targets.entries()) {
    const p50 = percentile(times[index], 50);
    console.log(`| ${target.name} | ${p50.toFixed(2)} ms | ${percentile(times[index], 95).toFixed(2)} ms | ${(p50 / bare).toFixed(1)}× |`);
  }
  console.log(`\n<details><summary>plans</summary>\n\n\`\`\`\n${plans.join('\n\n')}\n\`\`\`\n</details>`);
} finally {
  if (db) await bench.close(db).catch(() => undefined);
  await bench.drop();
}
