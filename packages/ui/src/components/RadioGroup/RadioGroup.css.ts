import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { alignToFirstLine } from '../shared/alignToFirstLine';
import { choiceLabel, fieldRoot, focusRing } from '../shared/styles.css';

const circleSize = '16px';

export const group = style([fieldRoot]);

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: {
    [`${group}[data-orientation="horizontal"] &`]: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
  },
});

export const field = style([fieldRoot]);

export const radio = style([choiceLabel]);

export const circle = style({
  flexShrink: 0,
  width: circleSize,
  height: circleSize,
  marginTop: alignToFirstLine(circleSize),
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  transition: `border-width ${vars.motion.durationFast} ${vars.motion.easingStandard}, border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${radio}[data-selected] &`]: { borderWidth: '5px', borderColor: vars.color.accent },
    [`${radio}[data-pressed] &`]: { borderColor: vars.color.accentPressed },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${radio}[data-focus-visible] &`]: focusRing,
    [`${radio}[data-disabled] &`]: { background: vars.color.surfaceSunken, borderColor: vars.color.border },
    [`${radio}[data-disabled][data-selected] &`]: { borderColor: vars.color.textDisabled },
  },
});
