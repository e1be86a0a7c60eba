import { focusRing, vars } from '@lingxi/ui';
import { globalStyle, keyframes, style, type GlobalStyleRule } from '@vanilla-extract/css';

/**
 * Rendered markdown. Everything inside is HTML from marked, so it is styled with globalStyle
 * scoped under `markdown` (never bare selectors). Highlight and math colours are role tokens, which
 * keep 4.5:1 on the code background in both themes.
 */
export const markdown = style({
  minWidth: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.loose,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/** One top-level block (its own element, so the blocks before a streaming one keep their DOM). */
export const block = style({});

const inside = (selector: string, rule: GlobalStyleRule) => globalStyle(`${markdown} ${selector}`, rule);

globalStyle(`${block} + ${block}`, { marginTop: '0.75em' });
inside(':where(p, ul, ol, blockquote, pre, h1, h2, h3, h4, h5, h6, hr, table, figure)', { margin: 0 });
inside(':where(li, blockquote, td) > :where(*) + :where(*)', { marginTop: '0.5em' });

// Headings: answer-sized, not page-sized.
inside(':where(h1, h2, h3, h4, h5, h6)', { fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });
inside('h1', { fontSize: vars.fontSize.xxl });
inside('h2', { fontSize: vars.fontSize.xl });
inside('h3', { fontSize: vars.fontSize.lg });
inside(':where(h4, h5, h6)', { fontSize: vars.fontSize.md });

inside(':where(ul, ol)', { paddingInlineStart: '1.5em' });
inside('li + li', { marginTop: '0.25em' });
inside('li > input[type="checkbox"]', { marginInlineEnd: '0.4em' });

inside('blockquote', { paddingInlineStart: vars.space.md, borderInlineStart: `3px solid ${vars.color.borderStrong}`, color: vars.color.textMuted });
inside('hr', { border: 0, borderTop: `1px solid ${vars.color.border}` });
inside('a', { color: vars.color.accentText, textDecoration: 'underline', textUnderlineOffset: '2px' });
inside('a:focus-visible', { ...focusRing, borderRadius: vars.radius.sm });
inside('img', { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.md });
inside(':where(strong, b)', { fontWeight: vars.fontWeight.bold });

// Inline code.
inside(':not(pre) > code', {
  padding: '0.1em 0.35em',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
});

// Code blocks: a dark header (language, 复制代码) over the scrolling code, in both themes.
inside('[data-md="code"]', {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});
inside('[data-md="code-header"]', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.xs} ${vars.space.xxs} ${vars.space.md}`,
  background: vars.color.codeHeader,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.codeHeaderText,
});
inside('[data-md="code-language"]', { fontFamily: vars.font.mono, textTransform: 'lowercase' });
inside('[data-md="copy-code"]', {
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
});
inside('[data-md="copy-code"]:hover', { background: vars.color.codeHeaderHover });
inside('[data-md="copy-code"]:focus-visible', focusRing);
inside('pre', { margin: 0, padding: vars.space.md, overflowX: 'auto', lineHeight: vars.lineHeight.normal });
inside(':is(pre, [data-md="table"], [data-md="math"]):focus-visible', { ...focusRing, outlineOffset: '-2px' });
inside('pre code', { fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, whiteSpace: 'pre', overflowWrap: 'normal' });

// Tables scroll in their own box.
inside('[data-md="table"]', { maxWidth: '100%', overflowX: 'auto' });
inside('table', { borderCollapse: 'collapse', fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });
inside(':where(th, td)', { padding: `${vars.space.xs} ${vars.space.md}`, border: `1px solid ${vars.color.border}`, textAlign: 'start', verticalAlign: 'top' });
inside('th', { background: vars.color.surfaceSunken, fontWeight: vars.fontWeight.bold });

// Math: native MathML; a wide formula scrolls; a formula KaTeX could not read shows its source.
// A displayed formula gets room above and below (MathML's own block spacing is tight) and scrolls sideways in its box
// when wider than the column, never the page.
inside('[data-md="math"]', { overflowX: 'auto', overflowY: 'hidden', paddingBlock: vars.space.sm, paddingInline: vars.space.xs });
inside('.katex-display', { display: 'block', margin: 0, textAlign: 'center' });
inside('math', { fontSize: '1.1em' });
inside('math[display="block"]', { fontSize: '1.2em', lineHeight: vars.lineHeight.loose, width: 'max-content', minWidth: '100%' });
inside('.katex-error', { color: vars.color.dangerText, fontFamily: vars.font.mono });

// The streaming caret.
const blink = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0 } });
inside('[data-md="caret"]', {
  display: 'inline-block',
  width: '0.5em',
  height: '1.1em',
  marginInlineStart: '2px',
  verticalAlign: 'text-bottom',
  borderRadius: '1px',
  background: vars.color.accent,
  animation: `${blink} 1s steps(1) infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

// highlight.js tokens, by role colour.
const tokenColors: Array<[string, string]> = [
  ['.hljs-keyword, .hljs-selector-tag, .hljs-doctag, .hljs-meta .hljs-keyword, .hljs-operator', vars.color.accentText],
  ['.hljs-string, .hljs-regexp, .hljs-meta .hljs-string, .hljs-char.escape_', vars.color.successText],
  ['.hljs-number, .hljs-literal, .hljs-symbol, .hljs-bullet, .hljs-link', vars.color.warningText],
  ['.hljs-title, .hljs-title.function_, .hljs-section, .hljs-selector-id, .hljs-selector-class', vars.color.infoText],
  ['.hljs-built_in, .hljs-type, .hljs-title.class_, .hljs-class .hljs-title', vars.color.vipText],
  [
    '.hljs-attr, .hljs-attribute, .hljs-name, .hljs-tag, .hljs-property, .hljs-variable, .hljs-template-variable, .hljs-selector-attr, .hljs-selector-pseudo',
    vars.color.dangerText,
  ],
  ['.hljs-comment, .hljs-quote', vars.color.textSubtle],
  ['.hljs-meta, .hljs-params, .hljs-punctuation, .hljs-subst', vars.color.textMuted],
];
for (const [selectors, color] of tokenColors) inside(`:is(${selectors})`, { color });
inside(':is(.hljs-comment, .hljs-quote, .hljs-emphasis)', { fontStyle: 'italic' });
inside('.hljs-strong', { fontWeight: vars.fontWeight.bold });
inside('.hljs-addition', { color: vars.color.successText, background: vars.color.successSoft });
inside('.hljs-deletion', { color: vars.color.dangerText, background: vars.color.dangerSoft });

// A grounded answer's [n]: a small raised number that opens its source's snippet.
inside('[data-md="cite"]', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5em',
  height: '1.5em',
  marginInline: '1px',
  padding: `0 ${vars.space.xxs}`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1,
  verticalAlign: 'super',
  cursor: 'pointer',
});
inside('[data-md="cite"]:hover', { background: vars.color.surfaceHover });
inside('[data-md="cite"]:focus-visible', focusRing);
