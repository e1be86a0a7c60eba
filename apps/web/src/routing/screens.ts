import { lazy, type ComponentType } from 'react';
import type { ScreenProps } from '../screens/ScreenProps';
import type { ScreenKey } from './routeTable';

/** Every screen is its own chunk, loaded when first visited (SPEC §2.1: all screens load on demand). */
export const screens: Record<ScreenKey, ComponentType<ScreenProps>> = {
  home: lazy(() => import('../screens/HomeScreen')),
  comingSoon: lazy(() => import('../screens/ComingSoonScreen')),
  legal: lazy(() => import('../screens/LegalScreen')),
  notFound: lazy(() => import('../screens/NotFoundScreen')),
  unlawful: lazy(() => import('../screens/UnlawfulScreen')),
  welcome: lazy(() => import('../screens/WelcomeScreen')),
  extend: lazy(() => import('../screens/ExtendScreen')),
  chat: lazy(() => import('../chat/ChatScreen')),
  document: lazy(() => import('../chat/DocumentScreen')),
};
