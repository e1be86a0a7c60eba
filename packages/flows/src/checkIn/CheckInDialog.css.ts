import { style } from '@vanilla-extract/css';
import { vars } from '@lingxi/ui';

/** The body keeps the calendar's height while loading so the dialog does not jump. */
export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  minHeight: '360px',
});

export const centre = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  flex: 1,
  textAlign: 'center',
});

export const calendar = style({ width: '100%', maxWidth: '420px' });

export const actions = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm, textAlign: 'center' });

export const signed = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, color: vars.color.successText });

export const error = style({ fontSize: vars.fontSize.md, color: vars.color.dangerText, maxWidth: '32em' });
