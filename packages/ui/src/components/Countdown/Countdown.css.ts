import { style } from '@vanilla-extract/css';

// Tabular digits keep the text from jittering as the seconds change.
export const countdown = style({ fontVariantNumeric: 'tabular-nums' });
