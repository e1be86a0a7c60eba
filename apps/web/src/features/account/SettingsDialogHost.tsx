import { messageText, sessionCatalog } from '@lingxi/flows/session';
import { SettingsDialog, settingsCatalog } from '@lingxi/flows/settings';
import { openDialog } from '../../dialogs/dialogRequests';
import { sessionStore } from '../../state/sessionStore';
import { settingsStore, updateSettings } from '../../state/settingsStore';
import { toasts } from '../../state/toasts';
import { settingsCalls } from './accountCalls';
import { useFlowTranslate } from '../../i18n/flowTranslate';
import { logOut, reloadUser } from './sessionControl';

const catalogs = [settingsCatalog, sessionCatalog];

/** The settings dialog (SPEC §2.3.15) for the logged-in user; nothing without user info yet. */
export default function SettingsDialogHost({ onClose }: { onClose: () => void }) {
  const t = useFlowTranslate(catalogs);
  const user = sessionStore.use((state) => state.user);
  const preference = settingsStore.use((state) => state.theme);
  if (!user) return null;
  return (
    <SettingsDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      user={user}
      // The selector offers light and dark (SPEC §2.3.15); auto shows as whatever it resolves to now.
      theme={preference === 'dark' || (preference === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches) ? 'dark' : 'light'}
      onThemeChange={(theme) => updateSettings({ theme })}
      t={t}
      services={settingsCalls}
      notify={(notice) => toasts.show(notice.tone, messageText(t, notice.message))}
      onUserChanged={() => void reloadUser()}
      onPasswordChanged={() => {
        void logOut({ quiet: true });
        openDialog('login');
      }}
      onLogout={() => {
        onClose();
        void logOut({ quiet: true });
      }}
      onBindWechat={() => openDialog('bindWechat')}
    />
  );
}
