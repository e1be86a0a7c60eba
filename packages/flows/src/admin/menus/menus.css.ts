import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@lingxi/ui';

const phone = `screen and (max-width: ${breakpoints.md - 1}px)`;

/** The menu as a tree: one row an entry. */
export const tree = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
/** Children sit indented under their parent, a guide line beside them. */
export const children = style([
  tree,
  { marginBlockStart: vars.space.xs, paddingInlineStart: vars.space.lg, borderInlineStart: `2px solid ${vars.color.border}`, marginInlineStart: vars.space.md },
]);
export const row = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const entry = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', minWidth: 0, flex: '1 1 240px' });
export const entryText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const entryName = style({
  display: 'inline-flex',
  gap: vars.space.xs,
  alignItems: 'center',
  flexWrap: 'wrap',
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});
export const entryPath = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontFamily: vars.font.mono, wordBreak: 'break-all' });
export const rowActions = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  flexWrap: 'wrap',
  '@media': { [phone]: { width: '100%', justifyContent: 'flex-end' } },
});
/** A menu icon as the web draws it: a named icon or the operator's image, 20 px. */
export const icon = style({ width: 20, height: 20, flex: 'none', color: vars.color.text, objectFit: 'contain' });
export const iconBlank = style([icon, { borderRadius: vars.radius.sm, border: `1px dashed ${vars.color.border}` }]);
export const iconOption = style({ display: 'inline-flex', gap: vars.space.sm, alignItems: 'center' });
