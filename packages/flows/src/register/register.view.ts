import type { SnapshotFrom } from 'xstate';
import type { RegisterContext, RegisterErrorKey, registerMachine } from './register.machine';

export type RegisterSnapshot = SnapshotFrom<typeof registerMachine>;

export interface RegisterView extends Pick<RegisterContext, 'username' | 'password' | 'verifyPassword' | 'errors'> {
  /** What a refused or failed submit reports: a message key, or the server's own text. */
  alert: { key: RegisterErrorKey; text: string } | null;
  isSubmitting: boolean;
  isRegistered: boolean;
}

/** Snapshot → what the form shows. */
export function registerView(snapshot: RegisterSnapshot): RegisterView {
  const { username, password, verifyPassword, errors, submitError, failure } = snapshot.context;
  return {
    username,
    password,
    verifyPassword,
    errors,
    alert: submitError ? { key: submitError, text: '' } : failure,
    isSubmitting: snapshot.matches('submitting'),
    isRegistered: snapshot.matches('registered') || snapshot.status === 'done',
  };
}
