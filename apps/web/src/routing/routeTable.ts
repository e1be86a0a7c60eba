import { featureList, type Messages, type ScreenKey } from '../features';
import type { RedirectRoute, ScreenRoute as FeatureRoute } from '../features/feature';

export type { RedirectRoute } from '../features/feature';
/** The screen's name in messages.screens: the document title and the coming-soon heading. */
type ScreenTitle = Extract<keyof Messages['screens'], string>;
export type ScreenRoute = FeatureRoute<ScreenKey, ScreenTitle>;

/** SPEC §2.1 as data: every feature's redirects, in the order of the feature list. */
export const redirects: readonly RedirectRoute[] = featureList.flatMap((feature) => feature.redirects);

/** SPEC §2.1: every screen path of every feature, in the order of the feature list (the first match wins). */
export const screenRoutes = featureList.flatMap((feature) => feature.routes) as readonly ScreenRoute[];
