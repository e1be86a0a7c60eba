import { describe, expect, it } from 'vitest';
import type { JobQueue, JobRow } from '../../../src/domain/jobs/jobQueue.js';
import { JobRunner } from '../../../src/domain/jobs/jobRunner.js';
import { ManualClock } from '../../../src/testing/testApp.js';

const silentLog = { warn: () => undefined, error: () => undefined };

describe('JobRunner', () => {
  it('keeps a wake-up that comes while it is claiming: it claims again at once, not after its poll interval', async () => {
    let claims = 0;
    let runner: JobRunner | null = null;
    let claimedTwice: () => void = () => undefined;
    const second = new Promise<void>((resolve) => {
      claimedTwice = resolve;
    });
    const queue = {
      async claim() {
        claims += 1;
        // A notify arrives while the first claim is in the database.
        if (claims === 1) runner?.wakeUp();
        if (claims === 2) claimedTwice();
        return [] as JobRow[];
      },
      async renew() {},
    } as unknown as JobQueue;
    runner = new JobRunner({ queue, handlers: [], clock: new ManualClock(new Date()), owner: 't', log: silentLog, pollMs: 3_600_000 });
    runner.start();
    const timedOut = Symbol('timed out');
    const outcome = await Promise.race([second, new Promise((resolve) => setTimeout(() => resolve(timedOut), 4_000))]);
    const stopped = runner.stop();
    expect(outcome).not.toBe(timedOut);
    await stopped;
    expect(claims).toBeGreaterThanOrEqual(2);
  });
});
