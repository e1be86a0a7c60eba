import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { alignToFirstLine } from '../shared/alignToFirstLine';
import { choiceLabel, fieldRoot, focusRing } from '../shared/styles.css';

const boxSize = '16px';

export const root = style([fieldRoot]);

export const button = style([choiceLabel]);

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: boxSize,
  height: boxSize,
  marginTop: alignToFirstLine(boxSize),
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.textOnAccent,
  transition: `background ${vars.motion.durationFast} ${vars.motion.easingStandard}, border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    [`${button}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${button}[data-selected] &, ${button}[data-indeterminate] &`]: { background: vars.color.accent, borderColor: vars.color.accent },
    [`${button}[data-pressed] &`]: { borderColor: vars.color.accentPressed },
    [`${button}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${button}[data-invalid][data-selected] &, ${button}[data-invalid][data-indeterminate] &`]: { background: vars.color.danger },
    [`${button}[data-focus-visible] &`]: focusRing,
    [`${button}[data-disabled] &`]: { background: vars.color.surfaceSunken, borderColor: vars.color.border, color: vars.color.textDisabled },
  },
});

export const label = style({ minWidth: 0, overflowWrap: 'anywhere' });

// Links in the label ("《用户协议》") must stand out from the label text, not only by colour.
globalStyle(`${label} a`, { color: vars.color.accentText, textDecoration: 'underline', textUnderlineOffset: '2px' });
globalStyle(`${label} a:focus-visible`, { ...focusRing, borderRadius: vars.radius.sm });

/** Description and error line up with the label text, not the box. */
export const help = style({ paddingInlineStart: `calc(${boxSize} + ${vars.space.sm})` });
