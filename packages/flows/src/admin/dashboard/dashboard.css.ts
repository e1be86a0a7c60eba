import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@lingxi/ui';

const wideScreen = `screen and (min-width: ${breakpoints.md}px)`;

/** The title and the period it covers. */
export const heading = style({ display: 'grid', gap: vars.space.xs });
export const period = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The period and view choices, 刷新 and the figures' time: one line when it fits. */
export const toolbar = style({ display: 'flex', gap: `${vars.space.md} ${vars.space.xl}`, flexWrap: 'wrap', alignItems: 'end' });
export const refreshRow = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', alignItems: 'center' });
export const updatedAt = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The key figures: as many cards a line as fit, each at least 160 px (two a line on a phone). */
export const figures = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  margin: 0,
});
export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const figureLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
export const figureNote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The charts: two a line from tablets up, one on phones; the wide ones span the line. */
export const charts = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [wideScreen]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const wide = style({ gridColumn: '1 / -1' });

/** One chart (or its table) under its caption. */
export const chartCard = style({
  display: 'grid',
  // A wide table scrolls inside the card rather than widening it.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  alignContent: 'start',
  minWidth: 0,
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const chartTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const chartHint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const empty = style({ margin: 0, padding: `${vars.space.xl} 0`, textAlign: 'center', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The plot: a fixed height, the width of its card. */
export const chartBox = style({ width: '100%', fontSize: vars.fontSize.xs });
// Recharts' surface takes focus (its keyboard layer moves the tooltip with the arrow keys): show it as every control does.
globalStyle(`${chartBox} .recharts-surface`, { outline: 'none', borderRadius: vars.radius.sm });
globalStyle(`${chartBox} .recharts-surface:focus-visible`, { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 });

/** A legend's text in the text colour (Recharts writes the series' colour, too faint on a dark surface). */
export const legendText = style({ color: vars.color.text, fontSize: vars.fontSize.sm });

/** A few columns: no wider than its card (the table's default minimum is for long rows). */
export const compactTable = style({});
globalStyle(`${compactTable} table`, { minWidth: 0 });

/** The tooltip as the theme's raised surface (Recharts writes it inline, so these go through its style props). */
export const tooltipStyle = {
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  boxShadow: vars.elevation.medium,
  fontSize: vars.fontSize.sm,
};
export const tooltipText = { color: vars.color.text };

/** The figures and charts under the toolbar. */
export const content = style({ display: 'grid', gap: vars.space.xl });

/** The busy figures while another period loads. */
export const busy = style({ opacity: 0.6, transition: `opacity ${vars.motion.durationFast} ${vars.motion.easingStandard}` });
