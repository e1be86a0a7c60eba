import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../shared/styles.css';

export const calendar = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: '100%',
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const heading = style({
  flex: 1,
  minWidth: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '32px',
  height: '32px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.textDisabled, background: 'transparent', cursor: 'not-allowed' },
  },
});

export const grid = style({ borderCollapse: 'separate', borderSpacing: vars.space.xxs });

export const weekday = style({
  paddingBottom: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textSubtle,
});

export const cell = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  lineHeight: 1,
  cursor: 'pointer',
  outline: 'none',
  transition: `background ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-marked]': { background: vars.color.accentSoft, color: vars.color.accentText, fontWeight: vars.fontWeight.medium },
    '&[data-today]': { boxShadow: `inset 0 0 0 1px ${vars.color.accent}`, fontWeight: vars.fontWeight.bold },
    '&[data-selected]': { background: vars.color.accent, color: vars.color.textOnAccent },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.textDisabled, background: 'transparent', cursor: 'default' },
    '&[data-outside-month]': { visibility: 'hidden' },
  },
});

export const mark = style({
  width: '12px',
  height: '12px',
  marginTop: vars.space.xxs,
});
