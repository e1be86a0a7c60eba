import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../shared/styles.css';

export const scroller = style({
  maxWidth: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const table = style({
  width: '100%',
  // Below this the columns get too cramped; the scroller takes over (mobile).
  minWidth: '600px',
  borderCollapse: 'collapse',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' } },
});

export const header = style({ background: vars.color.surfaceSunken });

export const column = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.border}`,
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered][data-allows-sorting]': { color: vars.color.text },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const columnContent = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, maxWidth: '100%' });
export const columnLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const sortIcon = style({
  flexShrink: 0,
  opacity: 0.6,
  selectors: { '&[data-active]': { opacity: 1, color: vars.color.accentText } },
});

export const row = style({
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.accentSoft },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  verticalAlign: 'middle',
  // Keep short Han values (names, statuses) whole; long text still wraps at spaces and hyphens.
  wordBreak: 'keep-all',
  overflowWrap: 'break-word',
  outline: 'none',
  selectors: {
    '&[data-nowrap]': { whiteSpace: 'nowrap' },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const empty = style({
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textSubtle,
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.lg,
});
