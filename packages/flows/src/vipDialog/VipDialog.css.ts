import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@lingxi/ui';

/** Cards flow 1 → 2 → 3 → 4 a row as the dialog widens (it is at most 1280 px, SPEC §2.3.9). */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(1, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [`screen and (min-width: ${breakpoints.sm}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [`screen and (min-width: ${breakpoints.md}px)`]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [`screen and (min-width: ${breakpoints.lg}px)`]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

/** A grid cell: the card inside stretches to the row's height, so the buy buttons line up. The recommended one gets a ring. */
export const gridItem = style({
  display: 'grid',
  minWidth: 0,
  borderRadius: vars.radius.lg,
  selectors: { '&[data-recommended]': { boxShadow: `0 0 0 2px ${vars.color.vip}` } },
});

/** The card's heading: the name, then the 推荐 badge. */
export const title = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** Loading, failed and empty keep the height of a row of cards, so switching tabs does not jump. */
export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minHeight: '280px',
  textAlign: 'center',
});

export const error = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.dangerText, maxWidth: '32em' });

export const priceLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm, margin: 0 });

export const price = style({ fontSize: vars.fontSize.display, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight, color: vars.color.text });

export const originPrice = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, textDecoration: 'line-through' });

export const perDay = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const features = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const feature = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'flex-start',
  overflowWrap: 'anywhere',
});

export const check = style({ flexShrink: 0, fontWeight: vars.fontWeight.bold, color: vars.color.successText });

export const paid = style({
  margin: 0,
  minHeight: '280px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.successText,
});

/** Under a disabled buy button: why (SPEC §8's 管理员还未开启支付！). */
export const unavailable = style({ flexBasis: '100%', margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, textAlign: 'center' });

/** Under the tabs: 已有卡密？ 卡密兑换. */
export const redeem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: `${vars.space.lg} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
