import { Button, PasswordField, TextField } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { fieldError, SubmitForm } from '../formRow/FormRow';
import type { Translate } from '../i18n';
import { messageText, type MessageRef } from '../session/notify';
import * as css from './admin.css';
import { adminLoginMachine, type AdminCredentials } from './adminLogin.machine';
import type { AdminMessageKey } from './messages';

export interface AdminLoginScreenProps {
  t: Translate<AdminMessageKey>;
  /** POST /admin/auth/login (otp only when given). */
  login: (credentials: AdminCredentials) => Promise<{ token: string }>;
  onLoggedIn: (token: string) => void;
  /** Why the operator is here again (timed out, signed out), shown above the form. */
  notice?: MessageRef<AdminMessageKey> | null;
}

/** The back office's sign-in page (operators only). */
export function AdminLoginScreen({ t, login, onLoggedIn, notice = null }: AdminLoginScreenProps) {
  const [state, send] = useMachine(
    adminLoginMachine.provide({
      actors: { login: fromPromise(({ input }) => login(input)) },
      actions: { loggedIn: (_, params) => onLoggedIn(params.token) },
    }),
  );
  const { values, errors, submitError } = state.context;
  const pending = state.matches('submitting');
  return (
    <main className={css.loginPage}>
      <div className={css.loginCard}>
        <h1 className={css.title}>{t('admin.title')}</h1>
        {notice ? (
          <p className={css.notice} role="status">
            {messageText(t, notice)}
          </p>
        ) : null}
        <SubmitForm className={css.form} onSubmit={() => send({ type: 'login.submit' })}>
          <TextField
            label={t('admin.username')}
            autoComplete="username"
            value={values.username}
            onChange={(value) => send({ type: 'login.change', field: 'username', value })}
            {...fieldError(t, errors.username ? { key: errors.username } : null)}
          />
          <PasswordField
            label={t('admin.password')}
            showLabel={t('admin.showPassword')}
            hideLabel={t('admin.hidePassword')}
            value={values.password}
            onChange={(value) => send({ type: 'login.change', field: 'password', value })}
            {...fieldError(t, errors.password ? { key: errors.password } : null)}
          />
          <TextField
            label={t('admin.otp')}
            description={t('admin.otpHint')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            value={values.otp}
            onChange={(value) => send({ type: 'login.change', field: 'otp', value })}
            {...fieldError(t, errors.otp ? { key: errors.otp } : null)}
          />
          {submitError ? (
            <p className={css.formError} role="alert">
              {messageText(t, submitError)}
            </p>
          ) : null}
          <Button type="submit" variant="primary" isPending={pending} pendingLabel={t('admin.loggingIn')}>
            {t('admin.login')}
          </Button>
        </SubmitForm>
        <p className={css.note}>{t('admin.loginNote')}</p>
      </div>
    </main>
  );
}
