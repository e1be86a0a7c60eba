#!/usr/bin/env node
// The knowledge base's ingest benchmark (issue 21): a 1,000-page Chinese Markdown document (2,000 characters a page,
// as pages are counted) and a 1,000-page Chinese PDF (800 characters a page, built by the tests' pdfWithPages) uploaded
// to the built server on embedded PGlite and indexed against apps/sim's /v1/embeddings at 0 ms and then 200 ms a batch. Reports the time from upload to 已完成 (the client's 1 s status
// poll, here every 250 ms), the passages and the server's RSS before and at its peak. Prints Markdown; no pass/fail.
//   node bench/knowledgeIngest.mjs
//   BENCH_KNOWLEDGE_PAGES=1000 BENCH_KNOWLEDGE_DELAYS=0,200 BENCH_KNOWLEDGE_DIMENSIONS=1024 BENCH_KNOWLEDGE_FORMATS=md,pdf
//   BENCH_KNOWLEDGE_PROFILE=/tmp/prof  (the server writes a V8 CPU profile there: where its time goes)
// Needs the built server and sim (`npx turbo run build --filter=@lingxi/server --filter=@lingxi/sim`).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { tsImport } from 'tsx/esm/api';

const repo = new URL('..', import.meta.url).pathname;
const pages = Number(process.env.BENCH_KNOWLEDGE_PAGES ?? 1000);
const delays = (process.env.BENCH_KNOWLEDGE_DELAYS ?? '0,200').split(',').map(Number);
const dimensions = Number(process.env.BENCH_KNOWLEDGE_DIMENSIONS ?? 1024);
const formats = (process.env.BENCH_KNOWLEDGE_FORMATS ?? 'md,pdf').split(',');
const adminPassword = 'bench-password';
const loadAverage = loadavg()
  .map((value) => value.toFixed(2))
  .join(', ');

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function api(base, path, { token, body, form, grant } = {}) {
  const response = await fetch(`${base}/api${path}`, {
    method: body || form ? 'POST' : 'GET',
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(grant ? { 'x-admin-grant': grant } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : form ? { body: form } : {}),
  });
  const json = await response.json();
  if (!json.success) throw new Error(`${path}: ${json.message}`);
  return json.data;
}
async function confirmed(base, token, path, body) {
  const { grant } = await api(base, '/admin/auth/confirm', {
    token,
    body: { method: 'POST', path: `/api${path}`, body, password: adminPassword, reason: 'bench' },
  });
  return api(base, path, { token, body, grant });
}

/**
 * The document: a chapter heading every 20 pages, a section heading every page, and sentences that differ (a counter
 * and words drawn in turn), so passages are distinct and the tokeniser has real work: `pages` × 2,000 characters.
 */
function chineseMarkdown(count, seed) {
  const words = ['灵犀', '知识库', '文档', '检索', '向量', '段落', '引用', '页码', '用户', '积分', '会员', '模型', '回答', '上传', '解析', '笔记'];
  const lines = [];
  let n = 0;
  for (let page = 1; page <= count; page += 1) {
    if (page % 20 === 1) lines.push(`# 第${Math.ceil(page / 20)}章 第${seed}轮资料`);
    lines.push(`## 第${page}节`);
    let text = '';
    while (text.length < 2_000) {
      n += 1;
      text += `第${n}条说明：${words[n % words.length]}与${words[(n * 7) % words.length]}在第${page}节中一起出现，用于测试切分与检索。`;
    }
    lines.push(text, '');
  }
  return lines.join('\n');
}

