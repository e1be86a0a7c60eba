import { style } from '@vanilla-extract/css';
import { vars } from '@lingxi/ui';

export const statusLine = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap', margin: 0 });
/** The QR code beside the key on wide screens, above it on phones. */
export const setup = style({ display: 'flex', gap: vars.space.xl, alignItems: 'flex-start', flexWrap: 'wrap' });
export const steps = style({ display: 'grid', gap: vars.space.md, minWidth: 0, flex: '1 1 260px' });
export const stepTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, color: vars.color.text });
/** The key in groups of four, as authenticator apps show it; wraps rather than overflowing a phone. */
export const secret = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  letterSpacing: '0.05em',
  wordBreak: 'break-all',
  color: vars.color.text,
});
export const qrSize = 184;
export const codeField = style({ maxWidth: '240px' });
