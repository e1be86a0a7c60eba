import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { floatingSurface } from '../shared/styles.css';

const fadeIn = keyframes({ from: { opacity: 0 } });

export const tooltip = style({
  ...floatingSurface,
  zIndex: vars.zIndex.tooltip,
  maxWidth: '240px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
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
