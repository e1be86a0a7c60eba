import { assign, fromPromise, setup } from 'xstate';
import { countdownMachine } from '../countdown/countdown.machine';

/** SPEC §2.3.1 and §9: a new scene and QR every 60 s, counted down on screen. */
export const qrRefreshSeconds = 60;
/** SPEC §4 and §9: the scene is polled every 1 s. */
export const qrLoginPollMs = 1000;

/** The answer of one poll: not scanned yet, a token, or an unknown user's openId ticket. */
export type ScenePollResult = null | { token: string } | { openId: string };

export type QrLoginErrorKey = 'qrLogin.error.load' | 'qrLogin.error.register';

export interface QrLoginContext {
  scene: string;
  /** The QR image URL of the scene. */
  qrUrl: string;
  /** Whole seconds until the QR is replaced. */
  remaining: number;
  openId: string;
  token: string;
  /** A failed load or auto-registration: the server's text when it sent one, else the key. */
  failure: { key: QrLoginErrorKey; text: string } | null;
}

export type QrLoginEvent = { type: 'qr.retry' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');
const tokenOf = (result: ScenePollResult) => (result && 'token' in result ? result.token : '');
const openIdOf = (result: ScenePollResult) => (result && 'openId' in result ? result.openId : '');

/**
 * Messaging-platform QR login (SPEC §4): scene → QR → poll every second. A token finishes the
 * machine with `{ token }`; an openId alone is registered (`registerByOpenId`) and polling
 * resumes until the token comes. A failed poll is a network blip and polling goes on. Stopping
 * the actor (the dialog leaves QR mode) cancels every timer, so polling stops with it.
 */
export const qrLoginMachine = setup({
  types: {
    context: {} as QrLoginContext,
    events: {} as QrLoginEvent,
    output: {} as { token: string },
  },
  actors: {
    createScene: fromPromise<string>(() => Promise.reject(new Error('qrLogin: provide createScene'))),
    getQrCode: fromPromise<string, string>(() => Promise.reject(new Error('qrLogin: provide getQrCode'))),
    pollScene: fromPromise<ScenePollResult, string>(() => Promise.reject(new Error('qrLogin: provide pollScene'))),
    registerByOpenId: fromPromise<unknown, string>(() => Promise.reject(new Error('qrLogin: provide registerByOpenId'))),
    /** The on-screen 60 s countdown (one second per its `tick` delay). */
    countdown: countdownMachine,
  },
  delays: { qrRefresh: qrRefreshSeconds * 1000, pollInterval: qrLoginPollMs },
  guards: {
    hasToken: (_, result: ScenePollResult) => tokenOf(result) !== '',
    hasOpenId: (_, result: ScenePollResult) => openIdOf(result) !== '',
  },
  actions: {
    fail: assign({ failure: (_, failure: QrLoginContext['failure']) => failure }),
  },
}).createMachine({
  id: 'qrLogin',
  context: { scene: '', qrUrl: '', remaining: 0, openId: '', token: '', failure: null },
  initial: 'scene',
  output: ({ context }) => ({ token: context.token }),
  states: {
    scene: {
      entry: assign({ scene: '', qrUrl: '', failure: null }),
      invoke: {
        src: 'createScene',
        onDone: { target: 'qr', actions: assign({ scene: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ key: 'qrLogin.error.load', text: messageOf(event.error) }) } },
      },
    },
    qr: {
      invoke: {
        src: 'getQrCode',
        input: ({ context }) => context.scene,
        onDone: { target: 'shown', actions: assign({ qrUrl: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ key: 'qrLogin.error.load', text: messageOf(event.error) }) } },
      },
    },
    shown: {
      type: 'parallel',
      entry: assign({ remaining: qrRefreshSeconds }),
      after: { qrRefresh: 'scene' },
      invoke: {
        src: 'countdown',
        input: { seconds: qrRefreshSeconds },
        onSnapshot: { actions: assign({ remaining: ({ event }) => event.snapshot.context.remaining }) },
      },
      states: {
        poll: {
          initial: 'waiting',
          states: {
            waiting: { after: { pollInterval: 'checking' } },
            checking: {
              invoke: {
                src: 'pollScene',
                input: ({ context }) => context.scene,
                onDone: [
                  {
                    guard: { type: 'hasToken', params: ({ event }) => event.output },
                    target: '#qrLogin.done',
                    actions: assign({ token: ({ event }) => tokenOf(event.output) }),
                  },
                  {
                    guard: { type: 'hasOpenId', params: ({ event }) => event.output },
                    target: '#qrLogin.registering',
                    actions: assign({ openId: ({ event }) => openIdOf(event.output) }),
                  },
                  { target: 'waiting' },
                ],
                onError: 'waiting',
              },
            },
          },
        },
      },
    },
    registering: {
      invoke: {
        src: 'registerByOpenId',
        input: ({ context }) => context.openId,
        onDone: 'shown',
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ key: 'qrLogin.error.register', text: messageOf(event.error) }) } },
      },
    },
    failed: { on: { 'qr.retry': 'scene' } },
    done: { type: 'final' },
  },
});

export interface QrLoginServices {
  createScene: () => Promise<string>;
  getQrCode: (scene: string) => Promise<string>;
  pollScene: (scene: string) => Promise<ScenePollResult>;
  registerByOpenId: (openId: string) => Promise<unknown>;
}

/** The machine with the app's calls (or a story's fakes) as its actors. */
export const provideQrLogin = (services: QrLoginServices) =>
  qrLoginMachine.provide({
    actors: {
      createScene: fromPromise<string>(() => services.createScene()),
      getQrCode: fromPromise<string, string>(({ input }) => services.getQrCode(input)),
      pollScene: fromPromise<ScenePollResult, string>(({ input }) => services.pollScene(input)),
      registerByOpenId: fromPromise<unknown, string>(({ input }) => services.registerByOpenId(input)),
    },
  });
