import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@lingxi/ui';

const phone = `screen and (max-width: ${breakpoints.md - 1}px)`;

/** Prices: a mode per row, its three classes across (one column on phones). */
export const priceGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  '@media': { [phone]: { gridTemplateColumns: '1fr' } },
});

/** Two short sections side by side from tablets up. */
export const pair = style({ display: 'grid', gap: vars.space.xl, gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', alignItems: 'start' });

/** The job monitor's unfinished counts, as a row of figures. */
export const counts = style({ display: 'flex', gap: vars.space.lg, flexWrap: 'wrap', margin: 0, padding: 0, listStyle: 'none' });
export const count = style({ display: 'grid', gap: vars.space.xxs, minWidth: 72 });
export const countValue = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.text, fontVariantNumeric: 'tabular-nums' });
export const error = style({ color: vars.color.dangerText, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

/** A library prompt in its table: two lines at most, long words broken. */
export const promptText = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
