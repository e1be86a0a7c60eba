import { assign, enqueueActions, fromPromise, sendParent, sendTo, setup, type SnapshotFrom } from 'xstate';
import { countdownMachine } from '../countdown/countdown.machine';
import { phoneCodeMachine, providePhoneCode, type Captcha, type SendPhoneCodeInput } from '../phoneCode/phoneCode.machine';
import { failureMessage, textOr, type MessageRef, type Notice } from '../session/notify';
import { hasErrors, validateCaptcha, validatePhone, validatePhoneCode, type FieldErrors } from './validation';
import type { SettingsMessageKey } from './messages';

/** POST /auth/captcha: the SVG picture and its opaque id (docs/accounts.md). */
export type PhoneBindingCaptcha = Captcha;

export const phoneBindingFields = ['phone', 'captcha', 'code'] as const;
export type PhoneBindingField = (typeof phoneBindingFields)[number];

/** POST /auth/bindPhone. */
export interface BindPhoneInput {
  phone: string;
  phoneCode: string;
}

/** What the form shows of its phoneCode child, copied from each of the child's snapshots. */
export interface PhoneBindingCodeState {
  captcha: 'loading' | 'ready' | 'failed';
  /** The loaded captcha's picture ('' while there is none). */
  captchaSvg: string;
  send: 'idle' | 'sending' | 'waiting';
  /** Seconds until a code may be sent again (counted while `send` is 'waiting'). */
  remaining: number;
}

export interface PhoneBindingContext {
  /** The user already has a phone: the form changes it (手机号更换成功) rather than binds one. */
  hadPhone: boolean;
  /** As typed. The phoneCode child holds the phone and the captcha answer trimmed, as they are sent. */
  values: Record<PhoneBindingField, string>;
  errors: FieldErrors<PhoneBindingField>;
  code: PhoneBindingCodeState;
  captchaError: MessageRef<SettingsMessageKey> | null;
  sendError: MessageRef<SettingsMessageKey> | null;
  submitError: MessageRef<SettingsMessageKey> | null;
  /** The bind reply: 手机号绑定成功 or 手机号更换成功. */
  boundMessage: MessageRef<SettingsMessageKey> | null;
}

export type PhoneBindingEvent =
  | { type: 'phone.change'; field: PhoneBindingField; value: string }
  | { type: 'phone.refreshCaptcha' }
  | { type: 'phone.sendCode' }
  | { type: 'phone.submit' };

/** The outcomes of the phoneCode child's calls, reported through its hooks (`reportingToParent`). */
export type PhoneCodeReport =
  | { type: 'phoneCode.captchaFailed'; error: unknown }
  | { type: 'phoneCode.sent'; reply: unknown }
  | { type: 'phoneCode.refused'; error: unknown };

const sendErrors = ({ phone, captcha }: PhoneBindingContext['values']): FieldErrors<PhoneBindingField> => {
  const errors: FieldErrors<PhoneBindingField> = {};
  const phoneError = validatePhone(phone);
  const captchaError = validateCaptcha(captcha);
  if (phoneError) errors.phone = phoneError;
  if (captchaError) errors.captcha = captchaError;
  return errors;
};

const submitErrors = ({ phone, code }: PhoneBindingContext['values']): FieldErrors<PhoneBindingField> => {
  const errors: FieldErrors<PhoneBindingField> = {};
  const phoneError = validatePhone(phone);
  const codeError = validatePhoneCode(code);
  if (phoneError) errors.phone = phoneError;
  if (codeError) errors.code = codeError;
  return errors;
};

/** The phoneCode machine (with its calls) as this form's child: the outcomes of its calls come back as events. */
const reportingToParent = (phoneCode: typeof phoneCodeMachine) =>
  phoneCode.provide({
    actions: {
      captchaFailed: sendParent((_, { error }: { error: unknown }): PhoneCodeReport => ({ type: 'phoneCode.captchaFailed', error })),
      codeSent: sendParent((_, { reply }: { reply: unknown }): PhoneCodeReport => ({ type: 'phoneCode.sent', reply })),
      codeRefused: sendParent((_, { error }: { error: unknown }): PhoneCodeReport => ({ type: 'phoneCode.refused', error })),
    },
  });

/**
 * Bind or change the phone (SPEC §2.3.15, §5). The captcha, POST /auth/sendPhoneCode and the 60 s
 * resend wait are the phoneCode machine's (`phoneCode`, invoked for the form's lifetime); this form
 * adds the settings texts (its own rules, the server's replies, the 验证码发送成功 toast) and POST
 * /auth/bindPhone {phone, phoneCode}, which answers 手机号绑定成功 or 手机号更换成功.
 */
