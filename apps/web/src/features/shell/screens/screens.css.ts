import { focusRing, vars } from '@lingxi/ui';
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
export const hero = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '960px', margin: '0 auto', paddingTop: vars.space.xl });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const tile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: '64px',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': focusRing,
  },
});
