import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fieldRoot, focusRing, inputBox } from '../shared/styles.css';

export const root = style([fieldRoot]);

/** The bordered box: holds the input and any adornments, so it carries the field's states. */
export const box = style({
  ...inputBox,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: 0,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-within]': { ...focusRing, borderColor: vars.color.accent },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { cursor: 'not-allowed', background: vars.color.surfaceSunken, color: vars.color.textDisabled, borderColor: vars.color.border },
    [`${root}[data-readonly] &`]: { background: vars.color.surfaceSunken },
  },
});

/** Shared by the input and the textarea: the box draws border and focus, the control none. */
export const control = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  padding: `${vars.space.sm} 0`,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.textMuted,
});

export const footer = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });
export const help = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const counter = style({
  marginTop: vars.space.xs,
  marginInlineStart: 'auto',
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: { '&[data-over]': { color: vars.color.dangerText } },
});
