import { vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

/** The QR's square: the same size whether it shows the code, a spinner or an error. */
export const square = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  width: '200px',
  height: '200px',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  textAlign: 'center',
});

export const image = style({ width: '100%', height: '100%', objectFit: 'contain' });
