import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fieldRoot, focusRing } from '../shared/styles.css';

export const group = style([fieldRoot]);

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  minHeight: '32px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  transition: `background ${vars.motion.durationFast} ${vars.motion.easingStandard}, border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, borderColor: vars.color.borderStrong },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.textOnAccent },
    '&[data-selected][data-hovered]': { background: vars.color.accentHover },
    '&[data-focus-visible]': focusRing,
    '&[data-allows-removing]': { paddingRight: vars.space.xs },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      background: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      color: vars.color.textDisabled,
    },
  },
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '22px',
  height: '22px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    [`${tag}[data-selected] &[data-hovered]`]: { background: vars.color.accentPressed },
    '&[data-focus-visible]': focusRing,
  },
});
