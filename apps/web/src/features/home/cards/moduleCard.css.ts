import { focusRing, vars } from '@lingxi/ui';
import { createContainer, style, styleVariants } from '@vanilla-extract/css';
import { gridColumns, type GridColumns } from './cardGrid';

const gridName = createContainer();

export const gridContainer = style({ containerName: gridName, containerType: 'inline-size' });

const columnsAt = (columns: GridColumns) => ({ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` });
/** The grid says how far the featured card spans at each column count (`data-span-4="2"`, from cardGrid.featuredSpan). */
const featuredAt = (columns: GridColumns) => ({
  selectors: Object.fromEntries(
    Array.from({ length: columns }, (_, index) => [`[data-span-${columns}="${index + 1}"] > &`, { gridColumn: `span ${index + 1}` }]),
  ),
});
// Container queries from the narrowest up, so the widest that matches wins.
const byWidth = <T>(at: (columns: GridColumns) => T) =>
  Object.fromEntries(
    [...gridColumns].reverse().flatMap(({ minWidth, columns }) => (minWidth === 0 ? [] : [[`${gridName} (min-width: ${minWidth}px)`, at(columns)]])),
  );
const narrowest = gridColumns.at(-1)!.columns;
/** Wider than the phone's two columns: taller covers. */
const wider = `${gridName} (min-width: ${gridColumns.at(-2)!.minWidth}px)`;

export const grid = style({
  display: 'grid',
  ...columnsAt(narrowest),
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@container': byWidth(columnsAt),
});

export const featured = style({ ...featuredAt(narrowest), '@container': byWidth(featuredAt) });

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.elevation.low,
  transition: `box-shadow ${vars.motion.durationFast} ${vars.motion.easingStandard}, transform ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&:hover': { boxShadow: vars.elevation.medium, transform: 'translateY(-2px)' },
    '&:has(:focus-visible)': focusRing,
  },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&:hover': { transform: 'none' } } } },
});

export const cover = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  height: '80px',
  overflow: 'hidden',
  '@container': { [wider]: { height: '120px' } },
});

export const coverImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

/** The generated cover's tints, picked by the entry's position; each pairs a soft tone with its text colour. */
const tints = {
  accent: [vars.color.accentSoft, vars.color.accentText],
  info: [vars.color.infoSoft, vars.color.infoText],
  success: [vars.color.successSoft, vars.color.successText],
  vip: [vars.color.vipSoft, vars.color.vipText],
  warning: [vars.color.warningSoft, vars.color.warningText],
} as const;
export const coverTones = Object.keys(tints) as (keyof typeof tints)[];

export const generatedCover = styleVariants(tints, ([soft, ink]) => ({
  background: `linear-gradient(135deg, ${soft} 0%, ${vars.color.surfaceSunken} 100%)`,
  color: ink,
}));

/** The icon in a round badge at the centre of a generated cover. */
export const coverBadge = style({
  display: 'grid',
  placeItems: 'center',
  width: '52px',
  height: '52px',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.elevation.low,
});

export const coverIcon = style({ width: '26px', height: '26px', objectFit: 'contain' });

/** A large faint copy of the icon in the corner: texture without an image. */
export const coverWatermark = style({
  position: 'absolute',
  right: '-12px',
  bottom: '-18px',
  width: '64px',
  height: '64px',
  opacity: 0.16,
  objectFit: 'contain',
  '@container': { [wider]: { width: '96px', height: '96px' } },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.md });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

/** The card's one control: its ::after covers the whole card, so the card is the click target. */
export const open = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
  },
});

export const tip = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
