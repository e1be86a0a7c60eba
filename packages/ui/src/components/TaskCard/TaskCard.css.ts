import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../shared/styles.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

// The picture's box keeps the drawing's ratio before anything loads, so the gallery never jumps.
export const frame = style({
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
});

export const open = style({
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'zoom-in',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: -3 } },
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  textAlign: 'center',
});

export const percent = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.textMuted });

export const bar = style({ width: '70%' });

export const detail = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const failure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const reason = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.dangerText, overflowWrap: 'anywhere' });

export const refund = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const status = style({ position: 'absolute', insetBlockStart: vars.space.sm, insetInlineStart: vars.space.sm });

export const corner = style({ position: 'absolute', insetBlockStart: vars.space.xs, insetInlineEnd: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const note = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
