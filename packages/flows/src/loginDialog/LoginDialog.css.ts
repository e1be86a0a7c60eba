import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@lingxi/ui';

/**
 * SPEC §2.3.1's 456 × 516: the Modal's sm width, and 516 as the most it grows to on desktop (a longer
 * form scrolls inside). Each mode is as tall as its content rather than padded to 516, so no empty
 * band sits above the footer. Below sm the Modal is a full-width bottom sheet, as tall as its content.
 */
export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minHeight: 0,
  '@media': {
    [`screen and (min-width: ${breakpoints.sm}px)`]: { maxHeight: `min(516px, calc(100dvh - 2 * ${vars.space.xl}))` },
  },
});

/** The Dialog's footer row holds the mode links and the agreement, one under the other. */
export const footer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%' });

export const panel = style({ outline: 'none' });
