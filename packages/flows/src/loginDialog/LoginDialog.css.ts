import { breakpoints, vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

/**
 * SPEC §2.3.1: 456 × 516 on desktop (the Modal's sm width; this frame its height, within the
 * viewport). Below sm the Modal is a full-width bottom sheet as tall as its content.
 */
export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minHeight: 0,
  '@media': {
    [`screen and (min-width: ${breakpoints.sm}px)`]: { minHeight: `min(516px, calc(100dvh - 2 * ${vars.space.xl}))` },
  },
});

/** The Dialog's footer row holds the mode links and the agreement, one under the other. */
export const footer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' });

export const panel = style({ outline: 'none' });
