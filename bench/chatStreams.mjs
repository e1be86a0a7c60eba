// The chat streaming benchmark (issue 7): the time the server adds before the first token reaches the
// client — the client's TTFT minus the sim's own TTFT, per request, matched by the prompt — at 1, 50, 200
// and 500 concurrent streams, the streams per second sustained, and the server's CPU and RSS.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const repo = new URL('..', import.meta.url).pathname;
const now = () => performance.timeOrigin + performance.now();
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
};
const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
};
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Starts the sim in its own process; resolves with it and its URL. */
export async function startChatSim() {
  const child = spawn(process.execPath, ['bench/chatSim.mjs'], { cwd: repo, stdio: ['ignore', 'pipe', 'inherit'] });
  const [url] = await new Promise((resolve) => createInterface({ input: child.stdout }).once('line', (line) => resolve([line])));
  return { child, url };
}

async function api(base, path, { token, body, method = body ? 'POST' : 'GET' } = {}) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = await response.json();
  if (!json.success) throw new Error(`${path}: ${json.message}`);
  return json.data;
}

/** A 1×1 PNG: an app's logo. */
const logoPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The worker's own private app (its logo uploaded, usable at once) and a conversation with it: the group's id. */
async function appConversation(base, token, i) {
  const form = new FormData();
  form.append('dir', 'app-logo');
  form.append('file', new Blob([logoPng], { type: 'image/png' }), 'logo.png');
  const uploaded = await (await fetch(`${base}/api/file/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).json();
  if (!uploaded.success) throw new Error(`upload: ${uploaded.message}`);
  const preset = '你是一位专业的写作助手，请用简洁清晰的中文回答用户的问题，必要时给出分点说明和示例。'.repeat(4);
  const app = { catId: 1, name: `测速应用${i}`, preset, des: '测速用的应用', demoData: '你好', coverImg: uploaded.data, public: false };
  const { id: appId } = await api(base, '/app/customApp', { token, body: app });
  return (await api(base, '/group/create', { token, body: { appId } })).id;
}

/**
 * One user per card code, registered, logged in, holding the code's points and one conversation (and, with `app`,
 * a second one with an app of their own: appGroupId); created in parallel.
 */
export async function chatWorkers(base, codes, prefix, { app = false } = {}) {
  return Promise.all(
    codes.map(async (code, i) => {
      const username = `${prefix}${process.pid}u${i}`.replace(/[^A-Za-z0-9]/g, '');
      await api(base, '/auth/registeV3', { body: { username, password: 'bench-pass-1' } });
      const token = await api(base, '/auth/loginV4', { body: { username, password: 'bench-pass-1' } });
      await api(base, '/crami/useCrami', { token, body: { code } });
      const { id } = await api(base, '/group/create', { token, body: {} });
      return { token, groupId: id, ...(app ? { appGroupId: await appConversation(base, token, i) } : {}) };
    }),
  );
}

/**
 * The two stream shapes of chat-process (docs/chat.md): ours for a top-level groupId (NDJSON frames, a delta each),
 * and the family's for §7's `options.groupId` (complete lines with the answer so far, coalesced to one per 50 ms).
 */
const shapes = {
  default: {
    body: (worker, prompt) => ({ groupId: worker.groupId, prompt }),
    firstToken: (text) => text.includes('"type":"delta"'),
    ended: (text) => text.includes('"type":"end"'),
  },
  family: {
    body: (worker, prompt) => ({ prompt, options: { groupId: worker.groupId } }),
    firstToken: (text) => /"text":"[^"]/.test(text),
    ended: (text) => text.includes('"is_end":true') && text.includes('"chatLogId"'),
  },
};

/** One message: resolves with the client's send and first-token times and the bytes received, once the stream has ended. */
async function stream(base, worker, prompt, shape) {
  const sentAt = now();
  const response = await fetch(`${base}/api/chatgpt/chat-process`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${worker.token}` },
    body: JSON.stringify(shape.body(worker, prompt)),
  });
  if (response.status !== 200) throw new Error(`chat-process ${response.status}: ${await response.text()}`);
  let firstDeltaAt = null;
  let text = '';
  let bytes = 0;
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    text += decoder.decode(chunk, { stream: true });
    if (firstDeltaAt === null && shape.firstToken(text)) firstDeltaAt = now();
  }
  if (!shape.ended(text)) throw new Error(`stream ended without its end: ${text.slice(-200)}`);
  return { prompt, sentAt, firstDeltaAt, bytes };
}

/**
 * `concurrency` workers each send messages back to back for `seconds`, in `shape` ('default' or 'family'). Returns
 * the added-TTFT percentiles, streams per second, bytes per answer, and the server's CPU (% of one core) and RSS.
 */
