import { Dialog, Modal, Tab, TabList, TabPanel, Tabs, type ModalProps } from '@lingxi/ui';
import { AppearancePanel } from './AppearancePanel';
import { CancellationPanel } from './CancellationPanel';
import { ProfilePanel } from './ProfilePanel';
import { SecurityPanel, type SecurityForm } from './SecurityPanel';
import { settingsTabs, type SettingsTab, type SettingsTheme, type SettingsUser } from './settings.view';
import type { SettingsEnv } from './settingsEnv';

export interface SettingsDialogProps extends Omit<ModalProps, 'children' | 'isOpen' | 'onOpenChange'>, SettingsEnv {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  user: SettingsUser;
  theme: SettingsTheme;
  onThemeChange: (theme: SettingsTheme) => void;
  /** The password changed: every session ended; log out quietly and reopen login. */
  onPasswordChanged: () => void;
  /** 2 s after the account was cancelled: log out. */
  onLogout: () => void;
  /** Open the bind-messaging-account dialog. */
  onBindWechat: () => void;
  defaultTab?: SettingsTab;
  /** The security form open at first (stories). */
  defaultSecurityForm?: SecurityForm | null;
}

/** SPEC §2.3.15: the settings dialog with its profile, security, appearance and cancellation tabs. */
export function SettingsDialog({
  isOpen,
  onOpenChange,
  user,
  theme,
  onThemeChange,
  onPasswordChanged,
  onLogout,
  onBindWechat,
  defaultTab = 'profile',
  defaultSecurityForm = null,
  t,
  services,
  notify,
  onUserChanged,
  delays,
  isDismissable = true,
  ...modalProps
}: SettingsDialogProps) {
  const env: SettingsEnv = { t, services, notify, onUserChanged, delays };
  return (
    <Modal size="md" {...modalProps} isDismissable={isDismissable} isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title={t('settings.title')} closeLabel={t('settings.close')}>
        <Tabs defaultSelectedKey={defaultTab}>
          <TabList aria-label={t('settings.tabs')}>
            {settingsTabs.map((tab) => (
              <Tab key={tab} id={tab}>
                {t(`settings.tab.${tab}`)}
              </Tab>
            ))}
          </TabList>
          <TabPanel id="profile">
            <ProfilePanel env={env} user={user} />
          </TabPanel>
          <TabPanel id="security">
            <SecurityPanel env={env} user={user} onPasswordChanged={onPasswordChanged} onBindWechat={onBindWechat} defaultOpenForm={defaultSecurityForm} />
          </TabPanel>
          <TabPanel id="appearance">
            <AppearancePanel t={t} theme={theme} onThemeChange={onThemeChange} />
          </TabPanel>
          <TabPanel id="cancellation">
            <CancellationPanel env={env} onLogout={onLogout} />
          </TabPanel>
        </Tabs>
      </Dialog>
    </Modal>
  );
}
