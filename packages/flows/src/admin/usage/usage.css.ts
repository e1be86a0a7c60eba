import { style } from '@vanilla-extract/css';
import { vars } from '@lingxi/ui';

/** The title and the period it covers. */
export const heading = style({ display: 'grid', gap: vars.space.xs });
export const period = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The period choice and the figures' time: one line when it fits. */
export const toolbar = style({ display: 'flex', gap: `${vars.space.md} ${vars.space.xl}`, flexWrap: 'wrap', alignItems: 'end' });
export const updatedAt = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The tables under the toolbar; a table wider than a phone scrolls inside its section. */
export const content = style({ display: 'grid', gap: vars.space.xl, gridTemplateColumns: 'minmax(0, 1fr)' });
export const busy = style({ opacity: 0.6, transition: `opacity ${vars.motion.durationFast} ${vars.motion.easingStandard}` });
export const sectionHead = style({ display: 'flex', gap: vars.space.md, justifyContent: 'space-between', alignItems: 'end', flexWrap: 'wrap' });
export const total = style({ fontWeight: vars.fontWeight.bold });

/** A plain table of figures in the design system's look (static: no grid navigation, cheap for 90 rows). */
export const scroller = style({
  maxWidth: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
export const table = style({ width: '100%', borderCollapse: 'collapse', color: vars.color.text, fontSize: vars.fontSize.md });
export const head = style({ background: vars.color.surfaceSunken });
export const column = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.border}`,
});
export const row = style({ selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` } } });
export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  fontWeight: 'inherit',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});
export const emptyCell = style({ padding: `${vars.space.xxl} ${vars.space.md}`, textAlign: 'center', color: vars.color.textSubtle });
