import { useSyncExternalStore } from 'react';

/** A minimal external store for app-wide state that React reads with useSyncExternalStore. */
export function createStore<T>(initial: T) {
  let state = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    get: () => state,
    set(patch: Partial<T>) {
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe,
    use<S>(select: (state: T) => S): S {
      const read = () => select(state);
      // The server's render (the first paint in index.html) reads the same state.
      return useSyncExternalStore(subscribe, read, read);
    },
  };
}
