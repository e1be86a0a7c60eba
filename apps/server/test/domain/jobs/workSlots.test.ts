import { describe, expect, it } from 'vitest';
import { WorkSlots } from '../../../src/domain/jobs/workSlots.js';

describe('WorkSlots', () => {
  it('runs at most its size at once, the rest in arrival order, and frees a slot when a task throws', async () => {
    const slots = new WorkSlots(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const task = (n: number) =>
      slots.run(async () => {
        running += 1;
        most = Math.max(most, running);
        order.push(n);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        if (n === 0) throw new Error('boom');
        return n;
      });
    const results = [0, 1, 2, 3, 4].map((n) => task(n).catch((error: Error) => error.message));
    await Promise.resolve();
    expect(order).toEqual([0, 1]);
    while (order.length < 5 || releases.length > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(results)).toEqual(['boom', 1, 2, 3, 4]);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });
});
