import { lazy, Suspense } from 'react';
import { homeSections } from '../../../routing/homeSections';
import { SectionBoundary } from './SectionBoundary';
import * as css from './homeSections.css';

// Each section's code is its own chunk, fetched when the home page first renders it.
const sections = homeSections.map(({ key, load }) => ({ key, Section: lazy(load) }));

/** The rows features contribute to the home page (their descriptors' `homeSections`), in order. */
export function HomeSections() {
  return (
    <div className={css.sections}>
      {sections.map(({ key, Section }) => (
        <SectionBoundary key={key}>
          <Suspense fallback={null}>
            <Section />
          </Suspense>
        </SectionBoundary>
      ))}
    </div>
  );
}
