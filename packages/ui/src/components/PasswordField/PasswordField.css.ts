import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../shared/styles.css';

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  marginInlineEnd: `calc(${vars.space.xs} * -1)`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '0' },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textDisabled, background: 'transparent' },
  },
});
