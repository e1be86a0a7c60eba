import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@lingxi/ui';

const phone = `screen and (max-width: ${breakpoints.md - 1}px)`;

/** The ordered list: one card a model, its controls at the end (below on phones). */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [phone]: { gridTemplateColumns: 'auto minmax(0, 1fr)' } },
});
export const position = style({
  minWidth: 28,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const summary = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const nameLine = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  flexWrap: 'wrap',
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});
export const name = style({ fontWeight: vars.fontWeight.medium });
export const details = style({
  display: 'flex',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  flexWrap: 'wrap',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const controls = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  '@media': { [phone]: { gridColumn: '1 / -1', justifyContent: 'flex-start' } },
});

export const group = style({ display: 'grid', gap: vars.space.sm, paddingBlockEnd: vars.space.md, borderBottom: `1px solid ${vars.color.border}` });
export const choices = style({ display: 'flex', gap: `${vars.space.sm} ${vars.space.xl}`, flexWrap: 'wrap', border: 'none', margin: 0, padding: 0 });
export const testOk = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.successText });
