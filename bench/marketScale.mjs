#!/usr/bin/env node
// The market at 1,000,000 drawings and 200,000 approved shares (issue 19): getList's first and 500th cursor page of
// each tab, of one category, and a search for a common word (one item in ten); getDraw's detail with and without a
// view being counted; and 1,000 users liking one item at once (toggles per second, p95, the exact count) — p50 / p95
// beside GET /healthz in the same rounds, and the plans of the feed's statements. On PostgreSQL (BENCH_DATABASE_URL)
// and on embedded PGlite (BENCH_MARKET_PGLITE=0 skips it), one after the other:
//   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres node bench/marketScale.mjs
//   BENCH_DRAW_ROWS=1000000 BENCH_MARKET_SAMPLES=100
// Needs the built server (`npx turbo run build --filter=@lingxi/server`). Prints Markdown.
import { createHmac } from 'node:crypto';
import { loadavg } from 'node:os';
import { percentile, scaleDatabase } from './scaleKit.mjs';

const totalRows = Number(process.env.BENCH_DRAW_ROWS ?? 1_000_000);
const samples = Number(process.env.BENCH_MARKET_SAMPLES ?? 100);
/** Shared items (every fifth id): the viewer's own, one viewed by new visitors, one liked by a thousand users. */
const shared = (fraction) => Math.floor((totalRows * fraction) / 5) * 5;
const [ownId, viewedId, likedId] = [shared(0.5), shared(0.6), shared(0.7)];

const databases = [...(process.env.BENCH_DATABASE_URL ? [false] : []), ...(process.env.BENCH_MARKET_PGLITE === '0' ? [] : [true])];
for (const embedded of databases) await measure(embedded);

