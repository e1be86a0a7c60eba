import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { floatingSurface, focusRing } from '../shared/styles.css';

// Movement only, no fade: a half-transparent toast would fail contrast checks mid-animation.
const slideIn = keyframes({ from: { transform: 'translateY(-8px)' } });

export const region = style({
  position: 'fixed',
  top: vars.space.lg,
  insetInline: vars.space.lg,
  zIndex: vars.zIndex.toast,
  // RAC's list between region and toasts is display: contents, so this lays out the toasts.
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  pointerEvents: 'none',
  outline: 'none',
});

export const toast = style({
  ...floatingSurface,
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  width: `min(420px, calc(100vw - 2 * ${vars.space.lg}))`,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  borderInlineStartWidth: '4px',
  animation: `${slideIn} ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
  outline: 'none',
  selectors: {
    '&[data-tone="success"]': { borderInlineStartColor: vars.color.success },
    '&[data-tone="error"]': { borderInlineStartColor: vars.color.danger },
    '&[data-tone="warning"]': { borderInlineStartColor: vars.color.warning },
    '&[data-tone="info"]': { borderInlineStartColor: vars.color.info },
    '&[data-focus-visible]': focusRing,
  },
});

export const icon = style({
  flexShrink: 0,
  width: '20px',
  height: '20px',
  marginTop: '4px',
  selectors: {
    [`${toast}[data-tone="success"] &`]: { color: vars.color.successText },
    [`${toast}[data-tone="error"] &`]: { color: vars.color.dangerText },
    [`${toast}[data-tone="warning"] &`]: { color: vars.color.warningText },
    [`${toast}[data-tone="info"] &`]: { color: vars.color.infoText },
  },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: '3px',
  overflowWrap: 'anywhere',
});

export const title = style({ fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.normal });
export const message = style({ fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal });
export const messageUnderTitle = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
