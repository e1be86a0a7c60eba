import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { alignToFirstLine } from '../shared/alignToFirstLine';
import { choiceLabel, fieldRoot, focusRing } from '../shared/styles.css';

const trackWidth = '32px';
const trackHeight = '18px';
const knobSize = '14px';

export const root = style([fieldRoot]);

export const button = style([choiceLabel]);

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: trackWidth,
  height: trackHeight,
  marginTop: alignToFirstLine(trackHeight),
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `background ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    [`${button}[data-hovered] &`]: { background: vars.color.textMuted },
    [`${button}[data-selected] &`]: { background: vars.color.accent },
    [`${button}[data-selected][data-hovered] &`]: { background: vars.color.accentHover },
    [`${button}[data-selected][data-pressed] &`]: { background: vars.color.accentPressed },
    [`${button}[data-focus-visible] &`]: focusRing,
    [`${button}[data-disabled] &`]: { background: vars.color.border },
    [`${button}[data-disabled][data-selected] &`]: { background: vars.color.textDisabled },
  },
});

export const knob = style({
  position: 'absolute',
  top: '2px',
  insetInlineStart: '2px',
  width: knobSize,
  height: knobSize,
  borderRadius: vars.radius.full,
  background: vars.color.textOnAccent,
  boxShadow: vars.elevation.low,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    [`${button}[data-selected] &`]: { transform: `translateX(calc(${trackWidth} - ${knobSize} - 4px))` },
    [`[dir="rtl"] ${button}[data-selected] &`]: { transform: `translateX(calc(-1 * (${trackWidth} - ${knobSize} - 4px)))` },
  },
});

/** The description lines up with the label text, not the track. */
export const help = style({ paddingInlineStart: `calc(${trackWidth} + ${vars.space.sm})` });
