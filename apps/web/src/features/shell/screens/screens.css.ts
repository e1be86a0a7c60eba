import { vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

export const centered = style({ display: 'grid', placeItems: 'center', minHeight: '60dvh', padding: vars.space.xl });
/** A legal page: a reading column (about 40 characters of Chinese a line), clear of the top, the back link above the h1. */
export const legal = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  maxWidth: '720px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxxl}`,
  lineHeight: vars.lineHeight.loose,
  overflowWrap: 'anywhere',
});
export const heading = style({ fontSize: vars.fontSize.display, fontWeight: vars.fontWeight.bold, margin: `0 0 ${vars.space.sm}` });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const frame = style({ width: '100%', height: 'calc(100dvh - 48px)', border: 'none', borderRadius: vars.radius.lg, background: vars.color.surface });
