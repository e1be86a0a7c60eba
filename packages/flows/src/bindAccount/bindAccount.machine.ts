import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, textOr, type MessageRef, type Notice } from '../session/notify';
import type { BindAccountMessageKey } from './messages';

/** The reply of POST /official/bindWxBySceneStr: {status: false, msg: ''} while not scanned yet. */
export interface BindPollResult {
  status: boolean;
  msg: string;
}

export interface BindAccountContext {
  scene: string | null;
  /** The QR image URL for the scene. */
  qrUrl: string | null;
  error: MessageRef<BindAccountMessageKey> | null;
}

export type BindAccountEvent = { type: 'bind.retry' };

const fresh: BindAccountContext = { scene: null, qrUrl: null, error: null };

/**
 * The bind-messaging-account dialog (SPEC §2.3.4, §4): get a scene string, show its QR, poll every
 * `pollInterval` (1 s). Status true: success toast, user-info reload, close (final). Status false
 * with an empty msg: not scanned yet, keep polling. Status false with a msg, or a failed call: stop,
 * show the text and offer a new QR (`bind.retry`).
 */
export const bindAccountMachine = setup({
  types: { context: {} as BindAccountContext, events: {} as BindAccountEvent },
  actors: {
    /** POST /official/getQRSceneStrByBind: the scene string. */
    createBindScene: fromPromise<string>(async () => {
      throw new Error('createBindScene is not provided');
    }),
    /** GET /official/getQRCodeByBind {sceneStr}: the QR image URL. */
    getBindQrCode: fromPromise<string, { scene: string }>(async () => {
      throw new Error('getBindQrCode is not provided');
    }),
    /** POST /official/bindWxBySceneStr {sceneStr}. */
    pollBind: fromPromise<BindPollResult, { scene: string }>(async () => {
      throw new Error('pollBind is not provided');
    }),
  },
  actions: {
    notify: (_, _params: Notice<BindAccountMessageKey>) => {},
    /** Reload the user info (session.reload). */
    reloadUser: () => {},
    /** Close the dialog. */
    close: () => {},
    reset: assign(() => fresh),
    fail: assign((_, error: MessageRef<BindAccountMessageKey>) => ({ error })),
  },
  guards: {
    isBound: (_, result: BindPollResult) => result.status,
    isWaiting: (_, result: BindPollResult) => !result.status && result.msg.trim() === '',
  },
  delays: { pollInterval: 1000 },
}).createMachine({
  id: 'bindAccount',
  context: fresh,
  initial: 'creatingScene',
  states: {
    creatingScene: {
      invoke: {
        src: 'createBindScene',
        onDone: { target: 'loadingQr', actions: assign({ scene: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => failureMessage(event.error, 'bindAccount.loadFailed') } },
      },
    },
    loadingQr: {
      invoke: {
        src: 'getBindQrCode',
        input: ({ context }) => ({ scene: context.scene ?? '' }),
        onDone: { target: 'waiting', actions: assign({ qrUrl: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => failureMessage(event.error, 'bindAccount.loadFailed') } },
      },
    },
    waiting: { after: { pollInterval: 'polling' } },
    polling: {
      invoke: {
        src: 'pollBind',
        input: ({ context }) => ({ scene: context.scene ?? '' }),
        onDone: [
          {
            guard: { type: 'isBound', params: ({ event }) => event.output },
            target: 'bound',
            actions: [
              { type: 'notify', params: ({ event }) => ({ tone: 'success', message: textOr(event.output.msg, 'bindAccount.success') }) },
              'reloadUser',
              'close',
            ],
          },
          { guard: { type: 'isWaiting', params: ({ event }) => event.output }, target: 'waiting' },
          { target: 'failed', actions: { type: 'fail', params: ({ event }) => textOr(event.output.msg, 'bindAccount.failed') } },
        ],
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => failureMessage(event.error, 'bindAccount.failed') } },
      },
    },
    failed: { on: { 'bind.retry': { target: 'creatingScene', actions: 'reset' } } },
    bound: { type: 'final' },
  },
});

export type BindAccountSnapshot = SnapshotFrom<typeof bindAccountMachine>;
