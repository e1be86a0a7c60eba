/**
 * Whether this page's first render continues a server paint (index.html arrived with the first screen rendered in it,
 * see entry-server.tsx): the routes then start with that location passed rather than a check that shows the layout
 * alone, so the app's first render matches what is already on screen. The server's own render sets it too.
 */
export const serverPaint = { continued: false };

/** The attribute that marks the server's paint inside #root (a `display: contents` wrapper). */
export const serverPaintAttribute = 'data-server-paint';
