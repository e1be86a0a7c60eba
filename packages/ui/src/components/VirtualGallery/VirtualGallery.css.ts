import { style } from '@vanilla-extract/css';

export const scroller = style({
  position: 'relative',
  height: '100%',
  overflowY: 'auto',
  overflowX: 'hidden',
  overscrollBehavior: 'contain',
  contain: 'strict',
});

export const canvas = style({ position: 'relative', width: '100%', margin: 0, padding: 0 });

// Placed by top and left, not a transform: a transformed (composited) cell is rasterised on its own layer, which made
// screenshots of the same layout differ by a pixel row from run to run; items only move when one is measured anyway.
export const cell = style({ position: 'absolute' });
