import { assign, fromPromise, setup } from 'xstate';

/** docs/accounts.md: the message says at least 6 (the rule said 7); we follow the message. */
export const registerUsernameLength = { min: 6, max: 30 } as const;
/** SPEC §5 and §9: the password-login rule, 6 to 30 characters. */
export const registerPasswordLength = { min: 6, max: 30 } as const;
/** SPEC §9: registration success waits 1 s before the dialog switches to password login. */
export const switchToLoginMs = 1000;

export type RegisterErrorKey =
  | 'register.error.usernameRequired'
  | 'register.error.usernameMin'
  | 'register.error.usernameMax'
  | 'register.error.usernameFormat'
  | 'register.error.username'
  | 'register.error.passwordRequired'
  | 'register.error.passwordLength'
  | 'register.error.passwordMismatch'
  | 'register.error.agreement'
  | 'register.error.failed';

export const validateRegisterUsername = (username: string): RegisterErrorKey | null => {
  if (!username) return 'register.error.usernameRequired';
  if (username.length < registerUsernameLength.min) return 'register.error.usernameMin';
  if (username.length > registerUsernameLength.max) return 'register.error.usernameMax';
  return /[a-z]/i.test(username) && /\d/.test(username) ? null : 'register.error.usernameFormat';
};

export const validateRegisterPassword = (password: string): RegisterErrorKey | null => {
  if (!password) return 'register.error.passwordRequired';
  return password.length < registerPasswordLength.min || password.length > registerPasswordLength.max ? 'register.error.passwordLength' : null;
};

const validateVerifyPassword = (password: string, verifyPassword: string): RegisterErrorKey | null =>
  password === verifyPassword ? null : 'register.error.passwordMismatch';

type Field = 'username' | 'password' | 'verifyPassword';

const checks: Record<Field, (context: RegisterContext) => RegisterErrorKey | null> = {
  username: (context) => validateRegisterUsername(context.username),
  password: (context) => validateRegisterPassword(context.password),
  verifyPassword: (context) => validateVerifyPassword(context.password, context.verifyPassword),
};

export interface RegisterCredentials {
  username: string;
  password: string;
}

export interface RegisterContext extends RegisterCredentials {
  verifyPassword: string;
  /** The login dialog's shared agreement checkbox. */
  agreed: boolean;
  /** Per-field messages, set on blur (SPEC §5) and on submit. */
  errors: Partial<Record<Field, RegisterErrorKey>>;
  /** The one message a refused submit reports, in SPEC §5's order. */
  submitError: RegisterErrorKey | null;
  /** The server's text of a failed registration (SPEC §8), with a fallback key. */
  failure: { key: RegisterErrorKey; text: string } | null;
}

export type RegisterEvent =
  | { type: 'username.change' | 'password.change' | 'verifyPassword.change'; value: string }
  | { type: 'username.blur' | 'password.blur' | 'verifyPassword.blur' }
  | { type: 'agreement.change'; agreed: boolean }
  | { type: 'register.submit' };

/**
 * SPEC §5's order: 请输入正确的用户名, then 两次密码不一致, then the agreement. The password's
 * length (not in that list) is checked where its field stands, before the confirmation.
 */
const submitErrorOf = (context: RegisterContext): RegisterErrorKey | null => {
  if (checks.username(context)) return 'register.error.username';
  if (checks.password(context)) return 'register.error.passwordLength';
  if (checks.verifyPassword(context)) return 'register.error.passwordMismatch';
  return context.agreed ? null : 'register.error.agreement';
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

/**
 * The plain register form (username, password, verifyPassword). On success the app's
 * `storeNewUser` keeps the credentials (SPEC §3 newUser), and after `switchToLogin` the machine
 * finishes with them as output so the login dialog fills the password form.
 */
export const registerMachine = setup({
  types: {
    input: {} as { agreed: boolean },
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    output: {} as RegisterCredentials,
  },
  actors: {
    register: fromPromise<unknown, RegisterCredentials>(() => Promise.reject(new Error('register: provide register'))),
  },
  actions: {
    /** Provided by the app: store the credentials as newUser. */
    storeNewUser: (_, _credentials: RegisterCredentials) => {},
    /** Editing a field clears its message and the last submit's report. */
    change: assign(({ context }, { field, value }: { field: Field; value: string }) => ({
      ...({ [field]: value } as Pick<RegisterContext, Field>),
      errors: { ...context.errors, [field]: undefined },
      submitError: null,
      failure: null,
    })),
    check: assign({ errors: ({ context }, { field }: { field: Field }) => ({ ...context.errors, [field]: checks[field](context) ?? undefined }) }),
    refuse: assign({
      errors: ({ context }) => ({
        username: checks.username(context) ?? undefined,
        password: checks.password(context) ?? undefined,
        verifyPassword: checks.verifyPassword(context) ?? undefined,
      }),
      submitError: ({ context }) => submitErrorOf(context),
    }),
  },
  guards: { isRefused: ({ context }) => submitErrorOf(context) !== null },
  delays: { switchToLogin: switchToLoginMs },
}).createMachine({
  id: 'register',
  context: ({ input }) => ({
    username: '',
    password: '',
    verifyPassword: '',
    agreed: input.agreed,
    errors: {},
    submitError: null,
    failure: null,
  }),
  initial: 'editing',
  output: ({ context }) => ({ username: context.username, password: context.password }),
  on: { 'agreement.change': { actions: assign({ agreed: ({ event }) => event.agreed, submitError: null }) } },
  states: {
    editing: {
      on: {
        'username.change': { actions: { type: 'change', params: ({ event }) => ({ field: 'username', value: event.value }) } },
        'password.change': { actions: { type: 'change', params: ({ event }) => ({ field: 'password', value: event.value }) } },
        'verifyPassword.change': { actions: { type: 'change', params: ({ event }) => ({ field: 'verifyPassword', value: event.value }) } },
        'username.blur': { actions: { type: 'check', params: { field: 'username' } } },
        'password.blur': { actions: { type: 'check', params: { field: 'password' } } },
        'verifyPassword.blur': { actions: { type: 'check', params: { field: 'verifyPassword' } } },
        'register.submit': [{ guard: 'isRefused', actions: 'refuse' }, { target: 'submitting' }],
      },
    },
    submitting: {
      entry: assign({ errors: {}, submitError: null, failure: null }),
      invoke: {
        src: 'register',
        input: ({ context }) => ({ username: context.username, password: context.password }),
        onDone: 'registered',
        onError: {
          target: 'editing',
          actions: assign({ failure: ({ event }) => ({ key: 'register.error.failed' as const, text: messageOf(event.error) }) }),
        },
      },
    },
    registered: {
      entry: { type: 'storeNewUser', params: ({ context }) => ({ username: context.username, password: context.password }) },
      after: { switchToLogin: 'done' },
    },
    done: { type: 'final' },
  },
});

export interface RegisterServices {
  register: (credentials: RegisterCredentials) => Promise<unknown>;
  storeNewUser: (credentials: RegisterCredentials) => void;
}

/** The machine with the app's call and storage (or a story's fakes). */
export const provideRegister = (services: RegisterServices) =>
  registerMachine.provide({
    actors: { register: fromPromise<unknown, RegisterCredentials>(({ input }) => services.register(input)) },
    actions: { storeNewUser: (_, credentials) => services.storeNewUser(credentials) },
  });
