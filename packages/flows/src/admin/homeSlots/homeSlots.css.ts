import { style } from '@vanilla-extract/css';
import { vars } from '@lingxi/ui';

/** A slot's picture in the table: a banner's wide, an app's logo square. */
export const thumb = style({ display: 'block', width: 96, height: 54, borderRadius: vars.radius.sm, objectFit: 'cover', background: vars.color.surfaceSunken });
export const logo = style([thumb, { width: 54 }]);
/** Two lines in a cell: the main one, then a muted note. */
export const stacked = style({ display: 'grid', gap: vars.space.xxs, minWidth: '8em', overflowWrap: 'anywhere' });
export const route = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, overflowWrap: 'anywhere' });
/** The form's choice of what a slot opens, and the pairs of short fields. */
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(180px, 100%), 1fr))',
  alignItems: 'start',
});