export const phoneBindingMachine = setup({
  types: {
    input: {} as { hadPhone: boolean },
    context: {} as PhoneBindingContext,
    events: {} as PhoneBindingEvent | PhoneCodeReport,
    children: {} as { phoneCode: 'phoneCode' },
  },
  actors: {
    /** Captcha, send and resend wait; `providePhoneBinding` gives it the app's calls. */
    phoneCode: reportingToParent(phoneCodeMachine),
    /** Resolves with the server's message. */
    bindPhone: fromPromise<string | void, BindPhoneInput>(async () => {
      throw new Error('bindPhone is not provided');
    }),
  },
  actions: {
    notify: (_, _params: Notice<SettingsMessageKey>) => {},
    reloadUser: () => {},
    /** The child loads a new captcha (captchas are single-use): the typed answer was for the old one. */
    clearCaptchaAnswer: assign(({ context }) => ({ values: { ...context.values, captcha: '' } })),
  },
  guards: {
    /** Sending or waiting: the send button does nothing (as the child would). */
    isCodeBusy: ({ context }) => context.code.send !== 'idle',
    cannotSend: ({ context }) => hasErrors(sendErrors(context.values)) || context.code.captcha !== 'ready',
    isInvalid: ({ context }) => hasErrors(submitErrors(context.values)),
  },
}).createMachine({
  id: 'phoneBinding',
  context: ({ input }) => ({
    hadPhone: input.hadPhone,
    values: { phone: '', captcha: '', code: '' },
    errors: {},
    code: { captcha: 'loading', captchaSvg: '', send: 'idle', remaining: 0 },
    captchaError: null,
    sendError: null,
    submitError: null,
    boundMessage: null,
  }),
  invoke: {
    id: 'phoneCode',
    src: 'phoneCode',
    onSnapshot: {
      actions: assign({
        code: ({ event }) => ({
          captcha: event.snapshot.value.captcha,
          captchaSvg: event.snapshot.context.captchaSvg,
          send: event.snapshot.value.send,
          remaining: event.snapshot.context.remaining,
        }),
      }),
    },
  },
  on: {
    'phone.change': {
      actions: [
        assign(({ context, event }) => ({
          values: { ...context.values, [event.field]: event.value },
          errors: { ...context.errors, [event.field]: undefined },
          sendError: null,
          submitError: null,
        })),
        enqueueActions(({ enqueue, event }) => {
          if (event.field === 'phone') enqueue.sendTo('phoneCode', { type: 'phone.change', value: event.value.trim() });
          if (event.field === 'captcha') enqueue.sendTo('phoneCode', { type: 'captcha.change', value: event.value.trim() });
        }),
      ],
    },
    'phone.refreshCaptcha': { actions: ['clearCaptchaAnswer', assign({ captchaError: null }), sendTo('phoneCode', { type: 'captcha.refresh' })] },
    'phone.sendCode': [
      { guard: 'isCodeBusy' },
      { guard: 'cannotSend', actions: assign(({ context }) => ({ errors: { ...context.errors, ...sendErrors(context.values) } })) },
      { actions: [assign({ sendError: null }), sendTo('phoneCode', { type: 'code.send' })] },
    ],
    'phoneCode.captchaFailed': { actions: assign({ captchaError: ({ event }) => failureMessage(event.error, 'settings.captchaFailed') }) },
    'phoneCode.sent': {
      actions: [
        'clearCaptchaAnswer',
        {
          type: 'notify',
          params: ({ event }) => ({ tone: 'success', message: textOr(typeof event.reply === 'string' ? event.reply : null, 'settings.codeSent') }),
        },
      ],
    },
    'phoneCode.refused': { actions: ['clearCaptchaAnswer', assign({ sendError: ({ event }) => failureMessage(event.error, 'settings.requestFailed') })] },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'phone.submit': [
          { guard: 'isInvalid', actions: assign(({ context }) => ({ errors: { ...context.errors, ...submitErrors(context.values) } })) },
          { target: 'binding', actions: assign({ submitError: null }) },
        ],
      },
    },
    binding: {
      invoke: {
        src: 'bindPhone',
        input: ({ context }) => ({ phone: context.values.phone.trim(), phoneCode: context.values.code.trim() }),
        onDone: {
          target: 'bound',
          actions: [
            assign({
              boundMessage: ({ context, event }) => textOr(event.output || null, context.hadPhone ? 'settings.phoneChanged' : 'settings.phoneBound'),
            }),
            { type: 'notify', params: ({ context }) => ({ tone: 'success', message: context.boundMessage ?? { key: 'settings.phoneBound' } }) },
            'reloadUser',
          ],
        },
        onError: { target: 'editing', actions: assign({ submitError: ({ event }) => failureMessage(event.error, 'settings.requestFailed') }) },
      },
    },
    bound: {},
  },
});

export type PhoneBindingSnapshot = SnapshotFrom<typeof phoneBindingMachine>;

/** The app's calls of the phone form (a subset of `SettingsServices`). */
export interface PhoneBindingCalls {
  getCaptcha: () => Promise<Captcha>;
  /** Resolves with the server's message (验证码发送成功). */
  sendPhoneCode: (input: SendPhoneCodeInput) => Promise<string | void>;
  /** Resolves with the server's message. */
  bindPhone: (input: BindPhoneInput) => Promise<string | void>;
}

/** The machine with the app's calls (or a story's fakes); `resendTick` overrides one second of the resend wait. */
export function providePhoneBinding({ getCaptcha, sendPhoneCode, bindPhone }: PhoneBindingCalls, { resendTick }: { resendTick?: number } = {}) {
  const phoneCode = providePhoneCode({ loadCaptcha: getCaptcha, sendPhoneCode });
  return phoneBindingMachine.provide({
    actors: {
      phoneCode: reportingToParent(
        resendTick === undefined ? phoneCode : phoneCode.provide({ actors: { countdown: countdownMachine.provide({ delays: { tick: resendTick } }) } }),
      ),
      bindPhone: fromPromise<string | void, BindPhoneInput>(({ input }) => bindPhone(input)),
    },
  });
}
