import { vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

/** Stories only: the pane as the page gives it the viewport's height. */
export const frame = style({ height: '100vh', background: vars.color.background });

/** A stand-in for the model picker bar (its own flow draws the real one). */
export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '52px',
  padding: `0 ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

/** A stand-in for the 演示模式 banner. */
export const notice = style({
  maxWidth: '860px',
  marginInline: 'auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  color: vars.color.infoText,
  fontSize: vars.fontSize.sm,
});
