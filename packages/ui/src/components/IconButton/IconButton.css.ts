import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../shared/styles.css';

export const iconButton = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background ${vars.motion.durationFast} ${vars.motion.easingStandard}, border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&[data-size="sm"]': { width: '28px', height: '28px' },
    '&[data-size="md"]': { width: '36px', height: '36px' },
    '&[data-size="lg"]': { width: '44px', height: '44px' },

    '&[data-variant="quiet"]': { background: 'transparent', color: vars.color.textMuted },
    '&[data-variant="quiet"][data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-variant="quiet"][data-pressed]': { background: vars.color.surfaceSunken },

    '&[data-variant="secondary"]': { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.borderStrong },
    '&[data-variant="secondary"][data-hovered]': { background: vars.color.surfaceHover },
    '&[data-variant="secondary"][data-pressed]': { background: vars.color.surfaceSunken },

    '&[data-variant="primary"]': { background: vars.color.accent, color: vars.color.textOnAccent },
    '&[data-variant="primary"][data-hovered]': { background: vars.color.accentHover },
    '&[data-variant="primary"][data-pressed]': { background: vars.color.accentPressed },

    '&[data-variant="danger"]': { background: vars.color.danger, color: vars.color.textOnAccent },
    '&[data-variant="danger"][data-hovered]': { background: vars.color.dangerHover },
    '&[data-variant="danger"][data-pressed]': { background: vars.color.dangerHover },

    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      cursor: 'not-allowed',
      background: vars.color.surfaceSunken,
      color: vars.color.textDisabled,
      borderColor: vars.color.border,
    },
    '&[data-variant="quiet"][data-disabled]': { background: 'transparent', borderColor: 'transparent' },
    '&[data-pending]': { cursor: 'progress' },
  },
});

export const icon = style({
  flexShrink: 0,
  selectors: {
    [`${iconButton}[data-size="sm"] &`]: { width: '16px', height: '16px' },
    [`${iconButton}[data-size="md"] &`]: { width: '18px', height: '18px' },
    [`${iconButton}[data-size="lg"] &`]: { width: '22px', height: '22px' },
  },
});
