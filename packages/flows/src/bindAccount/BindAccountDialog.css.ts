import { style } from '@vanilla-extract/css';
import { vars } from '@lingxi/ui';

/** The QR side (px); the stage keeps this height in every state so the dialog does not jump. */
export const qrSize = 200;

export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minHeight: `${qrSize + 48}px`,
  textAlign: 'center',
});

export const qr = style({
  display: 'block',
  width: `${qrSize}px`,
  height: `${qrSize}px`,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  // A QR code needs a light quiet zone in the dark theme too.
  background: '#ffffff',
});

export const status = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.md, color: vars.color.dangerText, maxWidth: '32em' });
