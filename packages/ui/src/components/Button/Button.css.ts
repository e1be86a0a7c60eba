import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../shared/styles.css';

export const button = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  userSelect: 'none',
  whiteSpace: 'nowrap',
  maxWidth: '100%',
  transition: `background ${vars.motion.durationFast} ${vars.motion.easingStandard}, border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&[data-size="sm"]': { minHeight: '28px', padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.sm },
    '&[data-size="md"]': { minHeight: '36px', padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md },
    '&[data-size="lg"]': { minHeight: '44px', padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.lg },

    '&[data-variant="primary"]': { background: vars.color.accent, color: vars.color.textOnAccent },
    '&[data-variant="primary"][data-hovered]': { background: vars.color.accentHover },
    '&[data-variant="primary"][data-pressed]': { background: vars.color.accentPressed },

    '&[data-variant="secondary"]': { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.borderStrong },
    '&[data-variant="secondary"][data-hovered]': { background: vars.color.surfaceHover },
    '&[data-variant="secondary"][data-pressed]': { background: vars.color.surfaceSunken },

    '&[data-variant="quiet"]': { background: 'transparent', color: vars.color.accentText },
    '&[data-variant="quiet"][data-hovered]': { background: vars.color.surfaceHover },
    '&[data-variant="quiet"][data-pressed]': { background: vars.color.surfaceSunken },

    '&[data-variant="danger"]': { background: vars.color.danger, color: vars.color.textOnAccent },
    '&[data-variant="danger"][data-hovered]': { background: vars.color.dangerHover },
    '&[data-variant="danger"][data-pressed]': { background: vars.color.dangerHover },

    '&[data-full-width]': { width: '100%' },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      cursor: 'not-allowed',
      background: vars.color.surfaceSunken,
      color: vars.color.textDisabled,
      borderColor: vars.color.border,
    },
    '&[data-pending]': { cursor: 'progress' },
  },
});

export const label = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  // opacity, not visibility: the label stays the button's accessible name while pending.
  selectors: { [`${button}[data-pending] &`]: { opacity: 0 } },
});

export const pending = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
