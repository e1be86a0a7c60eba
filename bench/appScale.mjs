#!/usr/bin/env node
// The app store at 10,000 listed apps and 1,000,000 collections (issue 20): /app/list (from memory) by page, keyword
// and category; /gpts/query and listByFrontType; 我的应用 (/app/mineAppsV3, paged in SQL) of a user with 20 apps of
// their own and 100 collected — p50 / p95 beside GET /healthz in the same rounds, and the plans of 我的应用's
// statements. On PostgreSQL (BENCH_DATABASE_URL) and embedded PGlite (BENCH_APPS_PGLITE=0 skips it):
//   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres node bench/appScale.mjs
//   BENCH_APPS=10000 BENCH_COLLECTIONS=1000000 BENCH_APPS_SAMPLES=200
// Needs the built server (`npx turbo run build --filter=@lingxi/server`). Prints Markdown.
import { loadavg } from 'node:os';
import { percentile, scaleDatabase } from './scaleKit.mjs';

const appCount = Number(process.env.BENCH_APPS ?? 10_000);
const collections = Number(process.env.BENCH_COLLECTIONS ?? 1_000_000);
const samples = Number(process.env.BENCH_APPS_SAMPLES ?? 200);
/** Users who collect (each collects collections / collectors apps). */
const collectors = 10_000;

const databases = [...(process.env.BENCH_DATABASE_URL ? [false] : []), ...(process.env.BENCH_APPS_PGLITE === '0' ? [] : [true])];
for (const embedded of databases) await measure(embedded);

