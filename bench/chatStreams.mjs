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

/** One user per card code, registered, logged in, holding the code's points and one conversation; created in parallel. */
export async function chatWorkers(base, codes, prefix) {
  return Promise.all(
    codes.map(async (code, i) => {
      const username = `${prefix}${process.pid}u${i}`.replace(/[^A-Za-z0-9]/g, '');
      await api(base, '/auth/registeV3', { body: { username, password: 'bench-pass-1' } });
      const token = await api(base, '/auth/loginV4', { body: { username, password: 'bench-pass-1' } });
      await api(base, '/crami/useCrami', { token, body: { code } });
      const { id } = await api(base, '/group/create', { token, body: {} });
      return { token, groupId: id };
    }),
  );
}

/** One message: resolves with the client's send and first-delta times once the stream has ended. */
async function stream(base, worker, prompt) {
  const sentAt = now();
  const response = await fetch(`${base}/api/chatgpt/chat-process`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${worker.token}` },
    body: JSON.stringify({ groupId: worker.groupId, prompt }),
  });
  if (response.status !== 200) throw new Error(`chat-process ${response.status}: ${await response.text()}`);
  let firstDeltaAt = null;
  let text = '';
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    text += decoder.decode(chunk, { stream: true });
    if (firstDeltaAt === null && text.includes('"type":"delta"')) firstDeltaAt = now();
  }
  if (!text.includes('"type":"end"')) throw new Error(`stream ended without its end frame: ${text.slice(-200)}`);
  return { prompt, sentAt, firstDeltaAt };
}

/**
 * `concurrency` workers each send messages back to back for `seconds`. Returns the added-TTFT percentiles,
 * streams per second, and the server's CPU (% of one core) and RSS over the run.
 */
export async function measureLevel({ base, sim, serverPid, workers, concurrency, seconds, label }) {
  await fetch(`${sim}/__control/reset`, { method: 'POST' });
  await fetch(`${sim}/__control/openai`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ tokenCount: 50, tokenDelayMs: 20, firstTokenDelayMs: 0 }) });
  const results = [];
  const cpuBefore = cpuSeconds(serverPid);
  const started = performance.now();
  const until = started + seconds * 1000;
  let serial = 0;
  await Promise.all(
    workers.slice(0, concurrency).map(async (worker) => {
      while (performance.now() < until) results.push(await stream(base, worker, `${label}-${serial++}`));
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = ((cpuSeconds(serverPid) - cpuBefore) / elapsed) * 100;
  const rss = rssMb(serverPid);
  const records = (await (await fetch(`${sim}/__control/state`)).json()).openai.completions;
  const simTtft = new Map(records.filter((r) => r.firstTokenAt).map((r) => [r.body.messages.at(-1).content, r.firstTokenAt - r.receivedAt]));
  const added = results.filter((r) => simTtft.has(r.prompt)).map((r) => r.firstDeltaAt - r.sentAt - simTtft.get(r.prompt));
  return {
    concurrency,
    streams: results.length,
    matched: added.length,
    perSecond: results.length / elapsed,
    p50: percentile(added, 50),
    p90: percentile(added, 90),
    p99: percentile(added, 99),
    cpu,
    rss,
  };
}

/** Card codes for `count` points packages, printed by the CLI against the stopped server's database. */
export function cardCodes(env, count) {
  const out = execFileSync('npx', ['tsx', 'src/scripts/generateCardCodes.ts', '2', String(count), 'bench'], { cwd: `${repo}/apps/server`, env: { ...process.env, ...env }, encoding: 'utf8' });
  return out.trim().split('\n');
}
