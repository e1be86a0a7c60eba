import { LoginDialog, loginDialogCatalogs, provideLoginDialog } from '@lingxi/flows/loginDialog';
import { providePhoneCode } from '@lingxi/flows/phoneCode';
import { provideQrLogin } from '@lingxi/flows/qrLogin';
import { provideRegister } from '@lingxi/flows/register';
import { localData, storageKeys } from '../../state/localData';
import { configNumber, siteStore } from '../../site/siteStore';
import type { DialogHostProps } from '../feature';
import { loadCaptcha, loginByPassword, loginByPhone, qrLoginCalls, register, sendPhoneCode } from './accountCalls';
import { useFlowTranslate } from '../../i18n/flowTranslate';
import { logIn } from './sessionControl';

// Built once: the machine is a definition; each opening of the dialog starts a new actor from it.
const machine = provideLoginDialog({
  qrLogin: provideQrLogin(qrLoginCalls),
  phoneCode: providePhoneCode({ loadCaptcha, sendPhoneCode }),
  // SPEC §3 newUser: the new credentials are kept so the password form can be filled.
  register: provideRegister({ register, storeNewUser: (credentials) => void localData.setEncrypted(storageKeys.newUser, credentials) }),
  loginByPassword,
  loginByPhone,
});

/** The login dialog (SPEC §2.3.1) with the server's calls; QR login and the register form show when the operator enabled them. */
export default function LoginDialogHost({ options, onClose }: DialogHostProps) {
  const t = useFlowTranslate(loginDialogCatalogs);
  const qrEnabled = siteStore.use((state) => configNumber(state.config, 'wechatRegisterStatus') === 1);
  // The username-and-password sign-up's switch (the server refuses it too: createUser.ts assertRegistrationOpen).
  const registerEnabled = siteStore.use((state) => configNumber(state.config, 'emailRegisterStatus') === 1);
  return (
    <LoginDialog
      isOpen
      machine={machine}
      input={{ qrEnabled, registerEnabled, initialMode: options.loginMode }}
      t={t}
      onClose={onClose}
      onLoggedIn={(token) => {
        onClose();
        void logIn(token, 'login');
      }}
    />
  );
}
