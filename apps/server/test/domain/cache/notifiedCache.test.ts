import { describe, expect, it } from 'vitest';
import { NotifiedCache } from '../../../src/domain/cache/notifiedCache';

/** A cache over a map standing in for the database: each load reads the map and is counted; `hold` pauses loads. */
function setup({ max = 10, live = true } = {}) {
  const rows = new Map<string, number>([
    ['a', 1],
    ['b', 2],
    ['c', 3],
  ]);
  let loads = 0;
  let held: (() => void) | null = null;
  let hold = false;
  let delivered: Promise<void> | undefined;
  const cache = new NotifiedCache<string, { value: number; day: string }, string>({
    max,
    delivered: () => delivered,
    fresh: (entry, day) => entry.day === day,
    load: async (key, day) => {
      loads++;
      const value = rows.get(key);
      if (hold) await new Promise<void>((resume) => (held = resume));
      return value === undefined ? undefined : { value, day };
    },
  });
  cache.live(live);
  return {
    cache,
    rows,
    loads: () => loads,
    hold: () => (hold = true),
    resume: () => {
      hold = false;
      held?.();
    },
    setDelivered: (promise: Promise<void> | undefined) => {
      delivered = promise;
    },
  };
}

const valueOf = async (cache: ReturnType<typeof setup>['cache'], key: string, day = 'd1') => (await cache.get(key, day))?.value;

describe('NotifiedCache', () => {
  it('loads once, then answers from memory until the key is announced', async () => {
    const { cache, rows, loads } = setup();
    expect(await valueOf(cache, 'a')).toBe(1);
    expect(await valueOf(cache, 'a')).toBe(1);
    expect(loads()).toBe(1);
    rows.set('a', 10);
    expect(await valueOf(cache, 'a')).toBe(1);
    cache.changed('a');
    expect(await valueOf(cache, 'a')).toBe(10);
    expect(loads()).toBe(2);
  });

  it('keeps nothing for a missing row', async () => {
    const { cache, loads } = setup();
    expect(await valueOf(cache, 'x')).toBeUndefined();
    expect(await valueOf(cache, 'x')).toBeUndefined();
    expect(loads()).toBe(2);
  });

  it('loads again when the kept value is not fresh for the context', async () => {
    const { cache, loads } = setup();
    await valueOf(cache, 'a', 'd1');
    expect((await cache.get('a', 'd2'))?.day).toBe('d2');
    expect(await valueOf(cache, 'a', 'd2')).toBe(1);
    expect(loads()).toBe(2);
  });

  it('does not keep what a load read when its key was announced while it ran', async () => {
    const { cache, rows, loads, hold, resume } = setup();
    hold();
    const racing = valueOf(cache, 'a');
    // The load has read 1; the row changes and the change is announced before the load returns.
    rows.set('a', 11);
    cache.changed('a');
    resume();
    expect(await racing).toBe(1);
    expect(await valueOf(cache, 'a')).toBe(11);
    expect(loads()).toBe(2);
  });

  it('keeps what a load read when another key was announced meanwhile', async () => {
    const { cache, loads, hold, resume } = setup();
    hold();
    const racing = valueOf(cache, 'a');
    cache.changed('b');
    resume();
    await racing;
    await valueOf(cache, 'a');
    expect(loads()).toBe(1);
  });

  it('reads the database every time while announcements are off, and starts empty when they resume', async () => {
    const { cache, rows, loads } = setup({ live: false });
    await valueOf(cache, 'a');
    await valueOf(cache, 'a');
    expect(loads()).toBe(2);
    cache.live(true);
    await valueOf(cache, 'a');
    rows.set('a', 12);
    // Announcements stop (a lost connection): the change may never be heard, so nothing kept is trusted.
    cache.live(false);
    expect(await valueOf(cache, 'a')).toBe(12);
    cache.live(true);
    expect(await valueOf(cache, 'a')).toBe(12);
    expect(loads()).toBe(5);
  });

  it('voids loads in flight when announcements restart', async () => {
    const { cache, loads, hold, resume } = setup();
    hold();
    const racing = valueOf(cache, 'a');
    cache.live(true);
    resume();
    await racing;
    await valueOf(cache, 'a');
    expect(loads()).toBe(2);
  });

  it('waits for this process’s writes to be announced before answering from memory', async () => {
    const { cache, rows, setDelivered } = setup();
    await valueOf(cache, 'a');
    rows.set('a', 13);
    let announce!: () => void;
    setDelivered(new Promise<void>((done) => (announce = done)));
    const reading = valueOf(cache, 'a');
    cache.changed('a');
    announce();
    expect(await reading).toBe(13);
  });

  it('keeps at most max values, dropping the oldest kept', async () => {
    const { cache, loads } = setup({ max: 2 });
    await valueOf(cache, 'a');
    await valueOf(cache, 'b');
    await valueOf(cache, 'c');
    expect(cache.size).toBe(2);
    await valueOf(cache, 'c');
    await valueOf(cache, 'b');
    expect(loads()).toBe(3);
    await valueOf(cache, 'a');
    expect(loads()).toBe(4);
  });
});