async function measure(embedded) {
  const bench = await scaleDatabase('appScale', { embedded });
  let db = null;
  try {
    await bench.start();
    await bench.post('/auth/registeV3', { username: 'benchapps1', password: 'bench-pass-1' });
    const token = await bench.post('/auth/loginV4', { username: 'benchapps1', password: 'bench-pass-1' });
    await bench.stop();

    db = await bench.open();
    const fillStarted = performance.now();
    const {
      rows: [me],
    } = await db.query(`select id from users where username = 'benchapps1'`);
    await db.query(`insert into users (username, nickname) select 'afill' || n, '作者' || n from generate_series(1, $1) n`, [collectors]);
    const {
      rows: [{ first }],
    } = await db.query(`select min(id) as first from users where username like 'afill%'`);
    // Listed apps: six categories; each description holds one of ten common words (写作 in one app of ten) and one of
    // forty rarer ones; one app in a hundred is an operator's pick. The viewer's 20 apps come after them.
    await db.query(
      `insert into apps (id, author_id, status, listed_name, featured, sort, use_count, rewarded)
       select n, $1 + n % $2, 'approved', '应用' || n, n % 100 = 0, n % 7, (n * 7919) % 5000, true from generate_series(1, $3) n`,
      [first, collectors, appCount],
    );
    await db.query(
      `insert into apps (id, author_id, status) select $1 + n, $2, case when n % 2 = 0 then 'private' else 'approved' end from generate_series(1, 20) n`,
      [appCount, me.id],
    );
    await db.query(`update apps set listed_name = '我的应用' || id where author_id = $1 and status = 'approved'`, [me.id]);
    await db.query(`select setval('apps_id_seq', $1)`, [appCount + 20]);
    await db.query(
      `insert into app_revisions (app_id, cat_id, name, des, preset, demo_data, cover_img, public, state)
       select a.id, 1 + a.id % 6, coalesce(a.listed_name, '私有' || a.id),
              (array['写作','翻译','旅行','编程','健身','美食','法律','面试','英语','理财'])[1 + (a.id / 6) % 10] || '助手 word' || (a.id % 40),
              '你是一位专业的助手，编号 ' || a.id || '，请认真回答用户的问题。', '你好\n介绍一下你自己', '/uploads/app-logo/202611/' || a.id || '.png',
              a.status = 'approved', 'live'
       from apps a`,
    );
    await db.query(`insert into app_daily_uses (app_id, day, uses) select id, current_date - (id % 7), (id * 31) % 200 from apps where id <= $1`, [appCount]);
    // Collections: each collector holds collections / collectors distinct apps; the viewer holds 100.
    const perUser = Math.floor(collections / collectors);
    await db.query(
      `insert into user_apps (user_id, app_id, created_at)
       select $1 + n % $2, 1 + ((n / $2) * 97 + n % $2) % $3, now() - (n || ' seconds')::interval from generate_series(0, $4 - 1) n`,
      [first, collectors, appCount, perUser * collectors],
    );
    await db.query(`insert into user_apps (user_id, app_id) select $1, 1 + (n * 97) % $2 from generate_series(1, 100) n`, [me.id, appCount]);
    if (!embedded) await db.query('vacuum analyze');
    else await db.query('analyze');
    const fillSeconds = (performance.now() - fillStarted) / 1000;
    const {
      rows: [counts],
    } = await db.query(
      `select (select count(*)::integer from apps where status = 'approved') as listed, (select count(*)::integer from user_apps) as collections`,
    );

    const explain = async (title, text, params) =>
      `${title}:\n${(await db.query(`explain analyze ${text}`, params)).rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n')}`;
    // 我的应用's statements as AppService.mine sends them (page 6 of 20: the collected part).
    const plans = [
      await explain(
        'the counts',
        `select (select count(*) from apps where author_id = $1 and deleted_at is null)::integer as own,
           (select count(*) from apps where id = any(array(select app_id from user_apps where user_id = $1))
            and deleted_at is null and status = 'approved' and author_id is distinct from $1) as collected`,
        [me.id],
      ),
      await explain(
        'own apps, first page',
        `select * from apps a join app_revisions r on r.app_id = a.id and r.state = 'live' where a.author_id = $1 and a.deleted_at is null order by a.id desc limit 20`,
        [me.id],
      ),
      await explain(
        'collected apps, a later page',
        `select * from user_apps u join apps a on a.id = u.app_id join app_revisions r on r.app_id = a.id and r.state = 'live'
         where u.user_id = $1 and a.deleted_at is null and a.status = 'approved' and a.author_id is distinct from $1
         order by u.created_at desc, u.app_id desc limit 20 offset 60`,
        [me.id],
      ),
    ];
    await bench.close(db);
    db = null;

    await bench.start();
    const word = encodeURIComponent('写作');
    const targets = [
      { name: 'GET /healthz (bare baseline)', path: '/healthz' },
      { name: '/app/list first page (热门)', path: '/api/app/list?page=1&size=30' },
      { name: '/app/list page 100', path: '/api/app/list?page=100&size=30' },
      { name: '/app/list category 3', path: '/api/app/list?page=1&size=30&catId=3' },
      { name: '/app/list keyword 写作 (1 app in 10)', path: `/api/app/list?page=1&size=30&keyword=${word}` },
      { name: '/app/list keyword 写作 + category 3', path: `/api/app/list?page=1&size=30&catId=3&keyword=${word}` },
      { name: '/app/list keyword 写作 word7, page 2', path: `/api/app/list?page=2&size=30&keyword=${word}%20word7` },
      { name: '/app/list as a visitor', path: '/api/app/list?page=1&size=30', visitor: true },
      { name: '/gpts/listByFrontType latest', path: '/api/gpts/listByFrontType?type=latest&page=1&size=30' },
      { name: '/gpts/listByFrontType favorite (100)', path: '/api/gpts/listByFrontType?type=favorite&page=1&size=30' },
      { name: '/app/mineAppsV3 page 1 (own)', path: '/api/app/mineAppsV3?page=1&size=20' },
      { name: '/app/mineAppsV3 page 4 (collected)', path: '/api/app/mineAppsV3?page=4&size=20' },
    ];
    const headers = { authorization: `Bearer ${token}` };
    const ask = async (target) => {
      const begun = performance.now();
      const reply = await fetch(`${bench.base}${target.path}`, { headers: target.visitor ? {} : headers });
      const body = await reply.arrayBuffer();
      if (reply.status !== 200) throw new Error(`${target.path}: ${reply.status} ${Buffer.from(body).toString()}`);
      return performance.now() - begun;
    };
    for (const target of targets) for (let i = 0; i < 20; i++) await ask(target);
    const listed = JSON.parse(Buffer.from(await (await fetch(`${bench.base}/api/app/list?page=1&size=1`)).arrayBuffer()).toString()).data.count;
    const times = targets.map(() => []);
    const loadAverage = loadavg()
      .map((value) => value.toFixed(2))
      .join(', ');
    for (let round = 0; round < samples; round++) for (const [index, target] of targets.entries()) times[index].push(await ask(target));
    await bench.stop();

    const bare = percentile(times[0], 50);
    console.log(
      `\n### App store reads at ${counts.listed.toLocaleString('en')} listed apps, ${counts.collections.toLocaleString('en')} collections (${bench.kind}; fill ${fillSeconds.toFixed(0)} s; /app/list count ${listed}; load average before the rounds: ${loadAverage})\n`,
    );
    console.log(`${samples} rounds asking every request once after 20 warm-ups each, one keep-alive connection, as a logged-in user.\n`);
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
}
