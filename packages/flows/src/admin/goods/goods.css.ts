import { style } from '@vanilla-extract/css';
import { vars } from '@lingxi/ui';

export const struck = style({ marginInlineStart: vars.space.xs, textDecoration: 'line-through', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The description as the VIP card lists it: one feature a line. */
export const previewList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xxs,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