/** The same text as a PDF: 20 lines of 40 characters a page, the Chinese font the tests' PDFs use. */
async function chinesePdf(count, seed) {
  const { pdfWithPages } = await tsImport('../apps/server/src/testing/fileFixtures.ts', import.meta.url);
  const text = chineseMarkdown(count, seed).replace(/[#\n ]/g, '');
  const perPage = 800;
  return pdfWithPages(
    Array.from({ length: count }, (_, page) => {
      const body = text.slice(page * perPage, (page + 1) * perPage);
      return Array.from({ length: Math.ceil(body.length / 40) }, (_, line) => body.slice(line * 40, (line + 1) * 40));
    }),
  );
}

const sim = spawn(process.execPath, ['bench/drawSim.mjs', '{}'], { cwd: repo, stdio: ['ignore', 'pipe', 'inherit'] });
const simUrl = await new Promise((resolve) => createInterface({ input: sim.stdout }).once('line', resolve));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const profileDir = process.env.BENCH_KNOWLEDGE_PROFILE;
const server = spawn(process.execPath, [...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []), 'apps/server/dist/main.js'], {
  cwd: repo,
  env: {
    ...process.env,
    DATABASE_URL: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    SERVE: 'api',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'lingxi-bench-knowledge-')),
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: adminPassword,
    RATE_LIMIT_ALLOWLIST: '127.0.0.1',
    JOB_POLL_MS: '100',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (;;) {
  if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
  try {
    if ((await fetch(`${base}/api/config/queryFront`)).status === 200) break;
  } catch {
    // not listening yet
  }
  await sleep(20);
}

const operator = await api(base, '/admin/auth/login', { body: { username: 'admin', password: adminPassword } });
const operatorToken = typeof operator === 'string' ? operator : operator.token;
await confirmed(base, operatorToken, '/admin/knowledge/endpoint', {
  values: {
    knowledgeEmbeddingUrl: `${simUrl}/v1`,
    knowledgeEmbeddingKey: 'sk-sim-0000000000000000',
    knowledgeEmbeddingModel: 'text-embedding-3-small',
    knowledgeEmbeddingDimensions: dimensions,
  },
});
const room = { bases: 10, documents: 100, pages: 100_000, notes: 10 };
await api(base, '/admin/knowledge/settings', {
  token: operatorToken,
  body: { values: { knowledgeEmbedPoints: 0, knowledgeQuotaFree: room, knowledgeQuotaMember: room } },
});
await api(base, '/auth/registeV3', { body: { username: 'benchreader1', password: 'bench-pass-1' } });
const token = await api(base, '/auth/loginV4', { body: { username: 'benchreader1', password: 'bench-pass-1' } });
const { id: kbId } = await api(base, '/knowledge/base/create', { token, body: { name: '基准资料' } });

const rows = [];
let round = 0;
for (const format of formats)
  for (const delayMs of delays) {
    round += 1;
    await fetch(`${simUrl}/__control/openai/embeddings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ delayMs }),
    });
    const content = format === 'pdf' ? await chinesePdf(pages, round) : chineseMarkdown(pages, round);
    const rssBefore = rssMb(server.pid);
    let rssPeak = rssBefore;
    const form = new FormData();
    form.append('kbId', String(kbId));
    form.append(
      'file',
      new Blob([content], { type: format === 'pdf' ? 'application/pdf' : 'text/markdown' }),
      `基准文档${round}.${format === 'pdf' ? 'pdf' : 'md'}`,
    );
    const started = performance.now();
    const { id } = await api(base, '/knowledge/doc/upload', { token, form });
    let status;
    for (;;) {
      rssPeak = Math.max(rssPeak, rssMb(server.pid));
      [status] = await api(base, `/knowledge/doc/status?ids=${id}`, { token });
      if (status.status === 'ready' || status.status === 'failed') break;
      await sleep(250);
    }
    const seconds = (performance.now() - started) / 1000;
    if (status.status !== 'ready') throw new Error(`the document failed: ${status.error}`);
    rows.push({ format, delayMs, pages: status.pages, chunks: status.chunks, seconds, rssBefore, rssPeak, bytes: Buffer.byteLength(content) });
  }

console.log(`\n### Knowledge ingest (${pages} pages of Chinese Markdown and PDF, ${dimensions} dimensions, embedded PGlite; load average ${loadAverage})\n`);
console.log('| format | sim delay per batch | pages | passages | size | upload → 已完成 | passages/s | RSS before | RSS peak | RSS growth |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) {
  console.log(
    `| ${row.format} | ${row.delayMs} ms | ${row.pages} | ${row.chunks} | ${(row.bytes / 1024 / 1024).toFixed(1)} MB | ${row.seconds.toFixed(1)} s | ${Math.round(row.chunks / row.seconds)} | ${row.rssBefore.toFixed(0)} MB | ${row.rssPeak.toFixed(0)} MB | ${(row.rssPeak - row.rssBefore).toFixed(0)} MB |`,
  );
}
server.kill('SIGTERM');
sim.kill('SIGTERM');
