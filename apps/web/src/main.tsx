import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { initI18n } from './i18n/i18n';
import { messages } from './i18n/messages';
import { computeFingerprint, readFingerprintTraits } from './platform/fingerprint';
import { connectApi } from './site/api';
import { localData, storageKeys } from './state/localData';
import { loginFromUrl } from './features/account/accountEntry';
import { reportUnauthorized, resumeSession } from './features/account/sessionControl';
import { notePaintFocus } from './firstPaint/paintInput';
import { serverPaint, serverPaintAttribute } from './firstPaint/serverPaint';
import { preloadScreen } from './routing/screens';
import { readBootData } from './site/bootData';
import { receiveSite } from './site/siteStore';
import { restoreSession, sessionStore } from './state/sessionStore';
import { settingsStore } from './state/settingsStore';
import { toasts } from './state/toasts';

// The config, menus and genuineness came with the page: the guards and the shell need no request to paint.
const boot = readBootData(document, window.location.host);
if (boot) receiveSite(boot);
// The first screen's chunk loads beside the app's start rather than after its first render.
const firstScreen = preloadScreen(window.location.pathname);

const fingerprint =
  localData.getPlain<number>(storageKeys.fingerprint) ??
  computeFingerprint(readFingerprintTraits(navigator, screen, Intl.DateTimeFormat().resolvedOptions().timeZone));
localData.setPlain(storageKeys.fingerprint, fingerprint);

connectApi({
  getToken: () => sessionStore.get().token,
  getFingerprint: () => fingerprint,
  getLanguage: () => settingsStore.get().language,
  // SPEC §4: a 401 clears the token (a body code 401 also reloads the page); the session toasts.
  onUnauthorized: (event) => void reportUnauthorized(event),
  onErrorToast: (message) => toasts.show('error', message),
});

const [, hasToken] = await Promise.all([initI18n(settingsStore.get().language, messages), restoreSession()]);
// A token in the address logs in; a stored one makes the session load the user's info (SPEC §4).
if (!loginFromUrl() && hasToken) resumeSession();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// The server painted this page's first screen (entry-server.tsx): the first render continues it once its screen's
// code is in, so what is on screen is replaced by the same, never by the bare layout in between.
if (root.firstElementChild?.hasAttribute(serverPaintAttribute) && document.documentElement.dataset.serverPaint !== 'off') {
  serverPaint.continued = true;
  await firstScreen;
  notePaintFocus(root);
}
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
