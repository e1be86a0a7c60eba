import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lingxi/ui';

/** A tab's content below the tab list. */
export const panel = style({ display: 'grid', gap: vars.space.lg, paddingTop: vars.space.lg, minWidth: 0 });
/** The chips, the search and 刷新 above the cards. */
export const filters = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', alignItems: 'end' });
export const search = style({ display: 'flex', gap: vars.space.sm, alignItems: 'end', flexWrap: 'wrap' });

/** The cards: as many columns as fit, one on phones. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(300px, 100%), 1fr))',
  alignItems: 'start',
});
export const item = style({ display: 'contents' });
export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
/** The logo beside the name, the category and who made it. */
export const head = style({ display: 'grid', gridTemplateColumns: '48px minmax(0, 1fr)', gap: vars.space.sm, alignItems: 'center' });
export const logo = style({
  width: 48,
  height: 48,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
  display: 'block',
});
export const logoEmpty = style([logo, { display: 'grid', placeItems: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.lg }]);
export const titleBlock = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const name = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.normal,
});
export const byline = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, overflowWrap: 'anywhere' });
export const badges = style({ display: 'flex', gap: vars.space.xxs, flexWrap: 'wrap' });
/** Model, price, order and uses. */
export const terms = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${terms} dt`, { color: vars.color.textMuted });
globalStyle(`${terms} dd`, { margin: 0, overflowWrap: 'anywhere' });
export const description = style({ margin: 0, overflowWrap: 'anywhere', lineHeight: vars.lineHeight.normal });
export const reason = style({ margin: 0, color: vars.color.dangerText, overflowWrap: 'anywhere' });
export const waiting = style({ margin: 0, color: vars.color.warningText, overflowWrap: 'anywhere' });

/** The preset behind its disclosure. */
export const disclosure = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.xs });
export const disclosureHeading = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.regular });
export const disclosureTrigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  padding: `${vars.space.xs} 0`,
  border: 'none',
  background: 'none',
  color: vars.color.accentText,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2, borderRadius: vars.radius.sm } },
});
export const chevron = style({ flexShrink: 0, transition: 'transform 120ms', selectors: { '[data-expanded] &': { transform: 'rotate(90deg)' } } });
export const disclosurePanel = style({ display: 'grid', gap: vars.space.xs });
export const presetLabel = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const presetText = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.normal,
});
export const cardActions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', alignItems: 'center' });

/** 用量: the 30 days as a table, each day's uses with a bar of the busiest day's share. */
export const usageTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, color: vars.color.text });
globalStyle(`${usageTable} th, ${usageTable} td`, {
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.regular,
});
globalStyle(`${usageTable} thead th`, { color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const dayCell = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
export const usesCell = style({ width: '100%' });
export const bar = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 4ch', gap: vars.space.sm, alignItems: 'center' });
export const barTrack = style({ display: 'block', height: 8, borderRadius: vars.radius.full, background: vars.color.surfaceSunken, overflow: 'hidden' });
export const barFill = style({ display: 'block', height: '100%', borderRadius: vars.radius.full, background: vars.color.accent });
export const barValue = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const formPair = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(180px, 100%), 1fr))',
  alignItems: 'start',
});
