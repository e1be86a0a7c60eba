import { Button, PasswordField } from '@lingxi/ui';
import { useActorRef, useSelector, shallowEqual } from '@xstate/react';
import { fromPromise } from 'xstate';
import { fieldError, FormActions, SubmitForm } from '../formRow/FormRow';
import { messageText } from '../session/notify';
import type { SettingsMessageKey } from './messages';
import { passwordMachine } from './password.machine';
import { passwordView } from './settings.view';
import type { SettingsEnv } from './settingsEnv';
import * as css from './SettingsDialog.css';
import type { PasswordField as Field } from './validation';

export interface PasswordFormProps {
  env: SettingsEnv;
  /** userInfo.password === 'yes'. */
  hasPassword: boolean;
  /** Success: every session ended; the app logs out quietly and reopens login. */
  onPasswordChanged: () => void;
  onCancel: () => void;
}

const labels: Record<Field, SettingsMessageKey> = {
  oldPassword: 'settings.oldPassword',
  password: 'settings.newPassword',
  verifyPassword: 'settings.verifyPassword',
};
const autoComplete: Record<Field, string> = { oldPassword: 'current-password', password: 'new-password', verifyPassword: 'new-password' };

/** SPEC §5 password dialog: old password (only when one is set), new password, confirmation. */
export function PasswordForm({ env, hasPassword, onPasswordChanged, onCancel }: PasswordFormProps) {
  const { t, services, notify } = env;
  const actorRef = useActorRef(
    passwordMachine.provide({
      actors: { updatePassword: fromPromise(({ input }) => services.updatePassword(input)) },
      actions: { notify: (_, notice) => notify(notice), endSession: () => onPasswordChanged() },
    }),
    { input: { hasPassword } },
  );
  const view = useSelector(actorRef, passwordView, shallowEqual);
  const fields: Field[] = view.asksOldPassword ? ['oldPassword', 'password', 'verifyPassword'] : ['password', 'verifyPassword'];
  return (
    <SubmitForm className={css.form} onSubmit={() => actorRef.send({ type: 'password.submit' })}>
      {fields.map((field) => (
        <PasswordField
          key={field}
          label={t(labels[field])}
          name={field}
          autoComplete={autoComplete[field]}
          description={field === 'password' ? t('settings.passwordRule') : undefined}
          value={view.values[field]}
          onChange={(value) => actorRef.send({ type: 'password.change', field, value })}
          isReadOnly={view.isPending}
          isRequired
          {...fieldError(t, view.messages[field])}
          showLabel={t('settings.showPassword')}
          hideLabel={t('settings.hidePassword')}
        />
      ))}
      {view.submitError ? (
        <p className={css.alert} role="alert">
          {messageText(t, view.submitError)}
        </p>
      ) : null}
      <p className={css.muted}>{t('settings.passwordNote')}</p>
      <FormActions>
        <Button variant="secondary" onPress={onCancel} isDisabled={view.isPending}>
          {t('settings.cancel')}
        </Button>
        <Button type="submit" isPending={view.isPending} pendingLabel={t('settings.submitting')}>
          {t(hasPassword ? 'settings.passwordSubmit' : 'settings.passwordSetSubmit')}
        </Button>
      </FormActions>
    </SubmitForm>
  );
}
