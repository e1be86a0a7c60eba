import { createVar, style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../shared/styles.css';

const mix = (a: string, b: string, aShare = 50) => `color-mix(in oklab, ${a} ${aShare}%, ${b})`;
const { accent, info, success, vip, warning, danger, borderStrong } = vars.color;

/**
 * The 15 package-card accents, in cardAccents order: a walk round the wheel of theme
 * roles and their mixes, so each follows the theme. They only colour the top stripe;
 * text stays on the plain surface, so its contrast never depends on the accent.
 */
const accentColors = [
  accent,
  mix(accent, info),
  info,
  mix(info, success),
  success,
  mix(success, vip),
  vip,
  mix(vip, warning),
  warning,
  mix(warning, danger),
  danger,
  mix(danger, accent),
  mix(accent, danger, 70),
  mix(success, accent, 60),
  borderStrong,
] as const;

const accentColor = createVar();

// The title's link/button; its ::after stretches over the card so the whole card is one target.
export const action = style({
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'pointer',
  outline: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
  selectors: {
    '&[data-focus-visible]::after': focusRing,
    '&[data-hovered]': { textDecoration: 'underline' },
  },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  transition: `box-shadow ${vars.motion.durationFast} ${vars.motion.easingStandard}, border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&[data-variant="elevated"]': { boxShadow: vars.elevation.low, border: `1px solid transparent` },
    '&[data-variant="outlined"]': { border: `1px solid ${vars.color.border}` },
    [`&[data-variant="elevated"]:has(${action}[data-hovered])`]: { boxShadow: vars.elevation.medium },
    [`&[data-variant="outlined"]:has(${action}[data-hovered])`]: { borderColor: vars.color.borderStrong },
    // The stretched ::after would clip an outline inside overflow:hidden, so drop the clip while focused.
    [`&:has(${action}[data-focus-visible])`]: { overflow: 'visible' },
    '&[data-accent]::before': {
      content: '""',
      position: 'absolute',
      zIndex: 1,
      insetInline: 0,
      top: 0,
      height: '4px',
      borderStartStartRadius: 'inherit',
      borderStartEndRadius: 'inherit',
      background: accentColor,
      pointerEvents: 'none',
    },
    ...Object.fromEntries(accentColors.map((color, index): [string, StyleRule] => [`&[data-accent="${index}"]`, { vars: { [accentColor]: color } }])),
  },
});

export const cover = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
  borderStartStartRadius: 'inherit',
  borderStartEndRadius: 'inherit',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flexGrow: 1,
  padding: vars.space.lg,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const footer = style({
  position: 'relative',
  // Above the stretched link, so footer controls stay operable (they are siblings, never nested).
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
});
