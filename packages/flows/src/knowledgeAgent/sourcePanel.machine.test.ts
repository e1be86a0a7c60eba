import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { flush } from '../settings/testing';
import { passageFixture, sourceFixture } from './agent.fixtures';
import { provideSourcePanel } from './sourcePanel.machine';

function open(loadPassage: (chunkId: number) => Promise<unknown>) {
  const load = vi.fn(loadPassage);
  const machine = provideSourcePanel({ loadPassage: load as never });
  const actor = createActor(machine, { input: { source: sourceFixture }, clock: new SimulatedClock() }).start();
  return { actor, load };
}

describe('sourcePanelMachine', () => {
  it('loads the cited passage by its chunk id and shows it', async () => {
    const { actor, load } = open(async () => passageFixture);
    expect(actor.getSnapshot().value).toBe('loading');
    await flush();
    expect(load).toHaveBeenCalledExactlyOnceWith(sourceFixture.chunkId);
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context.passage).toBe(passageFixture);
  });

  it('a deleted source (null) is gone; the card it was cited with stays', async () => {
    const { actor } = open(async () => null);
    await flush();
    expect(actor.getSnapshot().value).toBe('gone');
    expect(actor.getSnapshot().context).toMatchObject({ source: sourceFixture, passage: null });
  });

  it('a failed load can be retried', async () => {
    let calls = 0;
    const { actor, load } = open(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return passageFixture;
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'source.retry' });
    await flush();
    expect(actor.getSnapshot().value).toBe('shown');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
