import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSim } from '@lingxi/sim';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../../src/db/client.js';
import { schema } from '../../../src/db/index.js';
import { findLedgerMismatches } from '../../../src/modules/economy/reconcileLedger.js';
import { adminQuery } from '../../../src/testing/testDatabases.js';
import { freePort, ServerProcess } from '../../serverProcess.js';
import { SIM_API_KEY } from './chatTestKit.js';

/**
 * The hardening issue's crash test: the real server as a child process (from source, through tsx) on a fresh
 * PostgreSQL database, ten answers streaming, SIGKILL, a new start. PostgreSQL only: an embedded PGlite cluster is
 * one process's files, and the test must read the database while the server holds it.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const streams = 10;
const price = 5; // 灵犀 Pro, as seeded

let sim: FastifyInstance;
let database: DatabaseHandle;
let databaseName: string;
let server: ServerProcess;
let base: string;
let env: Record<string, string>;

async function api<T>(path: string, body: object, token?: string): Promise<T> {
  const reply = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await reply.json()) as { success: boolean; data: T; message: string };
  if (!json.success) throw new Error(`${path}: ${json.message}`);
  return json.data;
}

beforeAll(async () => {
  if (!serverUrl) return;
  sim = await buildSim();
  const simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
  // Answers of 60 tokens 100 ms apart: six seconds each, so all ten are mid-answer when the server dies.
  await sim.inject({ method: 'POST', url: '/__control/openai', payload: { tokenCount: 60, tokenDelayMs: 100, firstTokenDelayMs: 0 } });
  databaseName = `lingxi_crash_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${databaseName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: url.toString(),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'lingxi-crash-')),
    LOG_LEVEL: 'error',
    ADMIN_PASSWORD: 'crash-test-password',
    OPENAI_BASE_URL: `${simUrl}/v1`,
    OPENAI_API_KEY: SIM_API_KEY,
    RATE_LIMIT_ALLOWLIST: '127.0.0.1',
    // Seconds, not minutes, so the test waits little: gone after 3 s of silence, swept every second.
    INSTANCE_STALE_SECONDS: '3',
    INTERRUPTED_SWEEP_SECONDS: '1',
  };
  server = new ServerProcess(base, () => env);
  await server.start(60_000); // migrates and seeds the new database
  database = await openDatabase({ url: url.toString(), dataDir: '' });
}, 120_000);

afterAll(async () => {
  await server?.stop('SIGKILL');
  await database?.close();
  await sim?.close();
  if (serverUrl && databaseName) await adminQuery(serverUrl, `drop database if exists ${databaseName}`);
});

describe.skipIf(!serverUrl)('a crash while answers stream (PostgreSQL)', () => {
  it('leaves no answer streaming and no point lost: every cut answer interrupted and refunded once, the ledger whole', async () => {
    const db = database.db;
    const [pro] = await db.select().from(schema.chatModels).where(eq(schema.chatModels.modelName, '灵犀 Pro'));
    expect(pro?.deduct).toBe(price);
    const users: { id: number; token: string; groupId: number }[] = [];
    for (let i = 0; i < streams; i++) {
      const username = `crash${randomBytes(3).toString('hex')}${i}`;
      await api('/auth/registeV3', { username, password: 'crash-pass-1' });
      const token = await api<string>('/auth/loginV4', { username, password: 'crash-pass-1' });
      const [user] = await db.select().from(schema.users).where(eq(schema.users.username, username));
      await db.transaction(async (tx) => {
        await tx.update(schema.users).set({ score: 100 }).where(eq(schema.users.id, user!.id));
        await tx.insert(schema.pointsLedger).values({ userId: user!.id, delta: 100 - user!.score, balanceAfter: 100, reason: 'admin' });
      });
      const { id: groupId } = await api<{ id: number }>('/group/create', { model: pro!.model }, token);
      users.push({ id: user!.id, token, groupId });
    }

    // Ten answers, each read until its first piece arrives; then the process is killed.
    const readers = await Promise.all(
      users.map(async ({ token, groupId }) => {
        const reply = await fetch(`${base}/api/chatgpt/chat-process`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ groupId, prompt: '讲一个很长的故事' }),
        });
        const reader = reply.body!.getReader();
        for (let text = ''; !text.includes('"type":"delta"'); ) text += new TextDecoder().decode((await reader.read()).value);
        return reader;
      }),
    );
    const ids = users.map((user) => user.id);
    const answers = () =>
      db
        .select()
        .from(schema.chatLogs)
        .where(and(inArray(schema.chatLogs.userId, ids), eq(schema.chatLogs.role, 'assistant')));
    expect((await answers()).map((answer) => answer.status)).toEqual(Array(streams).fill('streaming'));
    await server.stop('SIGKILL');
    await Promise.all(readers.map((reader) => reader.read().catch(() => undefined)));

    await server.start(60_000);
    let settled = await answers();
    for (let waited = 0; settled.some((answer) => answer.status === 'streaming') && waited < 30_000; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      settled = await answers();
    }
    expect(settled.map((answer) => answer.status)).toEqual(Array(streams).fill('interrupted'));
    const refunds = await db
      .select()
      .from(schema.pointsLedger)
      .where(and(inArray(schema.pointsLedger.userId, ids), eq(schema.pointsLedger.reason, 'chatRefund')));
    expect(refunds.map((row) => row.reference).sort()).toEqual(settled.map((answer) => `chat:${answer.id}`).sort());
    expect(refunds.every((row) => row.delta === price)).toBe(true);
    const balances = await db.select({ score: schema.users.score }).from(schema.users).where(inArray(schema.users.id, ids));
    expect(balances.map((row) => row.score)).toEqual(Array(streams).fill(100));
    expect(await findLedgerMismatches(db)).toEqual([]);
  }, 120_000);
});
