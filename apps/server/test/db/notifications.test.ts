import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, schema } from '../../src/db';
import { createTestDatabase } from '../../src/testing/testApp';
import { listenerApplicationName } from '../../src/db/pgNotifications';
import { adminQuery } from '../../src/testing/testDatabases';

/** The payloads a handle hears on the user channel of drizzle/0013 (users and sign_ins triggers), and its live state. */
async function listenTo(handle: DatabaseHandle) {
  const heard: string[] = [];
  const states: boolean[] = [];
  const unlisten = await handle.listen('lx_user_changed', { notify: (payload) => heard.push(payload), live: (on) => states.push(on) });
  return { heard, states, unlisten };
}

const addUser = async (handle: DatabaseHandle, username: string) =>
  (await handle.db.insert(schema.users).values({ username }).returning({ id: schema.users.id }))[0]!.id;

describe('user change notifications', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => handle.close());

  it('announce an update or deletion of a user, and a check-in, with the user’s id — heard before the write’s reader goes on', async () => {
    const { heard, states, unlisten } = await listenTo(handle);
    expect(states).toEqual([true]);
    const id = await addUser(handle, 'notified01');
    expect(heard).toEqual([]); // an insert changes nothing anyone has kept
    await handle.db.update(schema.users).set({ score: 5 }).where(eq(schema.users.id, id));
    await handle.delivered();
    expect(heard).toEqual([String(id)]);
    await handle.db.insert(schema.signIns).values({ userId: id, signInDate: '2026-06-01' });
    await handle.delivered();
    expect(heard).toEqual([String(id), String(id)]);
    await handle.db.delete(schema.signIns).where(eq(schema.signIns.userId, id));
    await handle.db.delete(schema.users).where(eq(schema.users.id, id));
    await handle.delivered();
    expect(heard).toEqual(Array(4).fill(String(id)));
    await unlisten();
    await handle.db.update(schema.users).set({ score: 6 });
    await handle.delivered();
    expect(heard).toHaveLength(4);
  });

  it('announce a transaction’s changes at its commit, once per user', async () => {
    const { heard, unlisten } = await listenTo(handle);
    const id = await addUser(handle, 'notified02');
    await handle.db.transaction(async (tx) => {
      await tx.update(schema.users).set({ score: 1 }).where(eq(schema.users.id, id));
      await tx.update(schema.users).set({ score: 2 }).where(eq(schema.users.id, id));
      await handle.delivered();
      expect(heard).toEqual([]);
    });
    await handle.delivered();
    expect(heard).toEqual([String(id)]);
    await unlisten();
  });
});

/**
 * PostgreSQL delivers a notification on the listening connection a moment after the writer's COMMIT returns: two
 * handles on one database stand for two server instances.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('user change notifications across instances (PostgreSQL)', () => {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `lingxi_notify_${process.pid}_${Date.now()}`;
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  beforeAll(async () => {
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    first = await openDatabase({ url: url.toString(), dataDir: '' });
    second = await openDatabase({ url: url.toString(), dataDir: '' });
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await adminQuery(serverUrl, `drop database if exists ${name}`);
  });

  it('reaches the other instance', async () => {
    const { heard, unlisten } = await listenTo(first);
    const id = await addUser(second, 'notified03');
    await second.db.update(schema.users).set({ score: 3 }).where(eq(schema.users.id, id));
    await expect.poll(() => heard).toEqual([String(id)]);
    await unlisten();
  });

  it('fences this instance’s own writes: after delivered(), every write it completed has been heard', async () => {
    const { heard, unlisten } = await listenTo(first);
    const ids = await Promise.all(Array.from({ length: 20 }, (_, index) => addUser(first, `fenced${String(index).padStart(2, '0')}`)));
    for (const id of ids) {
      await first.db.update(schema.users).set({ score: 7 }).where(eq(schema.users.id, id));
      await first.delivered();
      expect(heard.at(-1)).toBe(String(id));
    }
    expect(first.delivered()).toBeUndefined();
    await unlisten();
  });

  it('says when delivery stops and starts again after its connection is lost', async () => {
    const states: boolean[] = [];
    const heard: string[] = [];
    const unlisten = await second.listen('lx_user_changed', { notify: (payload) => heard.push(payload), live: (on) => states.push(on) });
    expect(states).toEqual([true]);
    await adminQuery(
      serverUrl,
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and application_name = '${listenerApplicationName}'`,
    );
    await expect.poll(() => states).toEqual([true, false, true]);
    const id = await addUser(first, 'notified04');
    await first.db.update(schema.users).set({ score: 4 }).where(eq(schema.users.id, id));
    await expect.poll(() => heard).toContain(String(id));
    await unlisten();
  });
});
