import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { drawingFixture } from './drawing.fixtures';
import type { Drawing } from './drawTypes';
import { pollBackoffCapMs, pollDelayMs, pollHiddenMs, pollVisibleMs, provideJobPoller } from './jobPoller.machine';

const flush = () => new Promise((resolve) => setImmediate(resolve));

function start(answers: (ids: number[]) => Promise<Drawing[]>, input: { ids?: number[]; visible?: boolean } = {}) {
  const fetchJobs = vi.fn(answers);
  const clock = new SimulatedClock();
  const actor = createActor(provideJobPoller(fetchJobs), { clock, input }).start();
  const updates: Drawing[][] = [];
  actor.on('jobs.updated', (event) => updates.push(event.jobs));
  const advance = async (ms: number) => {
    clock.increment(ms);
    await flush();
  };
  return { actor, fetchJobs, advance, updates };
}

const running = (id: number, progress = 40) => drawingFixture({ id, status: 2, state: 'running', progress });
const done = (id: number) => drawingFixture({ id });

describe('jobPollerMachine', () => {
  it('idles with nothing to watch, and polls watched jobs every 2 s while the page is seen', async () => {
    const { actor, fetchJobs, advance } = start(async (ids) => ids.map((id) => running(id)));
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'jobs.watch', ids: [3, 4] });
    await advance(pollVisibleMs - 1);
    expect(fetchJobs).not.toHaveBeenCalled();
    await advance(1);
    expect(fetchJobs).toHaveBeenCalledWith([3, 4]);
    await advance(pollVisibleMs);
    expect(fetchJobs).toHaveBeenCalledTimes(2);
  });

  it('polls every 10 s while the page is hidden', async () => {
    const { actor, fetchJobs, advance } = start(async (ids) => ids.map((id) => running(id)), { ids: [1], visible: false });
    await advance(pollVisibleMs);
    expect(fetchJobs).not.toHaveBeenCalled();
    await advance(pollHiddenMs - pollVisibleMs);
    expect(fetchJobs).toHaveBeenCalledTimes(1);
    actor.send({ type: 'page.visibility', visible: true });
    await advance(pollVisibleMs);
    expect(fetchJobs).toHaveBeenCalledTimes(2);
  });

  it('emits each answer, stops watching jobs that ended (or vanished), and idles when none is left', async () => {
    let round = 0;
    const { actor, fetchJobs, advance, updates } = start(
      async () => {
        round += 1;
        return round === 1 ? [running(1, 50), done(2)] : [done(1)];
      },
      { ids: [1, 2, 3] },
    );
    await advance(pollVisibleMs);
    expect(updates[0]?.map((job) => [job.id, job.status])).toEqual([
      [1, 2],
      [2, 3],
    ]);
    expect(actor.getSnapshot().context.ids).toEqual([1]);
    await advance(pollVisibleMs);
    expect(actor.getSnapshot().value).toBe('idle');
    await advance(pollVisibleMs * 5);
    expect(fetchJobs).toHaveBeenCalledTimes(2);
  });

  it('backs off after failed polls (2 s, 4 s, 8 s …, at most a minute) and resets after one succeeds', async () => {
    expect(pollDelayMs({ visible: true, failures: 3 })).toBe(16_000);
    expect(pollDelayMs({ visible: true, failures: 10 })).toBe(pollBackoffCapMs);
    let fail = true;
    const { actor, fetchJobs, advance } = start(
      async (ids) => {
        if (fail) throw new Error('offline');
        return ids.map((id) => running(id));
      },
      { ids: [9] },
    );
    await advance(pollVisibleMs);
    await advance(pollVisibleMs * 2);
    expect(fetchJobs).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.failures).toBe(2);
    fail = false;
    await advance(pollVisibleMs * 4);
    expect(fetchJobs).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().context.failures).toBe(0);
    await advance(pollVisibleMs);
    expect(fetchJobs).toHaveBeenCalledTimes(4);
  });

  it('forgets deleted jobs', async () => {
    const { actor, advance, fetchJobs } = start(async (ids) => ids.map((id) => running(id)), { ids: [1, 2] });
    actor.send({ type: 'jobs.forget', ids: [1] });
    await advance(pollVisibleMs);
    expect(fetchJobs).toHaveBeenCalledWith([2]);
  });
});
