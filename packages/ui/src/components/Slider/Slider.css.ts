import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fieldRoot, focusRing } from '../shared/styles.css';

const thumbSize = '18px';
const railHeight = '4px';
/** Padding that turns the tall, easy-to-hit track into a thin visible rail. */
const railInset = `calc((${thumbSize} - ${railHeight}) / 2)`;

export const root = style([fieldRoot]);

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const output = style({
  flexShrink: 0,
  marginInlineStart: 'auto',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  // Not dimmed when disabled: it is read-only text and must keep its contrast.
  color: vars.color.textMuted,
});

export const track = style({
  position: 'relative',
  height: thumbSize,
  marginInline: `calc(${thumbSize} / 2)`,
  paddingBlock: railInset,
  backgroundClip: 'content-box',
  backgroundColor: vars.color.borderStrong,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', backgroundColor: vars.color.border } },
});

export const fill = style({
  top: 0,
  paddingBlock: railInset,
  backgroundClip: 'content-box',
  backgroundColor: vars.color.accent,
  borderRadius: vars.radius.full,
  selectors: { '&[data-disabled]': { backgroundColor: vars.color.textDisabled } },
});

export const thumb = style({
  top: '50%',
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.accent}`,
  background: vars.color.surface,
  boxShadow: vars.elevation.low,
  transition: `border-width ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&[data-hovered], &[data-dragging]': { borderWidth: '5px' },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { borderColor: vars.color.textDisabled, boxShadow: 'none' },
  },
});
