import { style } from '@vanilla-extract/css';
import { vars } from '@lingxi/ui';

/** The category filter and the search, side by side (stacked on phones). */
export const filters = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', alignItems: 'start', minWidth: 0 });
export const search = style({ minWidth: 'min(280px, 100%)' });
/** A prompt's title with its description under it. */
export const titleCell = style({ display: 'grid', gap: vars.space.xxs, minWidth: '8em', overflowWrap: 'anywhere' });
/** A prompt's beginning: long CJK runs wrap inside the column. */
export const promptCell = style({ display: 'block', minWidth: '12em', maxWidth: '32em', overflowWrap: 'anywhere', lineHeight: vars.lineHeight.normal });
