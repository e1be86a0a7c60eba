import DOMPurify from 'dompurify';

/** Operator-written HTML (notice, agreements) made safe to render: no scripts, handlers or frames. */
export const safeHtml = (html: string) => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'iframe'] });
