/**
 * The login dialog (SPEC §2.3.1). How the app wires it:
 *
 *   const machine = provideLoginDialog({
 *     qrLogin: provideQrLogin({ createScene, getQrCode, pollScene, registerByOpenId }),
 *     phoneCode: providePhoneCode({ loadCaptcha, sendPhoneCode }),
 *     register: provideRegister({ register, storeNewUser }),
 *     loginByPassword, // ({ username, password }) => Promise<token>
 *     loginByPhone,    // ({ phone, phoneCode }) => Promise<token>
 *   });
 *   <LoginDialog isOpen machine={machine} input={{ qrEnabled, initialMode }} t={t}
 *     onLoggedIn={(token) => …store, load the user, toast t('login.success'), close…} onClose={close} />
 *
 * Every call is a plain async function: a rejection's `message` is the server's (already
 * localised) text and is shown as it is. The dialog creates its actor when it opens and stops it
 * when it closes. Stories pass the same `provide*` helpers fakes that resolve, reject or never
 * settle, and hold the named delays still (see LoginDialog.stories.tsx). The views read the
 * texts of `loginDialogCatalogs`: register all four with i18next.
 */
export * from './LoginDialog';
export * from './loginDialog.machine';
export * from './loginDialog.view';
export * from './messages';
