import { TextField } from '@lingxi/ui';
import { AvatarField } from './AvatarField';
import { ProfileFieldForm } from './ProfileFieldForm';
import type { SettingsUser } from './settings.view';
import type { SettingsEnv } from './settingsEnv';
import * as css from './SettingsDialog.css';

/** SPEC §2.3.15 profile tab: avatar upload, nickname, username, user ID (read-only). */
export function ProfilePanel({ env, user }: { env: SettingsEnv; user: SettingsUser }) {
  const { t } = env;
  return (
    <div className={css.panel}>
      <AvatarField env={env} avatar={user.avatar} name={user.nickname || user.username} />
      <div className={css.section}>
        <ProfileFieldForm env={env} field="nickname" value={user.nickname} />
        <ProfileFieldForm env={env} field="username" value={user.username} />
        <TextField label={t('settings.userId')} value={String(user.id)} isReadOnly />
      </div>
    </div>
  );
}