async function measure(embedded) {
  const bench = await scaleDatabase('marketScale', { embedded });
  const { base } = bench;
  let db = null;
  try {
    await bench.start();
    const { post } = bench;
    await post('/auth/registeV3', { username: 'benchviewer1', password: 'bench-pass-1' });
    const token = await post('/auth/loginV4', { username: 'benchviewer1', password: 'bench-pass-1' });
    await bench.stop();

    db = await bench.open();
    const fillStarted = performance.now();
    // Demo mode (no proxy configured) began its 36 sample drawings in the first start: the fill takes their ids.
    await db.query('delete from generation_jobs');
    const {
      rows: [me],
    } = await db.query(`select id from users where username = 'benchviewer1'`);
    await db.query(`insert into users (username, nickname) select 'mfill' || n, '画师' || n from generate_series(1, 1000) n`);
    const {
      rows: [{ first }],
    } = await db.query(`select min(id) as first from users where username like 'mfill%'`);
    await db.query(
      `insert into generation_jobs (id, module, kind, user_id, status, progress, deadline, charge_points, payload, created_at, finished_at)
     select n, 'drawing', 'mj', $1 + n % 1000, 'succeeded', 100, now(), 4, '{}'::jsonb, now() - (($2 - n) || ' seconds')::interval, now()
     from generate_series(1, $2) n`,
      [first, totalRows],
    );
    await db.query(`select setval('generation_jobs_id_seq', $1)`, [totalRows]);
    await db.query(
      `insert into drawings (id, user_id, kind, action, mode, bot_type, prompt, origin_prompt, image_key, thumb_key, preview, width, height, buttons, created_at)
     select id, user_id, 'mj', 'IMAGINE', 'fast', 'MID_JOURNEY', '', '雪地里的红狐狸 ' || id,
            'private/draw/' || user_id || '/202611/' || id || '.png', 'private/draw/' || user_id || '/202611/' || id || '.webp',
            'data:image/webp;base64,UklGRg==', 768 + (id % 3) * 128, 1024, '[]'::jsonb, created_at
     from generation_jobs`,
    );
    // Every fifth drawing shared and approved: six categories, one pick in a hundred, likes spread 0–499; each item's
    // words: one of ten common ones (猫 in one item of ten), one of forty rarer ones, and the prompt's own.
    await db.query(
      `insert into market_items (id, author_id, category_id, status, featured, agree_num, visit_num, prompt, origin_prompt, search, shared_at)
     select d.id, d.user_id, 1 + (d.id / 5) % 6, 'approved', d.id % 500 = 0, (d.id::bigint * 7919 % 500)::integer, (d.id::bigint * 31 % 5000)::integer,
            w.common || ' ' || w.rare || ' fox in snow --ar 3:4 --v 6.1', w.common || w.rare || '，雪中的狐狸',
            array_to_tsvector(array[w.common, w.rare, 'fox', 'snow', '狐狸']), d.created_at
     from drawings d
     cross join lateral (select
       (array['猫','狗','山','海','城市','森林','少女','机甲','花','星空'])[1 + (d.id / 35) % 10] as common,
       'word' || ((d.id / 5) % 40) as rare) w
     where d.id % 5 = 0`,
    );
    // A sample marked: the next start does not paint the demo's samples beside the measurement.
    await db.query('update market_items set sample = true where id = 5');
    // The viewer likes 2,000 of them (the feed joins the viewer's likes).
    await db.query(
      `insert into drawing_likes (item_id, user_id, agreed, flipped_at) select id, $1, true, now() - interval '1 day' from market_items where id % 500 = 5 limit 2000`,
      [me.id],
    );
    await db.query(`update market_items set agree_num = agree_num + 1 where id % 500 = 5 and id in (select item_id from drawing_likes where user_id = $1)`, [
      me.id,
    ]);
    // One item of the viewer's own (its views do not count) and one to be liked by a thousand users at once.
    await db.query(`update drawings set user_id = $1 where id = ${ownId}`, [me.id]);
    await db.query(`update market_items set author_id = $1 where id = ${ownId}`, [me.id]);
    await db.query(`update market_items set agree_num = 0 where id = ${likedId}`);
    // PostgreSQL's autovacuum would have analysed the tables after such a fill; PGlite has no autovacuum (the server's
    // own chore analyses them; BENCH_MARKET_STATS=0 leaves them unanalysed, as a site before its first run of it).
    if (!embedded) await db.query('vacuum analyze');
    else if (process.env.BENCH_MARKET_STATS !== '0') await db.query('analyze');
    const fillSeconds = (performance.now() - fillStarted) / 1000;
    const {
      rows: [counts],
    } = await db.query(
      `select (select count(*)::integer from drawings) as drawings, (select count(*)::integer from market_items where status = 'approved') as items`,
    );

    const headers = { authorization: `Bearer ${token}` };
    // The cursor of the 500th page of 30 in each order, as getList hands it out.
    const deep = async (order, where = '') => {
      const {
        rows: [row],
      } = await db.query(`select id, featured, agree_num from market_items where status = 'approved'${where} order by ${order} offset ${499 * 30 - 1} limit 1`);
      return { featured: `${row.featured ? 1 : 0}_${row.id}`, hot: `${row.agree_num}_${row.id}`, new: String(row.id) };
    };
    const orders = { featured: 'featured desc, id desc', new: 'id desc', hot: 'agree_num desc, id desc' };
    const targets = [{ name: 'GET /healthz (bare baseline)', path: '/healthz' }];
    for (const [sort, order] of Object.entries(orders)) {
      targets.push({ name: `getList ${sort}, first page`, path: `/api/midjourney/getList?size=30&sort=${sort}` });
      targets.push({ name: `getList ${sort}, 500th page`, path: `/api/midjourney/getList?size=30&sort=${sort}&cursor=${(await deep(order))[sort]}` });
      targets.push({ name: `getList ${sort}, category 3, first page`, path: `/api/midjourney/getList?size=30&sort=${sort}&squareType=3` });
      targets.push({
        name: `getList ${sort}, category 3, 500th page`,
        path: `/api/midjourney/getList?size=30&sort=${sort}&squareType=3&cursor=${(await deep(order, ' and category_id = 3'))[sort]}`,
      });
    }
    targets.push({ name: 'getList search 猫 (1 item in 10), newest', path: `/api/midjourney/getList?size=30&sort=new&keyword=${encodeURIComponent('猫')}` });
    targets.push({ name: 'getList search 猫 word7, newest', path: `/api/midjourney/getList?size=30&sort=new&keyword=${encodeURIComponent('猫 word7')}` });
    targets.push({ name: 'getDraw detail, own item (no view)', path: `/api/midjourney/getDraw?jobId=${ownId}&detail=true` });
    // A new visitor each time: every request counts a view (a new row and visit_num + 1).
    let visitor = 0;
    targets.push({ name: 'getDraw detail, a new view each time', path: `/api/midjourney/getDraw?jobId=${viewedId}&detail=true`, visitor: true });
    // 1,000 users like one item at once: their tokens signed as the server signs them.
    // As apps/server/src/auth/tokens.ts signs a user's session (jose there): HS256 with the site's secret, issuer lingxi.
    const {
      rows: [secretRow],
    } = await db.query(`select value from site_config where key = 'jwtSecret'`);
    const secret = JSON.parse(secretRow.value);
    const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const { rows: fans } = await db.query(`select id, token_version from users where username like 'mfill%' order by id`);
    const fanTokens = fans.map((fan) => {
      const unsigned = `${part({ alg: 'HS256' })}.${part({ ver: fan.token_version, sub: String(fan.id), iss: 'lingxi', iat: now, exp: now + 3600 })}`;
      return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
    });
    const explain = async (title, text, params) =>
      `${title}:\n${(await db.query(`explain analyze ${text}`, params)).rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n')}`;
    // The feed's statement as the server sends it (MarketService.list): the page cut from market_items, then joined.
    const feed = (where, order) =>
      `select m.id, m.featured, m.agree_num, m.visit_num, m.prompt, m.origin_prompt, d.image_key, d.thumb_key, d.preview, d.width, d.height,
            u.avatar, u.nickname, u.username, l.agreed
     from (select m.id from market_items m where m.status = 'approved'${where} order by ${order} limit 30) page
     join market_items m on m.id = page.id join drawings d on d.id = m.id join users u on u.id = m.author_id
     left join drawing_likes l on l.item_id = m.id and l.user_id = $1
     order by ${order}`;
    const hotCursor = (await deep(orders.hot)).hot.split('_').map(Number);
    const newCursor = Number((await deep(orders.new, ' and category_id = 3')).new);
    const plans = [
      await explain('featured, first page', feed('', 'm.featured desc, m.id desc'), [me.id]),
      await explain('new, category 3, first page', feed(' and m.category_id = 3', 'm.id desc'), [me.id]),
      await explain('hot, 500th page', feed(' and (m.agree_num, m.id) < ($2, $3)', 'm.agree_num desc, m.id desc'), [me.id, ...hotCursor]),
      await explain('new, category 3, 500th page', feed(' and m.category_id = 3 and m.id < $2', 'm.id desc'), [me.id, newCursor]),
      await explain('search 猫, newest', feed(' and m.search @@ $2::tsquery', 'm.id desc'), [me.id, "'猫':*"]),
    ];

    await bench.close(db);
    db = null;
    await bench.start();
    const ask = async (target) => {
      const begun = performance.now();
      const reply = await fetch(`${base}${target.path}`, { headers: target.visitor ? { fingerprint: `bench-${(visitor += 1)}` } : headers });
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

    const like = async (fanToken) => {
      const begun = performance.now();
      const reply = await fetch(`${base}/api/aiLog/agree`, {
        method: 'POST',
        headers: { authorization: `Bearer ${fanToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ relateId: likedId, relateType: 'mj', action: 'agree' }),
      });
      const body = await reply.json();
      if (body.data?.agree !== 'agree') throw new Error(`like: ${reply.status} ${JSON.stringify(body)}`);
      return performance.now() - begun;
    };
    const likeStarted = performance.now();
    const likeTimes = await Promise.all(fanTokens.map(like));
    const likeSeconds = (performance.now() - likeStarted) / 1000;
    await bench.stop();
    db = await bench.open();
    const {
      rows: [liked],
    } = await db.query(
      `select agree_num, (select count(*)::integer from drawing_likes where item_id = ${likedId} and agreed) as likes from market_items where id = ${likedId}`,
    );

    const bare = percentile(times[0], 50);
    console.log(
      `\n### Market reads at ${counts.drawings.toLocaleString('en')} drawings, ${counts.items.toLocaleString('en')} approved shares (${bench.kind}; fill ${fillSeconds.toFixed(0)} s; load average before the rounds: ${loadAverage})\n`,
    );
    console.log(`${samples} rounds asking every request once after 20 warm-ups each, one keep-alive connection, as a logged-in viewer.\n`);
    console.log('| request | p50 | p95 | p50 vs /healthz |');
    console.log('|---|---|---|---|');
    for (const [index, target] of targets.entries()) {
      const p50 = percentile(times[index], 50);
      console.log(`| ${target.name} | ${p50.toFixed(2)} ms | ${percentile(times[index], 95).toFixed(2)} ms | ${(p50 / bare).toFixed(1)}× |`);
    }
    const own = targets.findIndex((target) => target.name.includes('own item'));
    console.log(
      `\nA counted view adds ${(percentile(times[own + 1], 50) - percentile(times[own], 50)).toFixed(2)} ms at p50, ${(percentile(times[own + 1], 95) - percentile(times[own], 95)).toFixed(2)} ms at p95 (the same detail read, with and without the view's insert and visit_num + 1).`,
    );
    console.log(
      `\n1,000 users liking one item at once: ${likeSeconds.toFixed(2)} s, ${(fanTokens.length / likeSeconds).toFixed(0)} toggles/s, p50 ${percentile(likeTimes, 50).toFixed(1)} ms, p95 ${percentile(likeTimes, 95).toFixed(1)} ms; agree_num ${liked.agree_num}, likes ${liked.likes} (${liked.agree_num === fanTokens.length && liked.likes === fanTokens.length ? 'exact' : 'WRONG'}).`,
    );
    console.log(`\n<details><summary>plans</summary>\n\n\`\`\`\n${plans.join('\n\n')}\n\`\`\`\n</details>`);
  } finally {
    if (db) await bench.close(db).catch(() => undefined);
    await bench.drop();
  }
}
