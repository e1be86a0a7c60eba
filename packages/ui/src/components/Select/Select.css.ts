import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fieldRoot, focusRing, inputBox, popoverSurface } from '../shared/styles.css';

export const root = style([fieldRoot, { selectors: { '&[data-size="sm"]': { display: 'inline-flex', width: 'auto' } } }]);

export const trigger = style({
  ...inputBox,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-pressed]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { ...focusRing, borderColor: vars.color.accent },
    [`${root}[data-invalid] &`]: { borderColor: vars.color.danger },
    '&[data-disabled]': { cursor: 'not-allowed', background: vars.color.surfaceSunken, color: vars.color.textDisabled, borderColor: vars.color.border },
    [`${root}[data-size="sm"] &`]: { width: 'auto', minHeight: '28px', padding: `0 ${vars.space.sm}`, gap: vars.space.xs, fontSize: vars.fontSize.sm },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textSubtle } },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: { [`${root}[data-open] &`]: { transform: 'rotate(180deg)' } },
});

export const popover = style([
  popoverSurface,
  {
    width: 'var(--trigger-width)',
    maxHeight: '320px',
    overflow: 'auto',
    selectors: { '&[data-size="sm"]': { width: 'auto', minWidth: 'var(--trigger-width)' } },
  },
]);

export const listBox = style({ padding: vars.space.xs, outline: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-selected]': { color: vars.color.accentText, fontWeight: vars.fontWeight.medium },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textDisabled, background: 'transparent' },
  },
});

export const itemLabel = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
