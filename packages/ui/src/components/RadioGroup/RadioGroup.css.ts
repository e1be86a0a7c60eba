import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fieldRoot, focusRing } from '../shared/styles.css';

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

export const field = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const radio = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textDisabled } },
});

export const circle = style({
  flexShrink: 0,
  width: circleSize,
  height: circleSize,
  // Centre the circle on the first line of the label.
  marginTop: `calc((${vars.fontSize.md} * ${vars.lineHeight.normal} - ${circleSize}) / 2)`,
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
