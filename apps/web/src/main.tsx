import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { initI18n } from './i18n/i18n';
import { computeFingerprint, readFingerprintTraits } from './platform/fingerprint';
import { connectApi } from './site/api';
import { localData, storageKeys } from './shell/localData';
import { clearSession, restoreSession, sessionStore } from './shell/sessionStore';
import { settingsStore } from './shell/settingsStore';
import { toasts } from './shell/toasts';

const fingerprint = localData.getPlain<number>(storageKeys.fingerprint) ?? computeFingerprint(readFingerprintTraits(navigator, screen, Intl.DateTimeFormat().resolvedOptions().timeZone));
localData.setPlain(storageKeys.fingerprint, fingerprint);

connectApi({
  getToken: () => sessionStore.get().token,
  getFingerprint: () => fingerprint,
  // SPEC §4: a 401 clears the token; a body code 401 also reloads the page.
  onUnauthorized: (reloadRequested) => {
    clearSession();
    if (reloadRequested) window.location.reload();
  },
  onErrorToast: (message) => toasts.show('error', message),
});

await Promise.all([initI18n(settingsStore.get().language), restoreSession()]);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
