import { Avatar, DropZone, Spinner } from '@lingxi/ui';
import { useActorRef, useSelector, shallowEqual } from '@xstate/react';
import { fromPromise } from 'xstate';
import { messageText } from '../session/notify';
import { avatarMachine } from './avatar.machine';
import { avatarView } from './settings.view';
import type { SettingsEnv } from './settingsEnv';
import * as css from './SettingsDialog.css';
import { avatarFileTypes } from './validation';

export interface AvatarFieldProps {
  env: SettingsEnv;
  avatar: string;
  /** The avatar's fallback initial and accessible name. */
  name: string;
}

/** The avatar and a drop zone / file picker for a new one (.jpg, .jpeg, .png). */
export function AvatarField({ env, avatar, name }: AvatarFieldProps) {
  const { t, services, notify, onUserChanged } = env;
  const actorRef = useActorRef(
    avatarMachine.provide({
      actors: {
        uploadAvatar: fromPromise(({ input }) => services.uploadAvatar(input)),
        updateProfile: fromPromise(({ input }) => services.updateProfile(input)),
      },
      actions: { notify: (_, notice) => notify(notice), reloadUser: () => onUserChanged() },
    }),
    { input: { avatar } },
  );
  const view = useSelector(actorRef, avatarView, shallowEqual);
  // Every picked file goes to the machine, which refuses other types with the settings' own words.
  const select = (files: File[]) => {
    const [file] = files;
    if (file) actorRef.send({ type: 'avatar.select', file });
  };
  return (
    <div className={css.section}>
      <h3 className={css.sectionTitle}>{t('settings.avatar')}</h3>
      <div className={css.avatarRow}>
        <Avatar name={name} src={view.avatar || undefined} size="xl" />
        <div className={css.avatarDrop}>
          <DropZone
            label={t('settings.avatarDrop')}
            buttonLabel={t('settings.avatarPick')}
            description={t('settings.avatarHint')}
            acceptedFileTypes={avatarFileTypes}
            maxCount={1}
            isDisabled={view.isBusy}
            onAccept={select}
            onReject={select}
          />
        </div>
      </div>
      {view.isBusy ? <Spinner label={t('settings.avatarUploading')} showLabel /> : null}
      {view.error ? (
        <p className={css.alert} role="alert">
          {messageText(t, view.error)}
        </p>
      ) : null}
    </div>
  );
}
