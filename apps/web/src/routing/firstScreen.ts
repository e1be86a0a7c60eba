import { useEffect } from 'react';
import { createStore } from '../site/createStore';

/** Whether a screen has rendered since the page loaded: dialogs (and the auto-opened notice) wait for it. */
export const firstScreen = createStore<{ shown: boolean }>({ shown: false });

/** Rendered beside the screen, inside its Suspense boundary: it mounts once the screen's code is in. */
export function FirstScreenMark() {
  useEffect(() => {
    if (!firstScreen.get().shown) firstScreen.set({ shown: true });
  }, []);
  return null;
}
