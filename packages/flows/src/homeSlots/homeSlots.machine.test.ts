import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { type HomeSlotsInput, type HomeSlotsServices, provideHomeSlots, slideAdvanceMs } from './homeSlots.machine';
import type { HomeSlot } from './homeSlotTypes';

const routeSlot = (id: number, target = `/route-${id}`): HomeSlot => ({
  id,
  title: `活动 ${id}`,
  image: `/uploads/${id}.png`,
  target,
  appId: null,
  tagId: null,
  app: null,
});
const appSlot = (id: number, appId: number): HomeSlot => ({
  id,
  title: '',
  image: '',
  target: '',
  appId,
  tagId: null,
  app: { id: appId, name: '周报助手', des: '生成周报', coverImg: '/uploads/logo.png', catName: '职场办公' },
});

/** A server whose replies the test gives by hand. */
function server(slots: HomeSlot[] | Error = [routeSlot(1), routeSlot(2), routeSlot(3)]) {
  const chats: { appId: number; resolve: (group: { id: number }) => void; reject: (error: Error) => void }[] = [];
  const services: HomeSlotsServices = {
    loadSlots: vi.fn(() => (slots instanceof Error ? Promise.reject(slots) : Promise.resolve(slots))),
    createChat: vi.fn((appId) => new Promise<{ id: number }>((resolve, reject) => chats.push({ appId, resolve, reject }))),
  };
  return { services, chats };
}

/** Starts the machine on a simulated clock and waits for the list's reply. */
async function boot(services: HomeSlotsServices, input: Partial<HomeSlotsInput> = {}) {
  const clock = new SimulatedClock();
  const navigated = vi.fn();
  const login = vi.fn();
  const failed = vi.fn();
  const actor = createActor(provideHomeSlots(services), { input: { loggedIn: false, rotate: true, ...input }, clock });
  actor.on('navigate', (event) => navigated(event.to));
  actor.on('requestLogin', () => login());
  actor.on('openFailed', (event) => failed(event.message));
  actor.start();
  await vi.waitFor(() => expect(actor.getSnapshot().matches({ list: 'loading' })).toBe(false));
  const index = () => actor.getSnapshot().context.index;
  const rotation = () => (actor.getSnapshot().value as { rotation: string }).rotation;
  return { actor, clock, navigated, login, failed, index, rotation };
}

describe('homeSlotsMachine: the list', () => {
  it('shows the slots in the server’s order', async () => {
    const { actor } = await boot(server().services);
    expect(actor.getSnapshot().matches({ list: 'shown' })).toBe(true);
    expect(actor.getSnapshot().context.slots.map((slot) => slot.id)).toEqual([1, 2, 3]);
  });

  it('is empty without slots, failed when the call fails; neither rotates', async () => {
    const empty = await boot(server([]).services);
    expect(empty.actor.getSnapshot().matches({ list: 'empty' })).toBe(true);
    expect(empty.rotation()).toBe('still');
    const failed = await boot(server(new Error('boom')).services);
    expect(failed.actor.getSnapshot().matches({ list: 'failed' })).toBe(true);
    failed.clock.increment(slideAdvanceMs * 3);
    expect(failed.rotation()).toBe('still');
  });
});

