import { assign, fromPromise, raise, setup } from 'xstate';
import { countdownMachine } from '../countdown/countdown.machine';

/** SPEC §5: an 11-digit mainland mobile number, 1 then 3–9. */
const phonePattern = /^1[3-9]\d{9}$/;
/** SPEC §5 and §9: the SMS code has exactly 6 characters. */
export const phoneCodeLength = 6;
/** SPEC §4 and §9: after a code is sent, resend waits 60 s. */
export const phoneCodeResendSeconds = 60;

export type PhoneCodeErrorKey =
  | 'phoneCode.error.phoneRequired'
  | 'phoneCode.error.phoneFormat'
  | 'phoneCode.error.captchaRequired'
  | 'phoneCode.error.captchaLoad'
  | 'phoneCode.error.sendFailed'
  | 'phoneCode.error.codeRequired'
  | 'phoneCode.error.codeLength';

/** A failed call: the server's already-localised text when it sent one, else the flow's own key. */
export interface PhoneCodeFailure {
  key: PhoneCodeErrorKey;
  text: string;
}

export const validatePhone = (phone: string): PhoneCodeErrorKey | null =>
  !phone ? 'phoneCode.error.phoneRequired' : phonePattern.test(phone) ? null : 'phoneCode.error.phoneFormat';

/** The SMS-code input of every form that uses this flow (login, bind phone): required, 6 characters. */
export const validatePhoneCode = (code: string): PhoneCodeErrorKey | null =>
  !code ? 'phoneCode.error.codeRequired' : code.length === phoneCodeLength ? null : 'phoneCode.error.codeLength';

const validateCaptcha = (captchaCode: string): PhoneCodeErrorKey | null => (captchaCode ? null : 'phoneCode.error.captchaRequired');

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

export interface Captcha {
  svg: string;
  /** The server's opaque id of this captcha (docs/accounts.md: never its answer). */
  captchaId: string;
}

export interface SendPhoneCodeInput {
  phone: string;
  captchaCode: string;
  captchaId: string;
}

export interface PhoneCodeContext extends Omit<Captcha, 'svg'> {
  phone: string;
  captchaCode: string;
  captchaSvg: string;
  /** Whole seconds until a code may be sent again; 0 when it may. */
  remaining: number;
  phoneError: PhoneCodeErrorKey | null;
  captchaError: PhoneCodeErrorKey | null;
  sendFailure: PhoneCodeFailure | null;
}

export type PhoneCodeEvent =
  | { type: 'phone.change'; value: string }
  | { type: 'captcha.change'; value: string }
  | { type: 'captcha.refresh' }
  | { type: 'code.send' }
  /** Sent by a parent form on submit so the phone field shows its error. */
  | { type: 'phone.check' };

/**
 * Phone number + image captcha → "send code" with a 60 s resend wait (SPEC §4, §5). The captcha
 * loads on start; every send attempt uses it up on the server, so a new one loads after each send,
 * whether it succeeded or not. The SMS code input itself belongs to the parent form
 * (see `validatePhoneCode`).
 */
export const phoneCodeMachine = setup({
  types: {
    context: {} as PhoneCodeContext,
    events: {} as PhoneCodeEvent,
  },
  actors: {
    loadCaptcha: fromPromise<Captcha>(() => Promise.reject(new Error('phoneCode: provide loadCaptcha'))),
    sendPhoneCode: fromPromise<unknown, SendPhoneCodeInput>(() => Promise.reject(new Error('phoneCode: provide sendPhoneCode'))),
    /** The 60 s resend wait (one second per its `tick` delay). */
    countdown: countdownMachine,
  },
  guards: {
    isFormInvalid: ({ context }) => Boolean(validatePhone(context.phone) ?? validateCaptcha(context.captchaCode)),
  },
  actions: {
    checkPhone: assign({ phoneError: ({ context }) => validatePhone(context.phone) }),
    checkForm: assign({
      phoneError: ({ context }) => validatePhone(context.phone),
      captchaError: ({ context }) => validateCaptcha(context.captchaCode),
    }),
    startWait: assign({ remaining: phoneCodeResendSeconds }),
    reloadCaptcha: raise({ type: 'captcha.refresh' }),
    /** Hooks for a parent form that reacts to the calls' outcomes (no-ops here; see settings' phoneBinding). */
    captchaFailed: (_, _params: { error: unknown }) => {},
    codeSent: (_, _params: { reply: unknown }) => {},
    codeRefused: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'phoneCode',
  context: {
    phone: '',
    captchaCode: '',
    captchaId: '',
    captchaSvg: '',
    remaining: 0,
    phoneError: null,
    captchaError: null,
    sendFailure: null,
  },
  type: 'parallel',
  on: {
    'phone.change': { actions: assign({ phone: ({ event }) => event.value, phoneError: null }) },
    'captcha.change': { actions: assign({ captchaCode: ({ event }) => event.value, captchaError: null }) },
    'phone.check': { actions: 'checkPhone' },
  },
  states: {
    captcha: {
      initial: 'loading',
      on: { 'captcha.refresh': '.loading' },
      states: {
        loading: {
          entry: assign({ captchaCode: '', captchaId: '', captchaSvg: '', captchaError: null }),
          invoke: {
            src: 'loadCaptcha',
            onDone: { target: 'ready', actions: assign({ captchaSvg: ({ event }) => event.output.svg, captchaId: ({ event }) => event.output.captchaId }) },
            onError: {
              target: 'failed',
              actions: [assign({ captchaError: 'phoneCode.error.captchaLoad' }), { type: 'captchaFailed', params: ({ event }) => ({ error: event.error }) }],
            },
          },
        },
        ready: {},
        failed: {},
      },
    },
    send: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'code.send': [{ guard: 'isFormInvalid', actions: 'checkForm' }, { target: 'sending' }],
          },
        },
        sending: {
          entry: assign({ sendFailure: null }),
          invoke: {
            src: 'sendPhoneCode',
            input: ({ context }) => ({ phone: context.phone, captchaCode: context.captchaCode, captchaId: context.captchaId }),
            onDone: { target: 'waiting', actions: ['startWait', { type: 'codeSent', params: ({ event }) => ({ reply: event.output }) }, 'reloadCaptcha'] },
            onError: {
              target: 'idle',
              actions: [
                assign({ sendFailure: ({ event }) => ({ key: 'phoneCode.error.sendFailed', text: messageOf(event.error) }) }),
                { type: 'codeRefused', params: ({ event }) => ({ error: event.error }) },
                'reloadCaptcha',
              ],
            },
          },
        },
        waiting: {
          invoke: {
            src: 'countdown',
            input: { seconds: phoneCodeResendSeconds },
            onSnapshot: [
              {
                guard: ({ event }) => event.snapshot.matches('finished'),
                target: 'idle',
                actions: assign({ remaining: ({ event }) => event.snapshot.context.remaining }),
              },
              { actions: assign({ remaining: ({ event }) => event.snapshot.context.remaining }) },
            ],
          },
        },
      },
    },
  },
});

export interface PhoneCodeServices {
  loadCaptcha: () => Promise<Captcha>;
  sendPhoneCode: (input: SendPhoneCodeInput) => Promise<unknown>;
}

/** The machine with the app's calls (or a story's fakes) as its actors. */
export const providePhoneCode = (services: PhoneCodeServices) =>
  phoneCodeMachine.provide({
    actors: {
      loadCaptcha: fromPromise<Captcha>(() => services.loadCaptcha()),
      sendPhoneCode: fromPromise<unknown, SendPhoneCodeInput>(({ input }) => services.sendPhoneCode(input)),
    },
  });
