import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span', 'del', 'ins', 'mark', 'sub', 'sup'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], '*': ['class'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  // Links written by the operator open outside the app and cannot reach back into it.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

/**
 * Operator-written HTML (notice, agreements) reduced to safe markup before any client sees it:
 * no scripts, event handlers, styles, frames or javascript: URLs. The site's CSP is the second layer.
 */
export const safeHtml = (html: string) => sanitizeHtml(html, options);
