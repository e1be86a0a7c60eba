import { focusRing, vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

// The note editor's formatting toolbar: one row of icon toggles over the text. Narrower than its buttons (a phone) the
// row scrolls sideways instead of wrapping into many rows.

export const scroller = style({
  flexShrink: 0,
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollbarWidth: 'thin',
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: '-2px' } },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  width: 'max-content',
  padding: `${vars.space.xs} ${vars.space.sm}`,
});

export const group = style({ display: 'flex', flexWrap: 'nowrap', alignItems: 'center', gap: '2px', flexShrink: 0 });

export const separator = style({
  flexShrink: 0,
  alignSelf: 'stretch',
  width: '1px',
  margin: `${vars.space.xxs} ${vars.space.xs}`,
  border: 'none',
  background: vars.color.border,
});

export const button = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  transition: `background ${vars.motion.durationFast} ${vars.motion.easingStandard}, color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-selected], &[data-active]': { background: vars.color.accentSoft, color: vars.color.accentText },
    '&[data-selected][data-hovered], &[data-active][data-hovered]': { borderColor: vars.color.accent },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { cursor: 'not-allowed', background: 'transparent', color: vars.color.textDisabled },
  },
});

export const icon = style({ width: '18px', height: '18px', flexShrink: 0 });

export const linkForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, width: 'min(280px, calc(100vw - 80px))' });
export const linkActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.sm });
export const linkRemove = style({ marginInlineEnd: 'auto' });
