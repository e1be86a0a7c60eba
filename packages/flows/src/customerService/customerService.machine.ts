import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Notice } from '../session/notify';
import type { CustomerServiceMessageKey } from './messages';

export interface CustomerServiceInput {
  /** The operator's online customer-service address (public config chatOnline); '' when none. */
  chatOnline: string;
}

export interface CustomerServiceContext extends CustomerServiceInput {
  /** The QR image to show (POST /config/qrcode), once loaded. */
  qrUrl: string;
}

export type CustomerServiceEvent = { type: 'customerService.close' };

/**
 * The customer-service entry (SPEC §8): the online address opens in a new tab; else the operator's QR image
 * (POST /config/qrcode) shows in a dialog; with neither set, a warning says where to configure it. Ends (final) when
 * the tab opened, the warning showed or the dialog closed.
 */
export const customerServiceMachine = setup({
  types: { context: {} as CustomerServiceContext, events: {} as CustomerServiceEvent, input: {} as CustomerServiceInput },
  actors: {
    /** POST /config/qrcode: the QR image's URL, or '' when none is set. */
    loadQrCode: fromPromise<string>(async () => {
      throw new Error('loadQrCode is not provided');
    }),
  },
  actions: {
    openLink: (_, _url: string) => {},
    notify: (_, _notice: Notice<CustomerServiceMessageKey>) => {},
  },
  guards: {
    hasLink: ({ context }) => context.chatOnline.trim() !== '',
  },
}).createMachine({
  id: 'customerService',
  context: ({ input }) => ({ chatOnline: input.chatOnline, qrUrl: '' }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'hasLink', target: 'done', actions: { type: 'openLink', params: ({ context }) => context.chatOnline.trim() } }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        src: 'loadQrCode',
        onDone: [
          { guard: ({ event }) => event.output !== '', target: 'showing', actions: assign({ qrUrl: ({ event }) => event.output }) },
          { target: 'done', actions: { type: 'notify', params: { tone: 'warning', message: { key: 'customerService.notConfigured' } } } },
        ],
        onError: { target: 'done', actions: { type: 'notify', params: { tone: 'error', message: { key: 'customerService.failed' } } } },
      },
    },
    showing: { on: { 'customerService.close': 'done' } },
    done: { type: 'final' },
  },
});

export type CustomerServiceSnapshot = SnapshotFrom<typeof customerServiceMachine>;
