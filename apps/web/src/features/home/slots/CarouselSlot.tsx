import { lazy, Suspense, useDeferredValue } from 'react';
import { SectionBoundary } from '../sections/SectionBoundary';
import * as css from './carouselFrame.css';

// The carousel's code (and its machine) is its own chunk, requested once the home page is on screen.
const HomeCarousel = lazy(() => import('./HomeCarousel'));

/** Keeps the box while the carousel's code loads (HomeCarousel renders the same while its slides load). */
const loading = <span data-carousel-space="" hidden />;

/**
 * Where the operator's carousel goes on /homePage, below the hero: its box, held from the first render (and the
 * server's paint). The next render, which React defers until the first is committed, requests the carousel's chunk,
 * so the chunk never competes with the home page's first screen. The carousel then fills the box; with no slides (or
 * a failure) it renders nothing and the empty box takes no room.
 */
export function CarouselSlot() {
  const isAfterFirstRender = useDeferredValue(true, false);
  return (
    <div className={css.frame}>
      {isAfterFirstRender ? (
        <SectionBoundary>
          <Suspense fallback={loading}>
            <HomeCarousel />
          </Suspense>
        </SectionBoundary>
      ) : (
        loading
      )}
    </div>
  );
}