describe('homeSlotsMachine: rotation (simulated time)', () => {
  it('advances every 5 s and wraps from the last slide to the first', async () => {
    const { clock, index, rotation } = await boot(server().services);
    expect(rotation()).toBe('playing');
    clock.increment(slideAdvanceMs - 1);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
    clock.increment(slideAdvanceMs);
    expect(index()).toBe(2);
    clock.increment(slideAdvanceMs);
    expect(index()).toBe(0);
  });

  it('wraps by hand both ways, and a slide shown by hand gets a whole wait', async () => {
    const { actor, clock, index } = await boot(server().services);
    actor.send({ type: 'slide.previous' });
    expect(index()).toBe(2);
    actor.send({ type: 'slide.next' });
    expect(index()).toBe(0);
    clock.increment(4_000);
    actor.send({ type: 'slide.show', index: 2 });
    expect(index()).toBe(2);
    clock.increment(4_000);
    expect(index()).toBe(2);
    clock.increment(1_000);
    expect(index()).toBe(0);
    actor.send({ type: 'slide.show', index: 4 });
    expect(index()).toBe(1);
    clock.increment(4_000);
    actor.send({ type: 'slide.next' });
    clock.increment(4_000);
    actor.send({ type: 'slide.previous' });
    clock.increment(4_000);
    expect(index()).toBe(1);
    clock.increment(1_000);
    expect(index()).toBe(2);
  });

  it('pauses while the pointer is over it and plays again, a whole wait, once it leaves', async () => {
    const { actor, clock, index, rotation } = await boot(server().services);
    clock.increment(4_000);
    actor.send({ type: 'hold.change', hold: 'hover', held: true });
    expect(rotation()).toBe('paused');
    clock.increment(slideAdvanceMs * 4);
    expect(index()).toBe(0);
    actor.send({ type: 'hold.change', hold: 'hover', held: false });
    expect(rotation()).toBe('playing');
    clock.increment(slideAdvanceMs - 1);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
  });

  it('pauses while the keyboard’s focus is in it, also when the pointer leaves meanwhile', async () => {
    const { actor, clock, index, rotation } = await boot(server().services);
    actor.send({ type: 'hold.change', hold: 'focus', held: true });
    actor.send({ type: 'hold.change', hold: 'hover', held: true });
    actor.send({ type: 'hold.change', hold: 'hover', held: false });
    clock.increment(slideAdvanceMs * 2);
    expect(rotation()).toBe('paused');
    expect(index()).toBe(0);
    actor.send({ type: 'hold.change', hold: 'focus', held: false });
    clock.increment(slideAdvanceMs);
    expect(index()).toBe(1);
  });

  it('pauses while the tab is hidden, from the start too', async () => {
    const { actor, clock, index, rotation } = await boot(server().services, { hidden: true });
    expect(rotation()).toBe('paused');
    clock.increment(slideAdvanceMs * 2);
    expect(index()).toBe(0);
    actor.send({ type: 'hold.change', hold: 'hidden', held: false });
    clock.increment(slideAdvanceMs);
    expect(index()).toBe(1);
    actor.send({ type: 'hold.change', hold: 'hidden', held: true });
    clock.increment(slideAdvanceMs * 2);
    expect(index()).toBe(1);
  });

  it('never moves by itself under prefers-reduced-motion, whatever else happens; the slides still change by hand', async () => {
    const { actor, clock, index, rotation } = await boot(server().services, { reducedMotion: true });
    expect(rotation()).toBe('still');
    actor.send({ type: 'hold.change', hold: 'hover', held: true });
    actor.send({ type: 'hold.change', hold: 'hover', held: false });
    actor.send({ type: 'rotation.toggle' });
    actor.send({ type: 'rotation.toggle' });
    clock.increment(slideAdvanceMs * 3);
    expect(rotation()).toBe('still');
    expect(index()).toBe(0);
    actor.send({ type: 'slide.next' });
    expect(index()).toBe(1);
    // Turned on while playing: it stops at once.
    const later = await boot(server().services);
    later.actor.send({ type: 'motion.change', reduced: true });
    later.clock.increment(slideAdvanceMs * 2);
    expect(later.rotation()).toBe('still');
    expect(later.index()).toBe(0);
    later.actor.send({ type: 'motion.change', reduced: false });
    later.clock.increment(slideAdvanceMs);
    expect(later.index()).toBe(1);
  });

  it('stays stopped once the user stops it (hover and focus coming and going), until they start it', async () => {
    const { actor, clock, index, rotation } = await boot(server().services);
    actor.send({ type: 'rotation.toggle' });
    expect(rotation()).toBe('stopped');
    actor.send({ type: 'hold.change', hold: 'hover', held: true });
    actor.send({ type: 'hold.change', hold: 'hover', held: false });
    clock.increment(slideAdvanceMs * 2);
    expect(index()).toBe(0);
    actor.send({ type: 'rotation.toggle' });
    expect(rotation()).toBe('playing');
    clock.increment(slideAdvanceMs);
    expect(index()).toBe(1);
  });

  it('does not rotate one slide, nor the recommendations’ row', async () => {
    const one = await boot(server([routeSlot(1)]).services);
    one.clock.increment(slideAdvanceMs * 2);
    expect(one.rotation()).toBe('still');
    const row = await boot(server().services, { rotate: false });
    row.actor.send({ type: 'rotation.toggle' });
    row.clock.increment(slideAdvanceMs * 2);
    expect(row.rotation()).toBe('still');
    expect(row.index()).toBe(0);
  });
});

