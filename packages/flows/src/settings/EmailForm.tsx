import { Button, TextField } from '@lingxi/ui';
import { useActorRef, useSelector, shallowEqual } from '@xstate/react';
import { fromPromise } from 'xstate';
import { messageText } from '../session/notify';
import { emailMachine } from './email.machine';
import { emailView } from './settings.view';
import type { SettingsEnv } from './settingsEnv';
import * as css from './SettingsDialog.css';

/** SPEC §5, §8: bind or change the email; the server mails a link to finish. */
export function EmailForm({ env, email }: { env: SettingsEnv; email: string }) {
  const { t, services } = env;
  const actorRef = useActorRef(
    emailMachine.provide({ actors: { updateEmail: fromPromise(({ input }) => services.updateEmail(input)) } }),
    { input: { email } },
  );
  const view = useSelector(actorRef, emailView, shallowEqual);
  return (
    <form
      className={css.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actorRef.send({ type: 'email.submit' });
      }}
    >
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
        validationBehavior="aria"
        isInvalid={view.message !== null}
        errorMessage={view.message ? messageText(t, view.message) : undefined}
      />
      {view.sentMessage ? (
        <p className={css.success} role="status">
          {messageText(t, view.sentMessage)}
        </p>
      ) : null}
      <div className={css.formActions}>
        <Button type="submit" isPending={view.isPending} pendingLabel={t('settings.submitting')}>
          {t('settings.emailSubmit')}
        </Button>
      </div>
    </form>
  );
}
