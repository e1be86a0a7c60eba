import { and, assign, fromPromise, sendTo, setup } from 'xstate';
import { phoneCodeMachine, validatePhone, validatePhoneCode, type PhoneCodeErrorKey } from '../phoneCode/phoneCode.machine';
import { qrLoginMachine } from '../qrLogin/qrLogin.machine';
import { registerMachine, type RegisterCredentials } from '../register/register.machine';

/** The dialog's modes; the index is SPEC §2.3.1's mode number (0 QR … 3 register). */
export const loginModes = ['qr', 'password', 'sms', 'register'] as const;
export type LoginMode = (typeof loginModes)[number];

/** SPEC §5 and §9: password login takes a username, email or phone of 2–30 and a password of 6–30. */
export const loginAccountLength = { min: 2, max: 30 } as const;
export const loginPasswordLength = { min: 6, max: 30 } as const;

export type LoginErrorKey =
  | 'login.error.accountRequired'
  | 'login.error.accountLength'
  | 'login.error.passwordRequired'
  | 'login.error.passwordLength'
  | 'login.error.agreement'
  | 'login.error.failed';

const lengthError = <K extends LoginErrorKey>(value: string, { min, max }: { min: number; max: number }, required: K, length: K) =>
  !value ? required : value.length < min || value.length > max ? length : null;

export const validateLoginAccount = (account: string) => lengthError(account, loginAccountLength, 'login.error.accountRequired', 'login.error.accountLength');
export const validateLoginPassword = (password: string) =>
  lengthError(password, loginPasswordLength, 'login.error.passwordRequired', 'login.error.passwordLength');

export interface LoginDialogInput {
  /** The operator turned messaging-platform QR login on (mode 0 exists). */
  qrEnabled: boolean;
  /** 'register' is SPEC §2.3.1's register event: register mode, or password mode if QR login is off. */
  initialMode?: 'login' | 'register';
  /**
   * The operator's switch of the username-and-password sign-up (`emailRegisterStatus`; default on). Off: no register
   * link, and register mode, if the user lands there, says 账号注册已关闭 instead of showing the form.
   */
  registerEnabled?: boolean;
}

export interface LoginDialogContext extends RegisterCredentials, Required<LoginDialogInput> {
  /** The agreement checkbox, shared by every mode (SPEC §4). */
  agreed: boolean;
  agreementError: 'login.error.agreement' | null;
  /** Password-mode field messages. */
  errors: Partial<Record<'username' | 'password', LoginErrorKey>>;
  /** SMS mode: the phone as the phoneCode child holds it, and the code typed here. */
  phone: string;
  phoneCode: string;
  phoneCodeError: PhoneCodeErrorKey | null;
  /** The server's text of a failed login, with a fallback key. */
  failure: { key: 'login.error.failed'; text: string } | null;
  token: string;
}

