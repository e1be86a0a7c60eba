import { useLocation } from 'wouter';
import type { MenuEntry } from '../../../site/api';
import { openDialog } from '../../../dialogs/dialogRequests';
import { sessionStore } from '../../../state/sessionStore';
import { extendHref, menuAction } from './menuTree';

/** Choosing a menu entry: login first when it needs auth, then a route, /extend or a new tab. */
export function useMenuNavigation() {
  const [, navigate] = useLocation();
  const hasToken = sessionStore.use((state) => state.token !== null);
  return (entry: MenuEntry) => {
    if (entry.isNeedAuth && !hasToken) {
      openDialog('login');
      return;
    }
    const action = menuAction(entry);
    if (action.kind === 'route') navigate(action.path);
    else if (action.kind === 'extend') navigate(extendHref(action.url, action.name));
    else if (action.kind === 'external') window.open(action.url, '_blank', 'noopener,noreferrer');
  };
}
