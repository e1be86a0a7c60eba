import { lazy, type ComponentType } from 'react';
import { featureList, uniqueEntries, type ScreenKey } from '../features';
import type { ScreenProps } from '../features/feature';

/** Every feature's screens; each is its own chunk, loaded when first visited (SPEC §2.1: all screens load on demand). */
export const screens = uniqueEntries(
  'screen',
  featureList.flatMap((feature) => Object.entries(feature.screens).map(([key, load]) => [key, lazy(load)] as const)),
) as Record<ScreenKey, ComponentType<ScreenProps>>;
