// What the scale benches share (drawScale.mjs, marketScale.mjs): a database of their own on the PostgreSQL of
// BENCH_DATABASE_URL, the built server started and stopped against it on a free port, and percentiles.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const repo = new URL('..', import.meta.url).pathname;

export const percentile = (values, p) => values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * Creates the bench's database (dropped by `drop`) and returns how to reach it and run the server on it: `start()`
 * resolves once /healthz answers, `stop()` once the process exited, `post()` calls the API.
 */
export async function scaleDatabase(name) {
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (!postgresUrl) {
    console.error(`bench/${name}.mjs needs BENCH_DATABASE_URL (a PostgreSQL it may create a database on)`);
    process.exit(2);
  }
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  const database = `lingxi_bench_${name.toLowerCase()}_${process.pid}`;
  await admin.query(`create database ${database}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    SERVE: 'api',
    DATABASE_URL: url.toString(),
    DATA_DIR: mkdtempSync(join(tmpdir(), `lingxi-bench-${name.toLowerCase()}-`)),
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: 'bench-password',
    RATE_LIMIT_ALLOWLIST: '127.0.0.1',
  };
  let server = null;
  return {
    base,
    databaseUrl: env.DATABASE_URL,
    async start() {
      const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
        cwd: repo,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
        try {
          if ((await fetch(`${base}/healthz`)).status === 200) break;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      server = child;
    },
    async stop() {
      const child = server;
      server = null;
      if (child && child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));
    },
    async post(path, body, token) {
      const reply = await fetch(`${base}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      return (await reply.json()).data;
    },
    async drop() {
      await this.stop();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    },
  };
}
