import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@lingxi/ui';

/** Fills its container: a 260–300 px sidebar column or a full-width mobile drawer. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  height: '100%',
  minWidth: 0,
  minHeight: 0,
  padding: vars.space.sm,
  boxSizing: 'border-box',
  color: vars.color.text,
});

export const buttonIcon = style({
  display: 'inline-block',
  width: '16px',
  height: '16px',
  flexShrink: 0,
  marginInlineEnd: vars.space.xs,
  verticalAlign: '-3px',
});

/** The scrolling part: the list, its skeleton or the empty state. */
export const body = style({ flex: '1 1 auto', minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.xxs,
  outline: 'none',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  paddingBlock: vars.space.xxs,
  paddingInline: `${vars.space.md} ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `background ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.accentSoft, color: vars.color.accentText, fontWeight: vars.fontWeight.medium },
    // Inset: the scrolling body would clip an outer ring at its edges.
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const pin = style({
  width: '14px',
  height: '14px',
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: { [`${row}[data-selected] &`]: { color: 'inherit' } },
});

/** One line, cut with an ellipsis (the whole title is the row's name and tooltip). */
export const title = style({ flex: '1 1 auto', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** The item menu button: always there on touch screens; with a mouse, on hover, focus or selection. */
export const actions = style({
  display: 'inline-flex',
  flexShrink: 0,
  '@media': {
    '(hover: hover)': {
      opacity: 0,
      selectors: {
        [`${row}[data-hovered] &, ${row}[data-selected] &, ${row}:focus-within &, &:has([aria-expanded="true"])`]: { opacity: 1 },
      },
    },
  },
});

export const rename = style({ flex: '1 1 auto', minWidth: 0, marginInlineStart: `calc(-1 * ${vars.space.sm})`, cursor: 'text' });

export const skeletonRows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: `${vars.space.md} ${vars.space.md}` });

export const empty = style({ paddingBlock: vars.space.xl });

export const footer = style({ display: 'flex', justifyContent: 'center', paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.border}` });
