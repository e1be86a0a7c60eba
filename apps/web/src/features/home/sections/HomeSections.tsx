import { lazy, Suspense, useDeferredValue } from 'react';
import { homeSections } from '../../../routing/homeSections';
import { SectionBoundary } from './SectionBoundary';
import * as css from './homeSections.css';

// Each section's code is its own chunk, fetched once the home page has first rendered.
const sections = homeSections.map(({ key, load }) => ({ key, Section: lazy(load) }));

/**
 * The rows features contribute to the home page (their descriptors' `homeSections`), in order. They render from the
 * second render on, which React defers until the first is committed: their chunks (and what they import, such as a
 * state machine) are requested after the home page has taken over the first screen, not beside it. Every section
 * shows nothing until its data arrives, so the first render (and the server's paint) loses nothing.
 */
export function HomeSections() {
  const isAfterFirstRender = useDeferredValue(true, false);
  return (
    <div className={css.sections}>
      {(isAfterFirstRender ? sections : []).map(({ key, Section }) => (
        <SectionBoundary key={key}>
          <Suspense fallback={null}>
            <Section />
          </Suspense>
        </SectionBoundary>
      ))}
    </div>
  );
}
