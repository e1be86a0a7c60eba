import { Button, TextField } from '@lingxi/ui';
import { useActorRef, useSelector, shallowEqual } from '@xstate/react';
import { fromPromise } from 'xstate';
import { messageText } from '../session/notify';
import { profileFieldMachine } from './profileField.machine';
import { profileFieldView } from './settings.view';
import type { SettingsEnv } from './settingsEnv';
import type { ProfileField } from './validation';

export interface ProfileFieldFormProps {
  env: SettingsEnv;
  field: ProfileField;
  value: string;
}

/** Nickname or username: a text box with its save button; Enter saves. */
export function ProfileFieldForm({ env, field, value }: ProfileFieldFormProps) {
  const { t, services, notify, onUserChanged } = env;
  const actorRef = useActorRef(
    profileFieldMachine.provide({
      actors: { updateProfile: fromPromise(({ input }) => services.updateProfile(input)) },
      actions: { notify: (_, notice) => notify(notice), reloadUser: () => onUserChanged() },
    }),
    { input: { field, value } },
  );
  const view = useSelector(actorRef, profileFieldView, shallowEqual);
  const label = t(`settings.${field}`);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actorRef.send({ type: 'profile.save' });
      }}
    >
      <TextField
        label={label}
        name={field}
        autoComplete={field === 'username' ? 'username' : 'nickname'}
        value={view.value}
        onChange={(next) => actorRef.send({ type: 'profile.change', value: next })}
        isReadOnly={view.isPending}
        validationBehavior="aria"
        isInvalid={view.message !== null}
        errorMessage={view.message ? messageText(t, view.message) : undefined}
        endAdornment={
          <Button
            type="submit"
            variant="quiet"
            size="sm"
            isPending={view.isPending}
            pendingLabel={t('settings.saving')}
            aria-label={`${t('settings.save')} ${label}`}
          >
            {t('settings.save')}
          </Button>
        }
      />
    </form>
  );
}
