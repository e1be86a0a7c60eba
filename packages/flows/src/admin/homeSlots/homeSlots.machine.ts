import { assign, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import { closedConfirmation, refusalNotice, switchedNotice, unprovided } from '../common/machineKit';
import type { AdminHomeSlot, HomeSlotKind } from './homeSlotForm.machine';
import type { HomeSlotsMessageKey } from './messages';

type Key = HomeSlotsMessageKey | AdminMessageKey;

export interface HomeSlotsContext {
  kind: HomeSlotKind;
  slots: AdminHomeSlot[];
  loadError: MessageRef<Key> | null;
  /** The slot the form edits (null: a new one); the form is open while `editing`. */
  editing: AdminHomeSlot | null;
  /** The slot switched or deleted now. */
  acting: AdminHomeSlot | null;
}

export type HomeSlotsEvent =
  | { type: 'retry' }
  | { type: 'slot.new' }
  | { type: 'slot.edit'; id: number }
  | { type: 'slot.toggle'; id: number }
  | { type: 'slot.delete'; id: number }
  /** The form saved: the list shows the slot as the server answered it. */
  | { type: 'form.saved'; slot: AdminHomeSlot; created: boolean }
  | { type: 'form.cancel' };

/** The users' order: by sort, then the older first (the server's ORDER BY sort, id). */
const ordered = (slots: AdminHomeSlot[]) => [...slots].sort((a, b) => a.sort - b.sort || a.id - b.id);
const slotOf = (context: HomeSlotsContext, id: number) => context.slots.find((slot) => slot.id === id);
/** The list with `slot` as the server answered (a slot moved to the other kind leaves it). */
const withSlot = (context: HomeSlotsContext, slot: AdminHomeSlot) =>
  ordered([...context.slots.filter((row) => row.id !== slot.id), ...(slot.kind === context.kind ? [slot] : [])]);

/**
 * One kind of home slot (推荐 or 轮播) in the users' order (GET /admin/home-slots {kind}), with whether users see each
 * now. 新建 and 编辑 open the form (homeSlotFormMachine, in its dialog); the switch saves 启用 at once; 删除 goes through
 * the two-step confirmation (closing it changes nothing).
 */
export const homeSlotsMachine = setup({
  types: { context: {} as HomeSlotsContext, input: {} as { kind: HomeSlotKind }, events: {} as HomeSlotsEvent },
  actors: {
    load: unprovided<AdminHomeSlot[], HomeSlotKind>('load'),
    setEnabled: unprovided<AdminHomeSlot, { slot: AdminHomeSlot; enabled: boolean }>('setEnabled'),
    remove: unprovided<unknown, AdminHomeSlot>('remove'),
  },
  actions: { notify: (_, _params: Notice<Key>) => {} },
  guards: {
    known: ({ context, event }) => 'id' in event && slotOf(context, event.id) !== undefined,
    cancelled: closedConfirmation,
  },
}).createMachine({
  id: 'homeSlots',
  context: ({ input }) => ({ kind: input.kind, slots: [], loadError: null, editing: null, acting: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ loadError: null }),
      invoke: {
        src: 'load',
        input: ({ context }) => context.kind,
        onDone: { target: 'ready', actions: assign({ slots: ({ event }) => ordered(event.output) }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
      },
    },
    failed: { on: { retry: 'loading' } },
    ready: {
      on: {
        'slot.new': { target: 'editing', actions: assign({ editing: null }) },
        'slot.edit': { guard: 'known', target: 'editing', actions: assign({ editing: ({ context, event }) => slotOf(context, event.id)! }) },
        'slot.toggle': { guard: 'known', target: 'toggling', actions: assign({ acting: ({ context, event }) => slotOf(context, event.id)! }) },
        'slot.delete': { guard: 'known', target: 'deleting', actions: assign({ acting: ({ context, event }) => slotOf(context, event.id)! }) },
      },
    },
    editing: {
      on: {
        'form.cancel': 'ready',
        'form.saved': {
          target: 'ready',
          actions: [
            assign(({ context, event }) => ({ slots: withSlot(context, event.slot), editing: null })),
            {
              type: 'notify',
              params: ({ event }) => ({
                tone: 'success',
                message: { key: event.created ? 'admin.homeSlots.created' : 'admin.homeSlots.saved', values: { title: event.slot.title } },
              }),
            },
          ],
        },
      },
    },
    toggling: {
      invoke: {
        src: 'setEnabled',
        input: ({ context }) => ({ slot: context.acting!, enabled: !context.acting!.enabled }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context, event }) => ({ slots: withSlot(context, event.output), acting: null })),
            { type: 'notify', params: switchedNotice<Key>('admin.homeSlots.enabled', 'admin.homeSlots.disabled') },
          ],
        },
        onError: { target: 'ready', actions: [{ type: 'notify', params: refusalNotice<Key> }, assign({ acting: null })] },
      },
    },
    deleting: {
      invoke: {
        src: 'remove',
        input: ({ context }) => context.acting!,
        onDone: {
          target: 'ready',
          actions: [
            {
              type: 'notify',
              params: ({ context }) => ({ tone: 'success', message: { key: 'admin.homeSlots.removed', values: { title: context.acting!.title } } }),
            },
            assign(({ context }) => ({ slots: context.slots.filter((slot) => slot.id !== context.acting!.id), acting: null })),
          ],
        },
        onError: [
          { guard: 'cancelled', target: 'ready', actions: assign({ acting: null }) },
          { target: 'ready', actions: [{ type: 'notify', params: refusalNotice<Key> }, assign({ acting: null })] },
        ],
      },
    },
  },
});

export type HomeSlotsSnapshot = SnapshotFrom<typeof homeSlotsMachine>;
