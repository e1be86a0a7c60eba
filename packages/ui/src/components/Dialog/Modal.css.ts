import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints, dialogWidth } from '../../tokens/scale';

/** At sm and up the modal is a centred dialog; below it, a full-width sheet at the bottom. */
const desktop = `screen and (min-width: ${breakpoints.sm}px)`;

const fadeIn = keyframes({ from: { opacity: 0 } });
const slideUp = keyframes({ from: { transform: 'translateY(24px)', opacity: 0 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easingStandard}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easingStandard} reverse` },
  },
  '@media': {
    [desktop]: {
      alignItems: 'center',
      padding: vars.space.xl,
      selectors: { '&[data-size="full"]': { padding: 0 } },
    },
  },
});

export const modal = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxHeight: '92dvh',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: `${vars.radius.xl} ${vars.radius.xl} 0 0`,
  boxShadow: vars.elevation.high,
  paddingBottom: 'env(safe-area-inset-bottom)',
  outline: 'none',
  selectors: {
    '&[data-size="full"]': { height: '100dvh', maxHeight: '100dvh', borderRadius: 0 },
    '&[data-entering]': { animation: `${slideUp} ${vars.motion.durationNormal} ${vars.motion.easingStandard}` },
    '&[data-exiting]': { animation: `${slideUp} ${vars.motion.durationFast} ${vars.motion.easingStandard} reverse` },
  },
  '@media': {
    [desktop]: {
      maxHeight: `calc(100dvh - 2 * ${vars.space.xl})`,
      borderRadius: vars.radius.lg,
      paddingBottom: 0,
      selectors: {
        '&[data-size="sm"]': { maxWidth: dialogWidth.sm },
        '&[data-size="md"]': { maxWidth: dialogWidth.md },
        '&[data-size="lg"]': { maxWidth: dialogWidth.lg },
        '&[data-size="xl"]': { maxWidth: dialogWidth.xl },
        '&[data-size="full"]': { maxWidth: 'none', height: '100dvh', maxHeight: '100dvh', borderRadius: 0 },
      },
    },
  },
});
