import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The focus ring every interactive component shows on keyboard focus ([data-focus-visible]). */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

/** Shared look of text inputs (TextField, TextArea, PasswordField, Select trigger). */
export const inputBox = {
  width: '100%',
  minHeight: '36px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}, box-shadow ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
} as const;

export const fieldLabel = style({
  display: 'block',
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const fieldDescription = style({
  display: 'block',
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
});

export const fieldError = style({
  display: 'block',
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.dangerText,
});

export const fieldRoot = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

/** The floating-surface look shared by Popover, Menu, Select list, Tooltip and Toast. */
export const floatingSurface = {
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.medium,
} as const;

const fadeIn = keyframes({ from: { opacity: 0 } });

/**
 * Popover-like overlays (Popover, Menu, Select list): the floating look, fade in/out, and the
 * modal stacking level — they are portalled after an open Modal and must stack above it.
 */
export const popoverSurface = style({
  ...floatingSurface,
  zIndex: vars.zIndex.modal,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easingStandard}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easingStandard} reverse` },
  },
});

/** The fade of a floating element, for overlays with their own stacking level (Tooltip). */
export const floatingFade = {
  '&[data-entering]': { animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easingStandard}` },
  '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easingStandard} reverse` },
} as const;

export const overlayArrow = style({});

export const overlayArrowSvg = style({
  display: 'block',
  fill: vars.color.surfaceRaised,
  stroke: vars.color.border,
  strokeWidth: 1,
  selectors: {
    [`${overlayArrow}[data-placement="bottom"] &`]: { transform: 'rotate(180deg)' },
    [`${overlayArrow}[data-placement="left"] &`]: { transform: 'rotate(-90deg)' },
    [`${overlayArrow}[data-placement="right"] &`]: { transform: 'rotate(90deg)' },
  },
});

/** The pressable label row of Checkbox, Radio and Switch: control first, text wrapping beside it. */
export const choiceLabel = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textDisabled } },
});

/** The padded list inside a popover (Menu, Select's ListBox). */
export const popoverList = style({ padding: vars.space.xs, outline: 'none' });

/** One row of a popover list: Menu items and Select options share hover, focus and disabled looks. */
export const listItem = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textDisabled, background: 'transparent' },
  },
});
