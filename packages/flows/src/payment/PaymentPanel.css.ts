import { style } from '@vanilla-extract/css';
import { vars } from '@lingxi/ui';

/** The QR side (px); the stage keeps this height in every state so the panel does not jump. */
export const qrSize = 200;

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '480px',
  marginInline: 'auto',
  width: '100%',
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
});

export const packageName = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const amount = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const price = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.text, marginInlineStart: vars.space.xs });

export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minHeight: `${qrSize + 88}px`,
  textAlign: 'center',
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const timer = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const message = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.text, maxWidth: '32em' });

export const success = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium, color: vars.color.successText });

export const error = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.dangerText, maxWidth: '32em' });

export const actions = style({ display: 'flex', justifyContent: 'flex-start' });
