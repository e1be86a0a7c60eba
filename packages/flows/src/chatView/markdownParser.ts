import { Marked, type Token, type TokenizerAndRendererExtension, type Tokens, type TokensList } from 'marked';
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
  /**
   * A grounded answer's citations: each [n] or 【n】 whose n is in `known` becomes a button (data-md="cite") named
   * `${label} n`; an n the answer was not given stays text. Only `citedMarkdownParser` reads it.
   */
  citations?: { label: string; known: ReadonlySet<number> };
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

const renderer = {
  code({ text, lang }: Tokens.Code) {
    const language = fenceLanguage(lang);
    const { html } = highlightCode(text, language);
    const languageClass = language ? ` language-${escapeHtml(language)}` : '';
    return (
      `<div data-md="code"><div data-md="code-header"><span data-md="code-language">${escapeHtml(language || labels.code)}</span>` +
      `<button type="button" data-md="copy-code">${escapeHtml(labels.copyCode)}</button></div>` +
      `<pre><code class="hljs${languageClass}">${html}</code></pre></div>\n`
    );
  },
  checkbox({ checked }: Tokens.Checkbox) {
    return `<input type="checkbox" disabled${checked ? ' checked' : ''} aria-label="${escapeHtml(checked ? labels.taskDone : labels.taskTodo)}"> `;
  },
};

interface CitationToken extends Tokens.Generic {
  type: 'citation';
  n: number;
}

/** [n] or 【n】 (n of one or two digits); not a link's [text](…) nor a reference definition's [n]:. */
const citationPattern = /^(?:\[(\d{1,2})\](?![(:])|【(\d{1,2})】)/;

const citationExtension: TokenizerAndRendererExtension = {
  name: 'citation',
  level: 'inline',
  start: (source) => {
    const at = source.search(/\[\d|【\d/);
    return at < 0 ? undefined : at;
  },
  tokenizer(source): CitationToken | undefined {
    const match = citationPattern.exec(source);
    return match ? { type: 'citation', raw: match[0], n: Number(match[1] ?? match[2]) } : undefined;
  },
  renderer(token) {
    const { n, raw } = token as CitationToken;
    const citations = labels.citations;
    if (!citations?.known.has(n)) return escapeHtml(raw);
    return `<button type="button" data-md="cite" data-n="${n}" aria-label="${escapeHtml(`${citations.label} ${n}`)}">${n}</button>`;
  },
};

const markedWith = (extensions: TokenizerAndRendererExtension[]) =>
  // Answers are written for chat: a single line break is a line break.
  new Marked({ gfm: true, breaks: true, extensions, renderer });

/** Wide tables scroll inside their own box rather than widening the bubble. */
const wrapTables = (html: string) => html.replace(/<table\b[^>]*>/g, '<div data-md="table">$&').replace(/<\/table>/g, '</table></div>');

/**
 * Code, tables and displayed formulas scroll sideways in their own box; a keyboard user must be able
 * to reach such a box to scroll it (added after sanitising, which drops model-written tabindex).
 */
const focusableScrollers = (html: string) =>
  html.replace(/<pre>/g, '<pre tabindex="0">').replace(/<div data-md="(table|math)">/g, '<div data-md="$1" tabindex="0">');

function parserOf(marked: Marked): MarkdownParser {
  return {
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
}

export const markdownParser = parserOf(markedWith(mathExtensions));

/** A grounded answer's: the same, and its [n] citations as buttons (`MarkdownLabels.citations`). */
export const citedMarkdownParser = parserOf(markedWith([...mathExtensions, citationExtension]));

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