export type LoginDialogEvent =
  | { type: 'mode.select'; mode: LoginMode }
  | { type: 'agreement.toggle' }
  | { type: 'username.change' | 'password.change' | 'phoneCode.change'; value: string }
  | { type: 'password.submit' | 'sms.submit' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');
const loginFailed = ({ event }: { event: { error: unknown } }) => ({ key: 'login.error.failed' as const, text: messageOf(event.error) });

/**
 * The login dialog (SPEC §2.3.1, §4): QR, password, SMS and register modes over one shared
 * agreement checkbox. Each mode's child (qrLogin, phoneCode, register) runs only while its mode is
 * active. Any successful login finishes the machine with `{ token }`.
 */
export const loginDialogMachine = setup({
  types: {
    input: {} as LoginDialogInput,
    context: {} as LoginDialogContext,
    events: {} as LoginDialogEvent,
    output: {} as { token: string },
    children: {} as { qrLogin: 'qrLogin'; phoneCode: 'phoneCode'; register: 'register' },
  },
  actors: {
    qrLogin: qrLoginMachine,
    phoneCode: phoneCodeMachine,
    register: registerMachine,
    loginByPassword: fromPromise<string, RegisterCredentials>(() => Promise.reject(new Error('loginDialog: provide loginByPassword'))),
    loginByPhone: fromPromise<string, { phone: string; phoneCode: string }>(() => Promise.reject(new Error('loginDialog: provide loginByPhone'))),
  },
  guards: {
    qrEnabled: ({ context }) => context.qrEnabled,
    registerEnabled: ({ context }) => context.registerEnabled,
    opensRegister: ({ context }) => context.initialMode === 'register' && context.qrEnabled,
    selects: ({ event }, { mode }: { mode: LoginMode }) => event.type === 'mode.select' && event.mode === mode,
    isPasswordFormRefused: ({ context }) => Boolean(validateLoginAccount(context.username) ?? validateLoginPassword(context.password)) || !context.agreed,
    isSmsFormRefused: ({ context }) => Boolean(validatePhone(context.phone) ?? validatePhoneCode(context.phoneCode)) || !context.agreed,
  },
  actions: {
    toggleAgreement: assign({ agreed: ({ context }) => !context.agreed, agreementError: null }),
    checkAgreement: assign({ agreementError: ({ context }) => (context.agreed ? null : 'login.error.agreement') }),
    clearMessages: assign({ errors: {}, phoneCodeError: null, agreementError: null, failure: null }),
    storeToken: assign({ token: (_, token: string) => token }),
  },
}).createMachine({
  id: 'loginDialog',
  context: ({ input }) => ({
    qrEnabled: input.qrEnabled,
    initialMode: input.initialMode ?? 'login',
    registerEnabled: input.registerEnabled ?? true,
    agreed: false,
    agreementError: null,
    username: '',
    password: '',
    errors: {},
    phone: '',
    phoneCode: '',
    phoneCodeError: null,
    failure: null,
    token: '',
  }),
  initial: 'opening',
  output: ({ context }) => ({ token: context.token }),
  on: {
    'mode.select': [
      { guard: and(['qrEnabled', { type: 'selects', params: { mode: 'qr' as const } }]), target: '.qr' },
      { guard: { type: 'selects', params: { mode: 'password' } }, target: '.password' },
      { guard: { type: 'selects', params: { mode: 'sms' } }, target: '.sms' },
      { guard: { type: 'selects', params: { mode: 'register' } }, target: '.register' },
    ],
    'agreement.toggle': { actions: 'toggleAgreement' },
  },
  states: {
    opening: {
      always: [{ guard: 'opensRegister', target: 'register' }, { guard: 'qrEnabled', target: 'qr' }, { target: 'password' }],
    },
    qr: {
      // Selecting the active mode again changes nothing (the QR would otherwise start over).
      on: { 'mode.select': { guard: { type: 'selects', params: { mode: 'qr' } } } },
      invoke: {
        id: 'qrLogin',
        src: 'qrLogin',
        onDone: { target: 'done', actions: { type: 'storeToken', params: ({ event }) => event.output.token } },
      },
    },
    password: {
      entry: 'clearMessages',
      on: { 'mode.select': { guard: { type: 'selects', params: { mode: 'password' } } } },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'username.change': {
              actions: assign({ username: ({ event }) => event.value, errors: ({ context }) => ({ ...context.errors, username: undefined }), failure: null }),
            },
            'password.change': {
              actions: assign({ password: ({ event }) => event.value, errors: ({ context }) => ({ ...context.errors, password: undefined }), failure: null }),
            },
            'password.submit': [
              {
                guard: 'isPasswordFormRefused',
                actions: [
                  assign({
                    errors: ({ context }) => ({
                      username: validateLoginAccount(context.username) ?? undefined,
                      password: validateLoginPassword(context.password) ?? undefined,
                    }),
                  }),
                  'checkAgreement',
                ],
              },
              { target: 'submitting' },
            ],
          },
        },
        submitting: {
          entry: assign({ failure: null }),
          invoke: {
            src: 'loginByPassword',
            input: ({ context }) => ({ username: context.username, password: context.password }),
            onDone: { target: '#loginDialog.done', actions: { type: 'storeToken', params: ({ event }) => event.output } },
            onError: { target: 'editing', actions: assign({ failure: loginFailed }) },
          },
        },
      },
    },
    sms: {
      entry: 'clearMessages',
      on: { 'mode.select': { guard: { type: 'selects', params: { mode: 'sms' } } } },
      invoke: {
        id: 'phoneCode',
        src: 'phoneCode',
        onSnapshot: { actions: assign({ phone: ({ event }) => event.snapshot.context.phone }) },
      },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'phoneCode.change': { actions: assign({ phoneCode: ({ event }) => event.value, phoneCodeError: null, failure: null }) },
            'sms.submit': [
              {
                guard: 'isSmsFormRefused',
                actions: [
                  sendTo('phoneCode', { type: 'phone.check' }),
                  assign({ phoneCodeError: ({ context }) => validatePhoneCode(context.phoneCode) }),
                  'checkAgreement',
                ],
              },
              { target: 'submitting' },
            ],
          },
        },
        submitting: {
          entry: assign({ failure: null }),
          invoke: {
            src: 'loginByPhone',
            input: ({ context }) => ({ phone: context.phone, phoneCode: context.phoneCode }),
            onDone: { target: '#loginDialog.done', actions: { type: 'storeToken', params: ({ event }) => event.output } },
            onError: { target: 'editing', actions: assign({ failure: loginFailed }) },
          },
        },
      },
    },
    register: {
      on: { 'mode.select': { guard: { type: 'selects', params: { mode: 'register' } } } },
      initial: 'choosing',
      states: {
        choosing: { always: [{ guard: 'registerEnabled', target: 'open' }, { target: 'closed' }] },
        open: {
          on: {
            'agreement.toggle': {
              actions: ['toggleAgreement', sendTo('register', ({ context }) => ({ type: 'agreement.change' as const, agreed: context.agreed }))],
            },
          },
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context }) => ({ agreed: context.agreed }),
            // SPEC §4: after registering, password mode with the new credentials filled in.
            onDone: {
              target: '#loginDialog.password',
              actions: assign({ username: ({ event }) => event.output.username, password: ({ event }) => event.output.password }),
            },
          },
        },
        // The operator closed this sign-up: the mode only says so (the other modes stay a click away).
        closed: {},
      },
    },
    done: { type: 'final' },
  },
});

export interface LoginDialogServices {
  /** The four children, each already provided with its calls (`provideQrLogin` and friends). */
  qrLogin: typeof qrLoginMachine;
  phoneCode: typeof phoneCodeMachine;
  register: typeof registerMachine;
  loginByPassword: (credentials: RegisterCredentials) => Promise<string>;
  loginByPhone: (input: { phone: string; phoneCode: string }) => Promise<string>;
}

/** The dialog's machine with the app's children and calls (or a story's fakes). */
export const provideLoginDialog = (services: LoginDialogServices) =>
  loginDialogMachine.provide({
    actors: {
      qrLogin: services.qrLogin,
      phoneCode: services.phoneCode,
      register: services.register,
      loginByPassword: fromPromise<string, RegisterCredentials>(({ input }) => services.loginByPassword(input)),
      loginByPhone: fromPromise<string, { phone: string; phoneCode: string }>(({ input }) => services.loginByPhone(input)),
    },
  });
