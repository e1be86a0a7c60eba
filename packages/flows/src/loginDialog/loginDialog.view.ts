import type { SnapshotFrom } from 'xstate';
import type { Translate } from '../i18n/messages';
import type { LoginDialogCatalogsKey } from './messages';
import { loginModes, type LoginDialogContext, type LoginMode, type loginDialogMachine } from './loginDialog.machine';

export type LoginDialogSnapshot = SnapshotFrom<typeof loginDialogMachine>;

export interface LoginDialogView {
  /** The active mode; null once logged in (the app closes the dialog). */
  mode: LoginMode | null;
  /** The modes the bottom links offer: every other available one. */
  otherModes: LoginMode[];
  /** Register mode while the operator has closed the sign-up: a note instead of the form. */
  registerClosed: boolean;
  agreed: boolean;
  agreementError: LoginDialogContext['agreementError'];
  password: Pick<LoginDialogContext, 'username' | 'password' | 'errors' | 'failure'> & { isSubmitting: boolean };
  sms: Pick<LoginDialogContext, 'phoneCode' | 'phoneCodeError' | 'failure'> & { isSubmitting: boolean };
}

/** Snapshot → what the dialog shows. */
export function loginDialogView(snapshot: LoginDialogSnapshot): LoginDialogView {
  const { context } = snapshot;
  const mode = loginModes.find((candidate) => snapshot.matches(candidate)) ?? null;
  return {
    mode,
    otherModes: loginModes.filter(
      (candidate) => candidate !== mode && (candidate !== 'qr' || context.qrEnabled) && (candidate !== 'register' || context.registerEnabled),
    ),
    registerClosed: snapshot.matches({ register: 'closed' }),
    agreed: context.agreed,
    agreementError: context.agreementError,
    password: {
      username: context.username,
      password: context.password,
      errors: context.errors,
      failure: context.failure,
      isSubmitting: snapshot.matches({ password: 'submitting' }),
    },
    sms: {
      phoneCode: context.phoneCode,
      phoneCodeError: context.phoneCodeError,
      failure: context.failure,
      isSubmitting: snapshot.matches({ sms: 'submitting' }),
    },
  };
}

/** A failed login's text: the server's, else the flow's own message. */
export const failureText = (failure: LoginDialogContext['failure'], t: Translate<LoginDialogCatalogsKey>) => (failure ? failure.text || t(failure.key) : null);
