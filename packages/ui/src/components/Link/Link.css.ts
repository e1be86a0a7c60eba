import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../shared/styles.css';

export const link = style({
  color: vars.color.accentText,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  transition: `color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&[data-variant="inline"]': { textDecoration: 'underline' },
    '&[data-variant="inline"][data-hovered]': { textDecorationThickness: '2px' },

    '&[data-variant="standalone"]': { textDecoration: 'none', fontWeight: vars.fontWeight.medium },
    '&[data-variant="standalone"][data-hovered]': { textDecoration: 'underline' },

    // Subtle links stay underlined: colour alone must not tell them apart from body text.
    '&[data-variant="subtle"]': { color: vars.color.textMuted, textDecoration: 'underline' },
    '&[data-variant="subtle"][data-hovered]': { color: vars.color.text },

    '&[data-pressed]': { opacity: 0.8 },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.textDisabled, textDecoration: 'none', cursor: 'not-allowed' },
  },
});

export const externalIcon = style({
  display: 'inline-block',
  width: '0.9em',
  height: '0.9em',
  marginInlineStart: '0.2em',
  verticalAlign: '-0.1em',
});
