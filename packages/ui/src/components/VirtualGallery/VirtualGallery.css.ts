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

export const cell = style({ position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, willChange: 'transform' });
