import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following it as the window resizes. For layouts that must change
 * what they render (not only how it looks) at a width: a table that becomes cards, a sidebar that
 * becomes a rail. False where there is no window.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
