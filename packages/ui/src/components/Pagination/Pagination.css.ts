import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../shared/styles.css';
import { compactPagination } from './compact';

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  '@media': { [compactPagination]: { justifyContent: 'center', gap: vars.space.sm } },
});

export const total = style({ color: vars.color.textMuted });

export const pages = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const pageList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [compactPagination]: { display: 'none' } },
});

export const compact = style({
  display: 'none',
  minWidth: '4em',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  '@media': { [compactPagination]: { display: 'inline' } },
});

export const pageButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '32px',
  height: '32px',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  transition: `background ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.textOnAccent },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.textDisabled, background: vars.color.surfaceSunken, cursor: 'not-allowed' },
  },
});

export const ellipsis = style({ display: 'inline-block', minWidth: '24px', textAlign: 'center', color: vars.color.textMuted });
