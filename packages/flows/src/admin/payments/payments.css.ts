import { style } from '@vanilla-extract/css';
import { vars } from '@lingxi/ui';

/** The provider cards: two a row where there is room, one on phones. */
export const cards = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))' });
export const cardHeader = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' });
export const badges = style({ display: 'inline-flex', gap: vars.space.xs, flexWrap: 'wrap' });
/** The notify URL and its copy button on one line; the address wraps anywhere. */
export const urlRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
export const url = style({ flex: '1 1 auto', minWidth: 0, fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const channels = style({ display: 'flex', gap: vars.space.lg, flexWrap: 'wrap' });
export const testArea = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
export const filters = style({ display: 'flex', gap: vars.space.md, alignItems: 'end', flexWrap: 'wrap' });
export const payload = style({
  margin: 0,
  maxWidth: 360,
  maxHeight: 160,
  overflow: 'auto',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
