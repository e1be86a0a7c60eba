import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { floatingSurface } from '../shared/styles.css';

const fadeIn = keyframes({ from: { opacity: 0 } });

export const popover = style({
  ...floatingSurface,
  // The modal level, not dropdown: a popover opened inside a Modal is portalled after it and must stack above it.
  zIndex: vars.zIndex.modal,
  maxWidth: `min(320px, calc(100vw - 2 * ${vars.space.lg}))`,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easingStandard}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easingStandard} reverse` },
  },
});

export const arrow = style({});

export const arrowSvg = style({
  display: 'block',
  fill: vars.color.surfaceRaised,
  stroke: vars.color.border,
  strokeWidth: 1,
  selectors: {
    [`${arrow}[data-placement="bottom"] &`]: { transform: 'rotate(180deg)' },
    [`${arrow}[data-placement="left"] &`]: { transform: 'rotate(-90deg)' },
    [`${arrow}[data-placement="right"] &`]: { transform: 'rotate(90deg)' },
  },
});

export const dialog = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  outline: 'none',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
});

export const title = style({
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
