import { vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

export const notice = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningText,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const icon = style({ flexShrink: 0, marginTop: '2px', color: vars.color.warningText });

export const text = style({ margin: 0 });

export const title = style({ marginInlineEnd: vars.space.sm, fontWeight: vars.fontWeight.bold });
