import { focusRing, vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

/** The user popup of SPEC §2.3.16: identity, points and sign-in, VIP state, then the account actions. */
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** In the desktop popover: the Popover caps itself at 320 px (less on narrow screens); its dialog pads 16 px each side. */
export const popoverWidth = style({ width: `min(256px, calc(100vw - 2 * ${vars.space.lg} - 2 * ${vars.space.lg} - 2px))` });

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 });
export const identityText = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xxs, minWidth: 0 });
export const nickname = style({
  maxWidth: '100%',
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const userId = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const pointsRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const points = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
  minWidth: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const pointsValue = style({ color: vars.color.text, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

const vipBox = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '36px',
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.vipSoft,
  color: vars.color.vipText,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
} as const;

/** A member's state: 永久会员 or the expiry date. */
export const vipState = style(vipBox);

/** A non-member's open-VIP prompt: the same box, pressable. */
export const vipPrompt = style({
  ...vipBox,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': focusRing,
  },
});
export const vipIcon = style({ width: '18px', height: '18px', flexShrink: 0 });
export const vipText = style({ flex: 1, minWidth: 0 });

/** The action list: rows reach 4 px from the popover's edges, icons line up with the avatar. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  margin: `0 calc(-1 * ${vars.space.md})`,
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
  outline: 'none',
});
