import type Katex from 'katex';
import type { TokenizerAndRendererExtension, Tokens } from 'marked';
import { escapeHtml } from './markdownHighlight';

/**
 * TeX in answers: `$…$` and `\(…\)` inline, `$$…$$` and `\[…\]` displayed. KaTeX writes MathML only
 * (`output: 'mathml'`), which Chromium, Firefox and Safari draw natively, so no KaTeX stylesheet or
 * font is loaded.
 *
 * KaTeX (≈ 270 KB) is a chunk of its own, imported the first time a formula is rendered (or when
 * `preloadMath()` is called). Until it has arrived a formula is shown as its TeX source in a
 * `<code data-md="math-pending">`; MarkdownContent subscribes to `subscribeMath` and renders the
 * blocks that may hold math again once it is there.
 */

interface MathToken extends Tokens.Generic {
  type: 'blockMath' | 'inlineMath';
  text: string;
  display: boolean;
}

let katex: typeof Katex | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads KaTeX (once); resolves when formulas render as MathML. The app may call it ahead of time
 * (the chat screen, when idle); stories and tests await it for a deterministic rendering. A failed
 * load is forgotten, so the next formula (or call) tries again.
 */
export function preloadMath(): Promise<void> {
  loading ??= import('katex').then(
    (module) => {
      katex = module.default;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Whether KaTeX has arrived (the snapshot of `subscribeMath`, for useSyncExternalStore). */
export const isMathReady = () => katex !== null;

/** Calls `listener` once KaTeX has arrived; returns the unsubscribe function. */
export function subscribeMath(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Whether a block's markdown may hold a formula (any delimiter: `$`, `\(`, `\[`). Only such blocks
 * are rendered again when KaTeX arrives; a price counts too, which costs one extra render.
 */
export const mayContainMath = (markdown: string) => /\$|\\[([]/.test(markdown);

/**
 * MathML of one formula; a formula KaTeX cannot read is shown as its source, marked as an error.
 * Before KaTeX has loaded: the escaped TeX in `<code data-md="math-pending">`, and loading starts.
 */
function renderMath(tex: string, display: boolean): string {
  if (!katex) {
    preloadMath().catch(() => {
      // Shown as TeX until a later formula (or preloadMath) loads it.
    });
    return `<code data-md="math-pending">${escapeHtml(tex.trim())}</code>`;
  }
  return katex.renderToString(tex.trim(), { output: 'mathml', displayMode: display, throwOnError: false, strict: 'ignore', trust: false });
}

// A displayed formula on lines of its own: `$$ … $$` (no `$$` inside) or `\[ … \]`.
const blockDollar = /^ {0,3}\$\$((?:[^$]|\$(?!\$))+?)\$\$[^\S\n]*(?:\n|$)/;
const blockBracket = /^ {0,3}\\\[([\s\S]+?)\\\][^\S\n]*(?:\n|$)/;
const blockStart = /(?:^|\n) {0,3}(?:\$\$|\\\[)/;

// Inline: `$$…$$` and `\[…\]` inside a paragraph are displayed; `\(…\)` and `$…$` are not.
const inlineDisplayDollar = /^\$\$((?:[^$]|\$(?!\$))+?)\$\$/;
const inlineDisplayBracket = /^\\\[([\s\S]+?)\\\]/;
const inlineParen = /^\\\(([\s\S]+?)\\\)/;
/**
 * `$…$` as pandoc reads it, so prices stay text: no space after the opening `$` nor before the
 * closing one, and no digit right after it ("$5 and $10" is not a formula).
 */
const inlineDollar = /^\$(?![\s$])((?:\\[\s\S]|[^\\$\n])+?)(?<=[^\s\\])\$(?!\d)/;
const inlineStart = /\$|\\[([]/;

const blockMath: TokenizerAndRendererExtension = {
  name: 'blockMath',
  level: 'block',
  start(src) {
    const match = blockStart.exec(src);
    if (!match) return undefined;
    return match.index + (match[0].startsWith('\n') ? 1 : 0);
  },
  tokenizer(src) {
    const match = blockDollar.exec(src) ?? blockBracket.exec(src);
    if (!match?.[1]?.trim()) return undefined;
    const token: MathToken = { type: 'blockMath', raw: match[0], text: match[1], display: true };
    return token;
  },
  renderer(token) {
    return `<div data-md="math">${renderMath(String(token.text), true)}</div>\n`;
  },
};

const inlineMath: TokenizerAndRendererExtension = {
  name: 'inlineMath',
  level: 'inline',
  start(src) {
    const index = src.search(inlineStart);
    return index < 0 ? undefined : index;
  },
  tokenizer(src) {
    for (const [pattern, display] of [
      [inlineDisplayDollar, true],
      [inlineDisplayBracket, true],
      [inlineParen, false],
      [inlineDollar, false],
    ] as const) {
      const match = pattern.exec(src);
      if (match?.[1]?.trim()) {
        const token: MathToken = { type: 'inlineMath', raw: match[0], text: match[1], display };
        return token;
      }
    }
    return undefined;
  },
  renderer(token) {
    return renderMath(String(token.text), Boolean(token.display));
  },
};

/** The marked extensions for TeX (`new Marked({ extensions: mathExtensions })`). */
export const mathExtensions = [blockMath, inlineMath];
