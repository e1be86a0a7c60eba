import { focusRing, vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

/** 参考来源 under a grounded answer: one chip per cited source. */
export const sources = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginTop: vars.space.xs });
export const heading = style({ margin: 0, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium, color: vars.color.textMuted });
export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&[data-hovered]': { background: vars.color.surfaceHover }, '&[data-focus-visible]': focusRing },
});
export const number = style({ flexShrink: 0, color: vars.color.accentText, fontWeight: vars.fontWeight.medium });
export const name = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const page = style({ flexShrink: 0, color: vars.color.textMuted });

/** The popover of an [n] in the text: where it is from, its start, and the way to the whole passage. */
export const popover = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxWidth: '320px' });
export const where = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text, overflowWrap: 'anywhere' });
export const snippet = style({
  margin: 0,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `2px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
