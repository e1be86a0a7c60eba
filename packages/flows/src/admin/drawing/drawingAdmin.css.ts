import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@lingxi/ui';

const phone = `screen and (max-width: ${breakpoints.md - 1}px)`;

/** Prices: a mode per row, its three classes across (one column on phones). */
export const priceGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  '@media': { [phone]: { gridTemplateColumns: '1fr' } },
});

/** Two short sections side by side from tablets up. */
export const pair = style({ display: 'grid', gap: vars.space.xl, gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', alignItems: 'start' });

/** The job monitor's unfinished counts, as a row of figures. */
export const counts = style({ display: 'flex', gap: vars.space.lg, flexWrap: 'wrap', margin: 0, padding: 0, listStyle: 'none' });
export const count = style({ display: 'grid', gap: vars.space.xxs, minWidth: 72 });
export const countValue = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.text, fontVariantNumeric: 'tabular-nums' });
export const error = style({ color: vars.color.dangerText, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

/** A library prompt in its table: two lines at most, long words broken. */
export const promptText = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** 作品审核: cards in as many columns as fit (one on phones). */
export const moderationGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  alignItems: 'start',
});
export const moderationCard = style({ display: 'contents' });
export const moderationArticle = style({
  display: 'grid',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
/** The picture at its own ratio, capped so a tall one does not fill the screen. */
export const moderationPicture = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  maxHeight: 320,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});
globalStyle(`${moderationPicture} > img`, { width: '100%', height: '100%', minWidth: 0, objectFit: 'contain', display: 'block' });
export const moderationMeta = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.sm, fontSize: vars.fontSize.sm, color: vars.color.text });
