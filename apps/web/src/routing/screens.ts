import { createElement, lazy, useState, useSyncExternalStore, type ComponentType } from 'react';
import { featureList, uniqueEntries, type ScreenKey } from '../features';
import type { ScreenLoader, ScreenProps } from '../features/feature';
import { resolveRoute } from './matchRoute';

const loaders = uniqueEntries(
  'screen',
  featureList.flatMap((feature) => Object.entries(feature.screens)),
) as Record<ScreenKey, ScreenLoader>;

/**
 * A screen loaded on first use, whose loading can start early. Once its module is there it renders directly: a lazy
 * component suspends on its first render even when its chunk has arrived, and React 19 then holds the reveal for up to
 * 300 ms (its Suspense throttle) — the first screen painted that much later. So the routes wait for `ready` (the module
 * arrived, or failed: the lazy wrapper then throws its error to the boundary) before they render the screen at all.
 */
function preloadable(load: ScreenLoader) {
  let loaded: ComponentType<ScreenProps> | undefined;
  let failed = false;
  let loading: ReturnType<ScreenLoader> | undefined;
  const listeners = new Set<() => void>();
  const settle = () => listeners.forEach((listener) => listener());
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        settle();
        return module;
      },
      (error: unknown) => {
        failed = true;
        settle();
        throw error;
      },
    ));
  const Lazy = lazy(start);
  // Chosen once per mount: switching from the lazy wrapper to the module later would remount the screen.
  const Screen = (props: ScreenProps) => {
    const [component] = useState(() => loaded ?? Lazy);
    return createElement(component, props);
  };
  const ready = () => loaded !== undefined || failed;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    start().catch(() => {});
    return () => void listeners.delete(listener);
  };
  return { Screen, start, ready, subscribe };
}

const preloadables = Object.fromEntries(Object.entries(loaders).map(([key, load]) => [key, preloadable(load)])) as Record<
  ScreenKey,
  ReturnType<typeof preloadable>
>;

/** Every feature's screens; each is its own chunk, loaded when first visited (SPEC §2.1: all screens load on demand). */
export const screens = Object.fromEntries(Object.entries(preloadables).map(([key, { Screen }]) => [key, Screen])) as Record<
  ScreenKey,
  ComponentType<ScreenProps>
>;

/** Fetches the chunk of the screen a path shows, beside the app's own start (the first screen); settles either way. */
export async function preloadScreen(path: string): Promise<void> {
  const requested = resolveRoute(path);
  const match = requested.kind === 'redirect' ? resolveRoute(requested.to) : requested;
  if (match.kind === 'screen') await preloadables[match.route.screen].start().catch(() => {});
}

/** Whether a screen's module has arrived (or failed to), starting its load; the caller re-renders when it does. */
export function useScreenReady(key: ScreenKey): boolean {
  const { subscribe, ready } = preloadables[key];
  return useSyncExternalStore(subscribe, ready, ready);
}
