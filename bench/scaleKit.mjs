// What the scale benches share (drawScale.mjs, marketScale.mjs): a database of their own — on the PostgreSQL of
// BENCH_DATABASE_URL, or embedded PGlite in a fresh data directory — the built server started and stopped against it on
// a free port, a client to seed and inspect it, and percentiles.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
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
 * resolves once /healthz answers, `stop()` once the process exited, `post()` calls the API, `open()` a client for
 * seeding and plans (`query(text, params)` → `{rows}`; on PGlite only while the server is stopped: one process owns
 * the data directory), `close(client)`.
 */
export async function scaleDatabase(name, { embedded = false } = {}) {
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (!embedded && !postgresUrl) {
    console.error(`bench/${name}.mjs needs BENCH_DATABASE_URL (a PostgreSQL it may create a database on)`);
    process.exit(2);
  }
  const dataDir = mkdtempSync(join(tmpdir(), `lingxi-bench-${name.toLowerCase()}-`));
  const admin = embedded ? null : new pg.Client({ connectionString: postgresUrl });
  const database = `lingxi_bench_${name.toLowerCase()}_${process.pid}`;
  let databaseUrl = null;
  if (admin) {
    await admin.connect();
    await admin.query(`create database ${database}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    SERVE: 'api',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: 'bench-password',
    RATE_LIMIT_ALLOWLIST: '127.0.0.1',
  };
  let server = null;
  return {
    base,
    kind: embedded ? 'PGlite' : 'PostgreSQL',
    async open() {
      if (!embedded) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        return client;
      }
      // As the server opens it (db/embeddedSettings.ts), while the server is stopped.
      return PGlite.create(join(dataDir, 'pglite'), { postgresqlconf: ['shared_buffers=16MB'], extensions: { pg_trgm, vector } });
    },
    async close(client) {
      await (embedded ? client.close() : client.end());
    },
    async start() {
      // The embedded run must not pick up a DATABASE_URL the caller's shell holds.
      const inherited = { ...process.env };
      delete inherited.DATABASE_URL;
      const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
        cwd: repo,
        env: { ...inherited, ...env },
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
      if (admin) {
        await admin.query(`drop database if exists ${database} with (force)`);
        await admin.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
