import { Badge } from '@lingxi/ui';
import { useState } from 'react';
import { EmailForm } from './EmailForm';
import { PasswordForm } from './PasswordForm';
import { PhoneForm } from './PhoneForm';
import { SecurityItem } from './SecurityItem';
import { userHasPassword, isWechatBound, maskPhone, type SettingsUser } from './settings.view';
import type { SettingsEnv } from './settingsEnv';
import * as css from './SettingsDialog.css';

export type SecurityForm = 'password' | 'phone' | 'email';

export interface SecurityPanelProps {
  env: SettingsEnv;
  user: SettingsUser;
  onPasswordChanged: () => void;
  /** Open the bind-messaging-account dialog. */
  onBindWechat: () => void;
  /** The form open at first (stories). */
  defaultOpenForm?: SecurityForm | null;
}

/** SPEC §2.3.15 security center: password, phone, email, WeChat binding status. One form opens at a time. */
export function SecurityPanel({ env, user, onPasswordChanged, onBindWechat, defaultOpenForm = null }: SecurityPanelProps) {
  const { t } = env;
  const [openForm, setOpenForm] = useState<SecurityForm | null>(defaultOpenForm);
  const toggle = (form: SecurityForm) => () => setOpenForm(openForm === form ? null : form);
  const passwordSet = userHasPassword(user);
  const wechatBound = isWechatBound(user);
  return (
    <div className={css.panel}>
      <div>
        <SecurityItem
          label={t('settings.password')}
          value={t(passwordSet ? 'settings.isSet' : 'settings.notSet')}
          actionLabel={t(passwordSet ? 'settings.edit' : 'settings.set')}
          isExpanded={openForm === 'password'}
          onAction={toggle('password')}
        >
          <PasswordForm env={env} hasPassword={passwordSet} onPasswordChanged={onPasswordChanged} onCancel={() => setOpenForm(null)} />
        </SecurityItem>
        <SecurityItem
          label={t('settings.phone')}
          value={user.phone ? maskPhone(user.phone) : t('settings.notBound')}
          actionLabel={t(user.phone ? 'settings.change' : 'settings.bind')}
          isExpanded={openForm === 'phone'}
          onAction={toggle('phone')}
        >
          <PhoneForm env={env} hadPhone={Boolean(user.phone)} />
        </SecurityItem>
        <SecurityItem
          label={t('settings.email')}
          value={user.email || t('settings.notBound')}
          actionLabel={t(user.email ? 'settings.edit' : 'settings.bind')}
          isExpanded={openForm === 'email'}
          onAction={toggle('email')}
        >
          <EmailForm env={env} email={user.email} />
        </SecurityItem>
        <SecurityItem
          label={t('settings.wechat')}
          value={<Badge tone={wechatBound ? 'success' : 'neutral'}>{t(wechatBound ? 'settings.bound' : 'settings.notBound')}</Badge>}
          actionLabel={wechatBound ? undefined : t('settings.bind')}
          onAction={onBindWechat}
        />
      </div>
    </div>
  );
}
