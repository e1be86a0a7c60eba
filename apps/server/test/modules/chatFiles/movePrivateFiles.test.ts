import { randomBytes, randomUUID } from 'node:crypto';
import { buildSim } from '@lingxi/sim';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db';
import { movePrivateFiles } from '../../../src/modules/chatFiles/movePrivateFiles';
import { createTestApp } from '../../../src/testing/testApp';

// Chat files stored before folders had a visibility (public layout, /uploads/chat/…) move under their owner at start.
let sim: FastifyInstance;
let simUrl: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  sim = await buildSim();
  simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await sim.close();
});

const storages = {
  'local disk': () => ({}),
  S3: () => ({ S3_ENDPOINT: `${simUrl}/s3`, S3_BUCKET: 'lingxi', S3_ACCESS_KEY_ID: 'sim-access-key', S3_SECRET_ACCESS_KEY: 'sim-secret-key' }),
};

describe.each(Object.entries(storages))('moving chat files to private storage on %s', (_storage, envOf) => {
  it('moves each file under its owner, points its row there, leaves nothing at the old path, and does it once', async () => {
    const app = await createTestApp({ env: envOf() });
    apps.push(app);
    await app.ready();
    const db = app.database.db;
    const [user] = await db
      .insert(schema.users)
      .values({ username: `mv${randomBytes(5).toString('hex')}` })
      .returning();
    const token = await app.accounts.issueToken(user!);
    const store = app.fileStore;

    // Two files in the old layout (one of them written twice: a crash after the copy), and a row whose file is gone.
    const oldKeys = [`chat/202605/${randomUUID()}.txt`, `chat/202605/${randomUUID()}.txt`, `chat/202605/${randomUUID()}.txt`];
    await store.put(oldKeys[0]!, Buffer.from('第一份文件'), 'text/plain');
    await store.put(oldKeys[1]!, Buffer.from('second file'), 'text/plain');
    const rows = await db
      .insert(schema.chatFiles)
      .values(
        oldKeys.map((key, index) => ({ userId: user!.id, name: `${index}.txt`, url: store.urlOfKey(key), mime: 'text/plain', kind: 'document' as const })),
      )
      .returning();
    expect(rows[0]!.url).toBe(`/uploads/${oldKeys[0]}`);

    expect(await movePrivateFiles(db, store)).toEqual({ moved: 2, missing: 1, failed: 0 });
    const moved = await db.select().from(schema.chatFiles).where(eq(schema.chatFiles.userId, user!.id)).orderBy(schema.chatFiles.id);
    expect(moved.map((row) => row.url)).toEqual(oldKeys.map((key) => `/api/file/private/chat/${user!.id}/${key.slice('chat/'.length)}`));
    expect(await store.open(oldKeys[0]!)).toBeNull();
    expect(await store.open(oldKeys[1]!)).toBeNull();
    const read = await app.inject({ url: moved[0]!.url, headers: { authorization: `Bearer ${token}` } });
    expect(read.statusCode).toBe(200);
    expect(read.body).toBe('第一份文件');

    // A second pass (another instance, the next start) finds nothing to do.
    expect(await movePrivateFiles(db, store)).toEqual({ moved: 0, missing: 0, failed: 0 });
  });
});
