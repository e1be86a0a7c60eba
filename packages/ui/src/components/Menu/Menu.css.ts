import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { listItem, popoverList, popoverSurface } from '../shared/styles.css';

export const popover = style([
  popoverSurface,
  { minWidth: 'max(var(--trigger-width), 180px)', maxWidth: `min(320px, calc(100vw - 2 * ${vars.space.lg}))`, overflow: 'auto' },
]);

export const menu = popoverList;

export const item = style([
  listItem,
  {
    alignItems: 'flex-start',
    lineHeight: vars.lineHeight.tight,
    selectors: {
      '&[data-pressed]': { background: vars.color.surfaceSunken },
      '&[data-tone="danger"]': { color: vars.color.dangerText },
      '&[data-tone="danger"][data-focused], &[data-tone="danger"][data-hovered]': { background: vars.color.dangerSoft },
    },
  },
]);

export const icon = style({ flexShrink: 0, width: '18px', height: '18px', marginTop: '1px' });

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, overflowWrap: 'anywhere' });

export const description = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
  selectors: {
    [`${item}[data-tone="danger"] &`]: { color: vars.color.dangerText },
    [`${item}[data-disabled] &`]: { color: vars.color.textDisabled },
  },
});

export const sectionHeader = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textSubtle,
});

export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} 0`,
  border: 'none',
  background: vars.color.border,
});
