import { Marked, type Token, type TokensList } from 'marked';
import { escapeHtml, fenceLanguage, highlightCode } from './markdownHighlight';
import { mathExtensions } from './markdownMath';
import { sanitizeHtml } from './markdownSanitize';

/** The texts a rendered block carries (its code blocks' headers). */
export interface MarkdownLabels {
  /** The copy button of a code block: 复制代码. */
  copyCode: string;
  /** A code block without a language: 代码. */
  code: string;
  /** A task list's ticked and unticked boxes: 已完成, 未完成. */
  taskDone: string;
  taskTodo: string;
}

/** One top-level block of an answer: its markdown source and its token. */
export interface MarkdownBlock {
  readonly raw: string;
  readonly token: Token;
}

export type MarkdownLinks = TokensList['links'];

/**
 * The two steps MarkdownContent needs, injectable so tests can count them:
 * `lex` splits markdown into top-level blocks (marked's lexer), `render` turns one block into
 * sanitised HTML (marked's parser, highlight.js, KaTeX, DOMPurify) — the expensive step.
 */
export interface MarkdownParser {
  lex(source: string, links?: MarkdownLinks): { blocks: MarkdownBlock[]; links: MarkdownLinks };
  render(block: MarkdownBlock, labels: MarkdownLabels): string;
}

let labels: MarkdownLabels = { copyCode: 'Copy code', code: 'code', taskDone: 'Done', taskTodo: 'To do' };

const marked = new Marked({
  gfm: true,
  // Answers are written for chat: a single line break is a line break.
  breaks: true,
  extensions: mathExtensions,
  renderer: {
    code({ text, lang }) {
      const language = fenceLanguage(lang);
      const { html } = highlightCode(text, language);
      const languageClass = language ? ` language-${escapeHtml(language)}` : '';
      return (
        `<div data-md="code"><div data-md="code-header"><span data-md="code-language">${escapeHtml(language || labels.code)}</span>` +
        `<button type="button" data-md="copy-code">${escapeHtml(labels.copyCode)}</button></div>` +
        `<pre><code class="hljs${languageClass}">${html}</code></pre></div>\n`
      );
    },
    checkbox({ checked }) {
      return `<input type="checkbox" disabled${checked ? ' checked' : ''} aria-label="${escapeHtml(checked ? labels.taskDone : labels.taskTodo)}"> `;
    },
  },
});

/** Wide tables scroll inside their own box rather than widening the bubble. */
const wrapTables = (html: string) => html.replace(/<table\b[^>]*>/g, '<div data-md="table">$&').replace(/<\/table>/g, '</table></div>');

/**
 * Code, tables and displayed formulas scroll sideways in their own box; a keyboard user must be able
 * to reach such a box to scroll it (added after sanitising, which drops model-written tabindex).
 */
const focusableScrollers = (html: string) =>
  html.replace(/<pre>/g, '<pre tabindex="0">').replace(/<div data-md="(table|math)">/g, '<div data-md="$1" tabindex="0">');

export const markdownParser: MarkdownParser = {
  lex(source, links) {
    const lexer = new marked.Lexer(marked.defaults);
    if (links) Object.assign(lexer.tokens.links, links);
    const tokens = lexer.lex(source);
    return { blocks: tokens.map((token) => ({ raw: token.raw, token })), links: tokens.links };
  },
  render(block, blockLabels) {
    if (block.token.type === 'space' || block.token.type === 'def') return '';
    labels = blockLabels;
    return focusableScrollers(sanitizeHtml(wrapTables(marked.parser([block.token]))));
  },
};

/**
 * Elements the streaming caret may be put at the end of (not inside MathML, KaTeX's spans, links, nor
 * a formula's TeX shown while KaTeX loads).
 */
const caretHosts = new Set([
  'p',
  'li',
  'ol',
  'ul',
  'pre',
  'code',
  'div',
  'blockquote',
  'td',
  'th',
  'tr',
  'tbody',
  'thead',
  'table',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'em',
  'strong',
  'del',
]);

const closingTagAtEnd = /<\/([a-z0-9]+)>\s*$/;

export const caretHtml = '<span data-md="caret" aria-hidden="true"></span>';

/**
 * The streaming caret after the last character: inside the innermost element that closes at the very
 * end of the block ("<p>text</p>" → "<p>text▍</p>"), stopping before elements it must not enter.
 */
export function withCaret(html: string): string {
  const trimmed = html.trimEnd();
  let insertAt = trimmed.length;
  let rest = trimmed;
  for (let match = closingTagAtEnd.exec(rest); match; match = closingTagAtEnd.exec(rest)) {
    if (!caretHosts.has(match[1] ?? '')) break;
    if (match[1] === 'code' && rest.startsWith('<code data-md="math-pending"', rest.lastIndexOf('<code', match.index))) break;
    insertAt = match.index;
    rest = rest.slice(0, match.index);
  }
  return `${trimmed.slice(0, insertAt)}${caretHtml}${trimmed.slice(insertAt)}`;
}
