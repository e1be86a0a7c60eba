import { style } from '@vanilla-extract/css';
import { vars } from '@lingxi/ui';

/** The captcha sits inside the field's box, as tall as the text. */
export const captcha = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '96px',
  height: '32px',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
});

export const captchaImage = style({ width: '100%', height: '100%', objectFit: 'contain' });
