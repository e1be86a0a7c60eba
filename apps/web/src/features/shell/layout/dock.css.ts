import { focusRing, vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

/** One row of slots; main keeps this much (plus the safe area) free at the bottom on phones. */
export const dockHeight = '60px';

export const dock = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  paddingBottom: 'env(safe-area-inset-bottom)',
});

/** Equal columns however many slots there are (two to five). */
export const slots = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  height: dockHeight,
  listStyle: 'none',
  margin: 0,
  padding: `0 ${vars.space.xs}`,
});

/** A dock slot or a sheet tile: icon over a short label. */
export const slot = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  width: '100%',
  height: '100%',
  minHeight: '44px',
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.accentText, fontWeight: vars.fontWeight.medium },
    '&[aria-expanded="true"]': { color: vars.color.text },
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const slotIcon = style({ width: '22px', height: '22px', flexShrink: 0 });

export const slotLabel = style({ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const sheetBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const sheetSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sheetHeading = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.textMuted });

export const sheetGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const sheetTile = style([slot, { height: 'auto', minHeight: '64px' }]);
