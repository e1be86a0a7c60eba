import { breakpoints, vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

const phone = `screen and (max-width: ${breakpoints.md - 1}px)`;

/**
 * The carousel's box, in the home screen's own chunk: phones 2:1, wider screens 16:5, its shape known before the
 * carousel's code, slides or pictures arrive (no layout shift). A skeleton while loading; left empty (no slides, a
 * failure) it takes no room at all.
 */
export const frame = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 5',
  overflow: 'hidden',
  borderRadius: vars.radius.xl,
  background: vars.color.skeleton,
  selectors: { '&:empty': { display: 'none' } },
  '@media': { [phone]: { aspectRatio: '2 / 1', borderRadius: vars.radius.lg } },
});
