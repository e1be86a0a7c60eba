import { featureList, uniqueEntries } from '../features';
import type { Feature, HomeSection } from '../features/feature';

/** Every feature's home sections, in ascending `order` (ties by key, so the page never depends on the list's order). */
export function orderHomeSections(features: readonly Pick<Feature, 'homeSections'>[]): HomeSection[] {
  const byKey = uniqueEntries(
    'home section',
    features.flatMap((feature) => feature.homeSections.map((section) => [section.key, section] as const)),
  );
  return Object.values(byKey).sort((a, b) => a.order - b.order || a.key.localeCompare(b.key));
}

/**
 * The rows of the home page, composed from the feature list like the route table (docs/web-shell.md
 * "Home sections"). Here rather than in the home feature: the home screen's chunk then shares the
 * list through the shell chunk instead of splitting the descriptors into a chunk of their own.
 */
export const homeSections = orderHomeSections(featureList);
