import { focusRing, vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

/** The list scrolls inside its overlay; it is the tab stop, so keyboard users scroll it with the arrows. */
export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  overflowY: 'auto',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px', borderRadius: vars.radius.md },
    '&[data-size="popover"]': { maxHeight: 'min(360px, 55vh)' },
    '&[data-size="dialog"]': { maxHeight: 'min(320px, 40vh)' },
  },
});

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-selected]': { background: vars.color.accentSoft, borderColor: vars.color.accent },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textDisabled },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: 1, minWidth: 0 });

export const name = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  selectors: { [`${option}[data-selected] &`]: { color: vars.color.accentText } },
});

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

/** SPEC §2.2: the description, at most two lines. */
export const description = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const cost = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textSubtle,
  selectors: {
    '&[data-case="free"], &[data-case="vipFree"], &[data-case="dailyFree"]': { color: vars.color.successText },
  },
});

export const mark = style({ flexShrink: 0, width: '18px', height: '18px', marginTop: vars.space.xs, color: vars.color.accentText });
