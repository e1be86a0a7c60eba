import { vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md, maxWidth: '36rem', width: '100%' });
export const name = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const desc = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const startersLabel = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const starters = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm, padding: 0, margin: 0, listStyle: 'none' });
