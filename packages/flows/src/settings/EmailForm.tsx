import { Button, TextField } from '@lingxi/ui';
import { useActorRef, useSelector, shallowEqual } from '@xstate/react';
import { fromPromise } from 'xstate';
import { fieldError, FormActions, SubmitForm } from '../formRow/FormRow';
import { messageText } from '../session/notify';
import { emailMachine } from './email.machine';
import { emailView } from './settings.view';
import type { SettingsEnv } from './settingsEnv';
import * as css from './SettingsDialog.css';

/** SPEC §5, §8: bind or change the email; the server mails a link to finish. */
export function EmailForm({ env, email }: { env: SettingsEnv; email: string }) {
  const { t, services } = env;
  const actorRef = useActorRef(emailMachine.provide({ actors: { updateEmail: fromPromise(({ input }) => services.updateEmail(input)) } }), {
    input: { email },
  });
  const view = useSelector(actorRef, emailView, shallowEqual);
  return (
    <SubmitForm className={css.form} onSubmit={() => actorRef.send({ type: 'email.submit' })}>
      <TextField
        label={t('settings.email')}
        name="email"
        type="email"
        autoComplete="email"
        placeholder={t('settings.emailPlaceholder')}
        value={view.value}
        onChange={(value) => actorRef.send({ type: 'email.change', value })}
        isReadOnly={view.isPending}
        isRequired
        {...fieldError(t, view.message)}
      />
      {view.sentMessage ? (
        <p className={css.success} role="status">
          {messageText(t, view.sentMessage)}
        </p>
      ) : null}
      <FormActions>
        <Button type="submit" isPending={view.isPending} pendingLabel={t('settings.submitting')}>
          {t('settings.emailSubmit')}
        </Button>
      </FormActions>
    </SubmitForm>
  );
}
