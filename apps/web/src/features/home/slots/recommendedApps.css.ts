import { focusRing, vars } from '@lingxi/ui';
import { createContainer, style } from '@vanilla-extract/css';
import { featuredSpan, type GridColumns, gridColumns } from '../cards/cardGrid';

const rowName = createContainer();
const cardName = createContainer();

/** The module grid's widths for three and four columns (cards/cardGrid.ts); narrower, one row scrolling sideways. */
const gridded = gridColumns.filter(({ minWidth }) => minWidth > 0);
const narrowest = Math.min(...gridded.map(({ minWidth }) => minWidth));
const narrow = `${rowName} (max-width: ${narrowest - 1}px)`;
/** Container queries from the narrowest up, so the widest that matches wins. */
const byWidth = <T>(at: (columns: GridColumns) => T) =>
  Object.fromEntries([...gridded].reverse().map(({ minWidth, columns }) => [`${rowName} (min-width: ${minWidth}px)`, at(columns)]));

export const container = style({ containerName: rowName, containerType: 'inline-size' });

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': {
    [narrow]: {
      gridAutoFlow: 'column',
      gridAutoColumns: '78%',
      overflowX: 'auto',
      scrollSnapType: 'x mandatory',
      paddingBottom: vars.space.xs,
    },
    ...byWidth((columns) => ({ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` })),
  },
});

export const item = style({ minWidth: 0, scrollSnapAlign: 'start', containerName: cardName, containerType: 'inline-size' });

/**
 * The first card spans what the others leave over, so no card sits alone on the last row (the module grid's rule,
 * cards/cardGrid.featuredSpan, worked out here at build time for each count modulo the columns: the list's last card
 * tells the count). The row's lazily loaded script then shares no module with the home screen's.
 */
export const featured = style({
  '@container': byWidth((columns) => ({
    selectors: Object.fromEntries(
      Array.from({ length: columns }, (_, residue) => [
        `ul:has(> li:last-child:nth-child(${columns}n+${residue})) > &`,
        { gridColumn: `span ${featuredSpan(residue || columns, columns)}` },
      ]),
    ),
  })),
});

/** A card this wide (the first, spanning columns) lays itself out in one line: logo and name, description, button. */
const wideCard = `${cardName} (min-width: 520px)`;

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.elevation.low,
  '@container': { [wideCard]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.lg } },
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
  '@container': { [wideCard]: { flex: '0 1 36%' } },
});

export const logo = style({
  flex: '0 0 auto',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const logoFallback = style([
  logo,
  {
    display: 'grid',
    placeItems: 'center',
    background: vars.color.accentSoft,
    color: vars.color.accentText,
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.bold,
  },
]);

export const titleBox = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const name = style({
  margin: 0,
  overflow: 'hidden',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const category = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const des = style({
  flex: 1,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const foot = style({ display: 'flex', justifyContent: 'flex-end', marginTop: 'auto', '@container': { [wideCard]: { marginTop: 0 } } });

/** A route's 打开: a link that looks like the small secondary button beside it. */
export const openLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceHover }, '&:focus-visible': focusRing },
});
