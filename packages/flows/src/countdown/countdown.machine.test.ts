import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { countdownMachine } from './countdown.machine';

/** SimulatedClock fires only timers due when increment() is called, so step second by second. */
const advanceSeconds = (clock: SimulatedClock, seconds: number) => {
  for (let i = 0; i < seconds; i += 1) clock.increment(1000);
};

const start = (seconds: number) => {
  const clock = new SimulatedClock();
  const actor = createActor(countdownMachine, { input: { seconds }, clock }).start();
  return { clock, actor };
};

describe('countdownMachine', () => {
  it('counts whole seconds down and finishes at zero', () => {
    const { clock, actor } = start(3);
    expect(actor.getSnapshot().context.remaining).toBe(3);
    clock.increment(999);
    expect(actor.getSnapshot().context.remaining).toBe(3);
    clock.increment(1);
    expect(actor.getSnapshot().context.remaining).toBe(2);
    advanceSeconds(clock, 2);
    expect(actor.getSnapshot().value).toBe('finished');
    expect(actor.getSnapshot().context.remaining).toBe(0);
  });

  it('restarts from the full count, also after finishing', () => {
    const { clock, actor } = start(60);
    advanceSeconds(clock, 60);
    expect(actor.getSnapshot().value).toBe('finished');
    actor.send({ type: 'countdown.restart' });
    expect(actor.getSnapshot().context.remaining).toBe(60);
    clock.increment(1000);
    expect(actor.getSnapshot().context.remaining).toBe(59);
  });

  it('stops ticking when cancelled', () => {
    const { clock, actor } = start(5);
    clock.increment(1000);
    actor.send({ type: 'countdown.cancel' });
    advanceSeconds(clock, 10);
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().context.remaining).toBe(4);
  });
});
