import { serverPaintAttribute } from './serverPaint';

/**
 * Starts the app once the server's paint is on screen. Fetching and compiling ~140 KB of modules while the browser
 * lays out and rasterizes the first screen delays that screen by about 150 ms on two cores (measured: modulepreload
 * links in the HTML against none), so the modules are requested only after the first contentful paint: their preload
 * links all at once (no import waterfall), then the entry. A page without a paint (a screen the server does not
 * render, or a paint hidden for another language) starts at once; a browser without paint timing after the next
 * frame; a tab that paints nothing for five seconds (one opened in the background) then. Until the app takes over,
 * a click on a painted button is recorded for it to replay (paintInput.ts).
 */
function startApp(entry: string, imports: string[], paintSelector: string) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of imports) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    void import(entry);
  };
  const paint = document.querySelector(paintSelector);
  if (!paint || document.documentElement.dataset.serverPaint === 'off') {
    start();
    return;
  }
  // A click on one of the paint's buttons, for the app to replay (paintInput.ts computes the same label).
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || !paint.contains(button)) return;
      event.preventDefault();
      window.lxPaintClick = {
        index: [...paint.querySelectorAll('button')].indexOf(button),
        label: `${button.textContent ?? ''}|${button.getAttribute('aria-label') ?? ''}`,
      };
    },
    true,
  );
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(start));
    return;
  }
  setTimeout(start, 5000);
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(start);
  }).observe({ type: 'paint', buffered: true });
}

/** The inline module script that replaces Vite's entry script in the built index.html. */
export const startAppScript = (entry: string, imports: string[]) =>
  `(${startApp.toString()})(${JSON.stringify(entry)},${JSON.stringify(imports)},${JSON.stringify(`[${serverPaintAttribute}]`)});`;
