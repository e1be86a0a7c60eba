import { style } from '@vanilla-extract/css';
import { vars } from '@lingxi/ui';

export const body = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md });

/** The operator's QR image, at most 240 px square; on paper in both themes (a QR code must stay dark-on-light). */
export const qr = style({
  width: 240,
  maxWidth: '100%',
  aspectRatio: '1',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  colorScheme: 'light',
  background: 'Canvas',
});