describe('homeSlotsMachine: opening a slot', () => {
  it('navigates to a route slot’s target; a target that is not a route of this site opens nothing', async () => {
    // What the server's slot form accepts (home/slotAdmin.ts isSiteRoute); the rest reached the client some other way.
    const targets = [
      '/app-store',
      'https://elsewhere.test/x',
      '//elsewhere.test',
      '/a//elsewhere.test',
      'javascript:alert(1)',
      '/\\elsewhere.test',
      '/a b',
      ' /draw ',
    ];
    const { actor, navigated } = await boot(server(targets.map((target, index) => routeSlot(index + 1, target))).services);
    for (let id = 1; id <= targets.length + 1; id += 1) actor.send({ type: 'slot.open', slotId: id });
    expect(navigated.mock.calls).toEqual([['/app-store'], ['/draw']]);
  });

  it('asks a visitor to log in for an app slot, and makes nothing', async () => {
    const { services } = server([appSlot(1, 42)]);
    const { actor, login, navigated } = await boot(services);
    actor.send({ type: 'slot.open', slotId: 1 });
    expect(login).toHaveBeenCalledTimes(1);
    expect(services.createChat).not.toHaveBeenCalled();
    expect(navigated).not.toHaveBeenCalled();
  });

  it('makes the app’s conversation for a user and opens it (/chat/:id); presses meanwhile wait', async () => {
    const { services, chats } = server([appSlot(1, 42), routeSlot(2)]);
    const { actor, navigated, login } = await boot(services);
    actor.send({ type: 'session.change', loggedIn: true });
    actor.send({ type: 'slot.open', slotId: 1 });
    expect(actor.getSnapshot().context.opening).toBe(1);
    actor.send({ type: 'slot.open', slotId: 1 });
    actor.send({ type: 'slot.open', slotId: 2 });
    expect(chats.map((chat) => chat.appId)).toEqual([42]);
    chats[0]!.resolve({ id: 77 });
    await vi.waitFor(() => expect(navigated).toHaveBeenCalledWith('/chat/77'));
    expect(navigated).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.opening).toBeNull();
    expect(login).not.toHaveBeenCalled();
  });

  it('says why when the conversation is not made (the server’s message), then takes presses again', async () => {
    const { services, chats } = server([appSlot(1, 42)]);
    const { actor, failed, navigated } = await boot(services, { loggedIn: true });
    actor.send({ type: 'slot.open', slotId: 1 });
    chats[0]!.reject(new Error('该应用已下架或删除 '));
    await vi.waitFor(() => expect(failed).toHaveBeenCalledWith('该应用已下架或删除'));
    expect(actor.getSnapshot().matches({ opening: 'idle' })).toBe(true);
    actor.send({ type: 'slot.open', slotId: 1 });
    expect(chats).toHaveLength(2);
    expect(navigated).not.toHaveBeenCalled();
  });
});
