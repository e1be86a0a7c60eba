import { assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, textOr, type MessageRef, type Notice } from '../session/notify';
import { hasErrors, validateCaptcha, validatePhone, validatePhoneCode, type FieldErrors } from './validation';

/** SPEC §4, §9: after a code is sent, resending waits 60 s. */
export const phoneBindingResendSeconds = 60;

/** POST /auth/captcha: the SVG picture and its opaque id (docs/accounts.md). */
export interface PhoneBindingCaptcha {
  svg: string;
  /** The captcha's opaque id, sent back with its answer (never the answer itself). */
  captchaId: string;
}

export const phoneBindingFields = ['phone', 'captcha', 'code'] as const;
export type PhoneBindingField = (typeof phoneBindingFields)[number];

export interface PhoneBindingContext {
  /** The user already has a phone: the form changes it (手机号更换成功) rather than binds one. */
  hadPhone: boolean;
  values: Record<PhoneBindingField, string>;
  errors: FieldErrors<PhoneBindingField>;
  captcha: PhoneBindingCaptcha | null;
  captchaError: MessageRef | null;
  sendError: MessageRef | null;
  /** Seconds until a code may be sent again; 0 when it may. */
  remaining: number;
  submitError: MessageRef | null;
  /** The bind reply: 手机号绑定成功 or 手机号更换成功. */
  boundMessage: MessageRef | null;
}

export type PhoneBindingEvent =
  | { type: 'phone.change'; field: PhoneBindingField; value: string }
  | { type: 'phone.refreshCaptcha' }
  | { type: 'phone.sendCode' }
  | { type: 'phone.submit' };

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

/**
 * Bind or change the phone (SPEC §2.3.15, §5): a captcha guards POST /auth/sendPhoneCode, a sent
 * code blocks resending for 60 s (`resendTick` × phoneBindingResendSeconds), and POST /auth/bindPhone
 * {phone, phoneCode} answers 手机号绑定成功 or 手机号更换成功. Captchas are single-use, so every send
 * attempt fetches a new one. Three regions: captcha, code (send + countdown), form (bind).
 */
export const phoneBindingMachine = setup({
  types: { input: {} as { hadPhone: boolean }, context: {} as PhoneBindingContext, events: {} as PhoneBindingEvent },
  actors: {
    getCaptcha: fromPromise<PhoneBindingCaptcha>(async () => {
      throw new Error('getCaptcha is not provided');
    }),
    /** Resolves with the server's message (验证码发送成功). */
    sendPhoneCode: fromPromise<string | void, { phone: string; captchaCode: string; captchaId: string }>(async () => {
      throw new Error('sendPhoneCode is not provided');
    }),
    /** Resolves with the server's message. */
    bindPhone: fromPromise<string | void, { phone: string; phoneCode: string }>(async () => {
      throw new Error('bindPhone is not provided');
    }),
  },
  actions: {
    notify: (_, _params: Notice) => {},
    reloadUser: () => {},
    refreshCaptcha: raise({ type: 'phone.refreshCaptcha' }),
  },
  guards: {
    cannotSend: ({ context }) => hasErrors(sendErrors(context.values)) || context.captcha === null,
    isInvalid: ({ context }) => hasErrors(submitErrors(context.values)),
    isLastSecond: ({ context }) => context.remaining <= 1,
  },
  delays: { resendTick: 1000 },
}).createMachine({
  id: 'phoneBinding',
  type: 'parallel',
  context: ({ input }) => ({
    hadPhone: input.hadPhone,
    values: { phone: '', captcha: '', code: '' },
    errors: {},
    captcha: null,
    captchaError: null,
    sendError: null,
    remaining: 0,
    submitError: null,
    boundMessage: null,
  }),
  on: {
    'phone.change': {
      actions: assign(({ context, event }) => ({
        values: { ...context.values, [event.field]: event.value },
        errors: { ...context.errors, [event.field]: undefined },
        sendError: null,
        submitError: null,
      })),
    },
  },
  states: {
    captcha: {
      initial: 'loading',
      states: {
        loading: {
          entry: assign({ captchaError: null }),
          invoke: {
            src: 'getCaptcha',
            onDone: { target: 'ready', actions: assign({ captcha: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ captcha: null, captchaError: ({ event }) => failureMessage(event.error, 'settings.captchaFailed') }) },
          },
        },
        ready: {},
        failed: {},
      },
      on: {
        'phone.refreshCaptcha': {
          // Not reenter: that would re-enter the whole parallel machine and reset the countdown.
          target: '.loading',
          actions: assign(({ context }) => ({ values: { ...context.values, captcha: '' } })),
        },
      },
    },
    code: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'phone.sendCode': [
              {
                guard: 'cannotSend',
                actions: assign(({ context }) => ({ errors: { ...context.errors, ...sendErrors(context.values) } })),
              },
              { target: 'sending', actions: assign({ sendError: null }) },
            ],
          },
        },
        sending: {
          invoke: {
            src: 'sendPhoneCode',
            input: ({ context }) => ({ phone: context.values.phone.trim(), captchaCode: context.values.captcha.trim(), captchaId: context.captcha?.captchaId ?? '' }),
            onDone: {
              target: 'cooling',
              actions: [
                assign({ remaining: phoneBindingResendSeconds }),
                { type: 'notify', params: ({ event }) => ({ tone: 'success', message: textOr(event.output || null, 'settings.codeSent') }) },
                'refreshCaptcha',
              ],
            },
            onError: {
              target: 'idle',
              actions: [assign({ sendError: ({ event }) => failureMessage(event.error, 'settings.requestFailed') }), 'refreshCaptcha'],
            },
          },
        },
        cooling: {
          after: {
            resendTick: [
              { guard: 'isLastSecond', target: 'idle', actions: assign({ remaining: 0 }) },
              { target: 'cooling', reenter: true, actions: assign({ remaining: ({ context }) => context.remaining - 1 }) },
            ],
          },
        },
      },
    },
    form: {
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
    },
  },
});

export type PhoneBindingSnapshot = SnapshotFrom<typeof phoneBindingMachine>;
