import { vars } from '@lingxi/ui';
import { globalStyle, style } from '@vanilla-extract/css';

// The notes workspace: the base and its notes beside the open note; on a phone one of the two at a time.

const phone = 'screen and (max-width: 767px)';

export const workspace = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(220px, 280px) minmax(0, 1fr)',
  gap: vars.space.lg,
  minHeight: 0,
  height: '100%',
  padding: vars.space.lg,
  '@media': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)', padding: vars.space.md } },
});
export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  selectors: { '[data-note-open="true"] &': { '@media': { [phone]: { display: 'none' } } } },
});
export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none', overflowY: 'auto' });
export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  borderRadius: vars.radius.md,
  selectors: { '&[data-current="true"]': { background: vars.color.accentSoft } },
});
export const itemButton = style({
  all: 'unset',
  boxSizing: 'border-box',
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});
export const itemTitle = style({ fontWeight: vars.fontWeight.medium, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const itemExcerpt = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});
export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  minHeight: 0,
  selectors: { '[data-note-open="false"] &': { '@media': { [phone]: { display: 'none' } } } },
});
export const back = style({ display: 'none', '@media': { [phone]: { display: 'inline-flex', alignSelf: 'flex-start' } } });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const grow = style({ flex: '1 1 200px', minWidth: 0 });
export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const statusProblem = style({ margin: 0, color: vars.color.dangerText, fontSize: vars.fontSize.sm });
export const hint = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.xs });
/** The formatting toolbar over the text, in one frame; the text scrolls under the toolbar. */
export const editorFrame = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  minHeight: 280,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  selectors: { '&:focus-within': { borderColor: vars.color.focusRing } },
});
export const editor = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.lg,
  lineHeight: vars.lineHeight.normal,
});
globalStyle(`${editor} .ProseMirror`, { outline: 'none', minHeight: 200, overflowWrap: 'anywhere' });
globalStyle(`${editor} .ProseMirror > * + *`, { marginTop: vars.space.sm });
globalStyle(`${editor} .ProseMirror p.is-editor-empty:first-child::before`, {
  content: 'attr(data-placeholder)',
  color: vars.color.textSubtle,
  float: 'left',
  height: 0,
  pointerEvents: 'none',
});
globalStyle(`${editor} .ProseMirror a`, { color: vars.color.accentText });
globalStyle(`${editor} .ProseMirror pre`, { padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surfaceSunken, overflowX: 'auto' });
globalStyle(`${editor} .ProseMirror blockquote`, { margin: 0, paddingInlineStart: vars.space.md, borderInlineStart: `3px solid ${vars.color.border}` });
globalStyle(`${editor} .ProseMirror h1`, { fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight, fontWeight: vars.fontWeight.bold });
globalStyle(`${editor} .ProseMirror h2`, { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight, fontWeight: vars.fontWeight.bold });
globalStyle(`${editor} .ProseMirror h3`, { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight, fontWeight: vars.fontWeight.bold });
globalStyle(`${editor} .ProseMirror :is(h1, h2, h3):not(:first-child)`, { marginTop: vars.space.lg });
globalStyle(`${editor} .ProseMirror :is(ul, ol)`, { margin: 0, paddingInlineStart: vars.space.xl });
globalStyle(`${editor} .ProseMirror code`, { fontFamily: vars.font.mono, fontSize: '0.9em' });
globalStyle(`${editor} .ProseMirror :not(pre) > code`, { padding: '0.1em 0.3em', borderRadius: vars.radius.sm, background: vars.color.surfaceSunken });
globalStyle(`${editor} .ProseMirror hr`, { margin: `${vars.space.md} 0`, border: 'none', borderTop: `1px solid ${vars.color.borderStrong}` });
globalStyle(`${editor} .ProseMirror hr.ProseMirror-selectednode`, { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });
export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.accent}`,
  borderRadius: vars.radius.lg,
  background: vars.color.accentSoft,
});
export const previewTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const previewText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 240, overflowY: 'auto' });
export const failed = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0 });
export const buttonIcon = style({ display: 'inline-block', flexShrink: 0, marginInlineEnd: vars.space.xs, verticalAlign: '-3px' });
