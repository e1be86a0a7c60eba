import { style } from '@vanilla-extract/css';
import { vars } from '@lingxi/ui';

/** A switch and, under it, what turning it off does. */
export const switchList = style({ display: 'grid', gap: vars.space.lg });
/** The server URL: selectable, wrapping anywhere, with its copy button beside it. */
export const urlRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
export const url = style({
  flex: '1 1 16rem',
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  wordBreak: 'break-all',
  userSelect: 'all',
});
/** The test's field and button on one line (the button at the field's foot). */
export const testRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'end', flexWrap: 'wrap' });
export const testField = style({ flex: '1 1 14rem', minWidth: 0 });
/** A test's outcome, coloured by its tone. */
export const outcome = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });
export const outcomeTone = {
  success: style({ color: vars.color.successText }),
  warning: style({ color: vars.color.warningText }),
  error: style({ color: vars.color.dangerText }),
  info: style({ color: vars.color.textMuted }),
};
