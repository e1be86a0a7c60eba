import { vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

/** A pill on one line: it shortens its text with an ellipsis rather than wrap on a phone. */
export const badge = style({
  display: 'inline-flex',
  alignSelf: 'center',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  minWidth: 0,
  paddingInlineStart: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.warningSoft,
  color: vars.color.warningText,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
});

export const icon = style({ flexShrink: 0 });

export const title = style({ flexShrink: 0, fontWeight: vars.fontWeight.bold });

export const text = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