export async function measureLevel({ base, sim, serverPid, simPid, workers, concurrency, seconds, label, shape = 'default' }) {
  await fetch(`${sim}/__control/reset`, { method: 'POST' });
  await fetch(`${sim}/__control/openai`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tokenCount: 50, tokenDelayMs: 20, firstTokenDelayMs: 0 }),
  });
  const results = [];
  const cpuBefore = cpuSeconds(serverPid);
  const simCpuBefore = simPid ? cpuSeconds(simPid) : 0;
  const loadCpuBefore = process.cpuUsage();
  const started = performance.now();
  const until = started + seconds * 1000;
  let serial = 0;
  await Promise.all(
    workers.slice(0, concurrency).map(async (worker) => {
      while (performance.now() < until) results.push(await stream(base, worker, `${label}-${serial++}`, shapes[shape]));
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = ((cpuSeconds(serverPid) - cpuBefore) / elapsed) * 100;
  const simCpu = simPid ? ((cpuSeconds(simPid) - simCpuBefore) / elapsed) * 100 : NaN;
  const loadUsage = process.cpuUsage(loadCpuBefore);
  const loadCpu = ((loadUsage.user + loadUsage.system) / 1e6 / elapsed) * 100;
  const rss = rssMb(serverPid);
  const records = (await (await fetch(`${sim}/__control/state`)).json()).openai.completions;
  const simTtft = new Map(records.filter((r) => r.firstTokenAt).map((r) => [r.body.messages.at(-1).content, r.firstTokenAt - r.receivedAt]));
  const added = results.filter((r) => simTtft.has(r.prompt)).map((r) => r.firstDeltaAt - r.sentAt - simTtft.get(r.prompt));
  return {
    concurrency,
    shape,
    bytes: results.reduce((sum, r) => sum + r.bytes, 0) / results.length,
    streams: results.length,
    matched: added.length,
    perSecond: results.length / elapsed,
    p50: percentile(added, 50),
    p90: percentile(added, 90),
    p95: percentile(added, 95),
    p99: percentile(added, 99),
    cpu,
    simCpu,
    loadCpu,
    rss,
  };
}

/** Card codes for `count` points packages, printed by the CLI against the stopped server's database. */
export function cardCodes(env, count) {
  const out = execFileSync('npx', ['tsx', 'src/scripts/generateCardCodes.ts', '2', String(count), 'bench'], {
    cwd: `${repo}/apps/server`,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return out.trim().split('\n');
}

/**
 * EXPLAIN of every statement on the chat path, as apps/server issues them (domain/chat: ChatService.start,
 * reserveTurn, AnswerSaver, and the chat list page), for the conversation `groupId` of `userId`; `db` is a pg client.
 */
export async function chatPathPlans(db, { groupId, userId }) {
  const history = (rows) =>
    `(select coalesce(json_agg(json_build_array(h.id, h.role, h.content, h.status) order by h.id), '[]'::json) from (select id, role, content, status from chat_logs where group_id = $1::integer order by id desc limit ${rows}) h)`;
  const plan = async (title, text, params) =>
    `${title}:\n${(await db.query(`explain ${text}`, params)).rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n')}`;
  return [
    await plan(
      'a turn in a conversation the server has not seen yet — the read (token version, membership, the group if it is the caller’s, its newest 200 messages)',
      `select u.token_version, u.lifetime_vip, u.vip_expire, g.id, g.title, g.config, ${history(200)} as history
       from users u left join chat_groups g on g.id = $1::integer and g.user_id = u.id where u.id = $2::integer`,
      [groupId, userId],
    ),
    await plan(
      'a turn — the one statement (guard, points charge, question and answer rows, ledger row, newest 24 messages)',
      `with ctx as (select g.title from chat_groups g join users u on u.id = g.user_id
         where g.id = $1::integer and g.user_id = $2::integer and g.config = '{}'::text and ($3::integer is null or u.token_version = $3::integer)
           and (u.lifetime_vip or coalesce(u.vip_expire > now(), false)) = false),
       charged as (update users set score = score - 1 where id = $2::integer and score >= 1 and exists (select 1 from ctx) returning score as balance),
       logs as (insert into chat_logs (group_id, user_id, role, content, status, model, model_name, file_id)
         select $1::integer, $2::integer, v.role, v.content, v.status, 'm', 'M', v.file_id
         from charged, (values (1, 'user', 'q'::text, 'done', null::integer), (2, 'assistant', '', 'streaming', null::integer)) as v (ord, role, content, status, file_id)
         order by v.ord returning id, role),
       ledger as (insert into points_ledger (user_id, delta, balance_after, reason, reference)
         select $2::integer, -1, charged.balance, 'chat', 'chat:' || logs.id from charged, logs where logs.role = 'assistant')
       select (select count(*) from ctx)::integer as matched, (select json_agg(json_build_array(id, role)) from logs) as ids,
         (select balance from charged) as balance, (select title from ctx limit 1) as title, ${history(24)} as history`,
      [groupId, userId, 0],
    ),
    await plan(
      'answers saved, several per statement (here 3)',
      `with saved as (update chat_logs c set content = a.content, reasoning = a.reasoning, status = a.status, prompt_tokens = a.pt, completion_tokens = a.ct
         from json_to_recordset($1::json) as a (id integer, content text, reasoning text, status text, pt integer, ct integer)
         where c.id = a.id and c.id = any(array(select (e ->> 'id')::integer from json_array_elements($1::json) e))),
       touched as (update chat_groups g set updated_at = now(), title = coalesce($2::json ->> g.id::text, g.title)
         where g.id = any(array(select value::integer from json_array_elements_text($3::json))))
       select id, score from users where id = any(array(select value::integer from json_array_elements_text($4::json)))`,
      [
        JSON.stringify([1, 2, 3].map((id) => ({ id, content: 'a', reasoning: '', status: 'done', pt: 1, ct: 1 }))),
        JSON.stringify({ [groupId]: null }),
        JSON.stringify([groupId]),
        JSON.stringify([userId]),
      ],
    ),
    await plan('a chat list page', 'select * from chat_logs where group_id = $1 and id < $2 order by id desc limit 51', [groupId, 2_000_000]),
  ].join('\n');
}
