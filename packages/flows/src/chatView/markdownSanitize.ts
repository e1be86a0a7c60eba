import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/**
 * Answers are model output, so every rendered block goes through DOMPurify before it reaches the
 * page: scripts, event handlers and `javascript:` URLs are dropped, as are forms, fields (an input
 * can only be a task list's disabled checkbox), inline styles and ids (model HTML must not restyle the pane or clash with the page's ids). KaTeX's
 * `<semantics>`/`<annotation>` MathML is kept. Links open in a new tab without an opener.
 */
const config: Config = {
  FORBID_TAGS: ['style', 'form', 'textarea', 'select', 'option', 'dialog', 'template'],
  // mathcolor: KaTeX's error red (#cc0000) and \color{…} would fail contrast on the dark theme.
  FORBID_ATTR: ['style', 'id', 'name', 'tabindex', 'autofocus', 'mathcolor', 'mathbackground'],
  ADD_TAGS: ['semantics', 'annotation'],
  ADD_ATTR: ['target'],
};

let purifier: DOMPurify | null = null;

function createPurifier(): DOMPurify {
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      if (node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    } else if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('referrerpolicy', 'no-referrer');
    } else if (node.tagName === 'INPUT') {
      node.setAttribute('type', 'checkbox');
      node.setAttribute('disabled', '');
      // Ours are named (已完成/未完成); one from model HTML is decoration.
      if (!node.hasAttribute('aria-label')) node.setAttribute('aria-hidden', 'true');
    } else if (node.tagName === 'BUTTON') {
      node.setAttribute('type', 'button');
    }
  });
  return instance;
}

/** Safe HTML of a rendered markdown block (needs a DOM: the browser, or jsdom in tests). */
export function sanitizeHtml(html: string): string {
  purifier ??= createPurifier();
  return purifier.sanitize(html, config);
}
