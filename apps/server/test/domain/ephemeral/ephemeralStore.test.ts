import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ManualClock } from '../../../src/testing/testApp';

let app: FastifyInstance;
let clock: ManualClock;
// One app for the file: each test uses its own keys.
beforeAll(async () => {
  clock = new ManualClock();
  app = await createTestApp({ clock });
});
afterAll(async () => app.close());

describe('EphemeralStore', () => {
  it('keeps a value until its time to live has passed', async () => {
    await app.ephemeral.put('k', { a: 1 }, 1000);
    clock.advance(999);
    expect(await app.ephemeral.get('k')).toEqual({ a: 1 });
    clock.advance(1);
    expect(await app.ephemeral.get('k')).toBeNull();
    expect(await app.ephemeral.take('k')).toBeNull();
  });

  it('hands a value out once under concurrency (take)', async () => {
    await app.ephemeral.put('once', { v: 1 }, 60_000);
    const taken = await Promise.all(Array.from({ length: 10 }, () => app.ephemeral.take('once')));
    expect(taken.filter((value) => value !== null)).toHaveLength(1);
  });

  it('lets one of many concurrent claims win, and a claim again after expiry', async () => {
    const claims = await Promise.all(Array.from({ length: 10 }, () => app.ephemeral.claim('wait', {}, 60_000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    clock.advance(59_999);
    expect(await app.ephemeral.claim('wait', {}, 60_000)).toBe(false);
    clock.advance(1);
    expect(await app.ephemeral.claim('wait', {}, 60_000)).toBe(true);
  });

  it('counts every concurrent increment and restarts the window after it ends', async () => {
    const counts = await Promise.all(Array.from({ length: 10 }, () => app.ephemeral.increment('n', 1000)));
    expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await app.ephemeral.count('n')).toBe(10);
    clock.advance(1000);
    expect(await app.ephemeral.count('n')).toBe(0);
    expect(await app.ephemeral.increment('n', 1000)).toBe(1);
  });

  it('sweeps expired entries', async () => {
    await app.ephemeral.put('old', {}, 10);
    await app.ephemeral.put('new', {}, 10_000);
    clock.advance(10);
    expect(await app.ephemeral.sweep()).toBe(1);
    expect(await app.ephemeral.get('new')).toEqual({});
  });
});
