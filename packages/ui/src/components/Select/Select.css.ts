import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fieldRoot, focusRing, inputBox, listItem, popoverList, popoverSurface } from '../shared/styles.css';

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

export const listBox = popoverList;

export const item = style([
  listItem,
  {
    alignItems: 'center',
    lineHeight: vars.lineHeight.normal,
    selectors: { '&[data-selected]': { color: vars.color.accentText, fontWeight: vars.fontWeight.medium } },
  },
]);

export const itemLabel = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
