import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Set inline by the component: the fill's scale, 0–1. */
export const progressProperty = '--lx-navigation-progress';

export const bar = style({
  position: 'fixed',
  top: 0,
  insetInline: 0,
  zIndex: vars.zIndex.progress,
  height: '3px',
  pointerEvents: 'none',
  opacity: 1,
  selectors: {
    // Fill to 100% first, then fade.
    '&[data-phase="completing"]': {
      opacity: 0,
      transition: `opacity ${vars.motion.durationNormal} ${vars.motion.easingStandard} ${vars.motion.durationNormal}`,
    },
  },
});

export const fill = style({
  height: '100%',
  background: vars.color.accent,
  transformOrigin: 'left',
  transform: `scaleX(var(${progressProperty}, 0))`,
  transition: `transform ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
  '@media': {
    // Reduced motion: no creeping bar, just a still one at the trickle's ceiling.
    '(prefers-reduced-motion: reduce)': { selectors: { [`${bar}[data-trickling] &`]: { transform: 'scaleX(0.9)' } } },
  },
});
