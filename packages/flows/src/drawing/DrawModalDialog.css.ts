import { vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'contents' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const region = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.sm });

export const toolButtons = style({ display: 'flex', gap: vars.space.xs });

// The picture at its own proportions (its width is set inline so that its height stays within 55dvh); the canvas lies
// exactly over it.
export const picture = style({
  position: 'relative',
  marginInline: 'auto',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});

export const image = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'fill', userSelect: 'none' });

export const canvas = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  cursor: 'crosshair',
  touchAction: 'none',
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: `inset 0 0 0 3px ${vars.color.focusRing}` } },
});

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ margin: 0, color: vars.color.dangerText, fontSize: vars.fontSize.sm });
