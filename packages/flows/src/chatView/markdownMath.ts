import katex from 'katex';
import type { TokenizerAndRendererExtension, Tokens } from 'marked';

/**
 * TeX in answers: `$…$` and `\(…\)` inline, `$$…$$` and `\[…\]` displayed. KaTeX writes MathML only
 * (`output: 'mathml'`), which Chromium, Firefox and Safari draw natively, so no KaTeX stylesheet or
 * font is loaded.
 */

export interface MathToken extends Tokens.Generic {
  type: 'blockMath' | 'inlineMath';
  text: string;
  display: boolean;
}

/** MathML of one formula; a formula KaTeX cannot read is shown as its source, marked as an error. */
export function renderMath(tex: string, display: boolean): string {
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
