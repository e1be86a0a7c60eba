import { vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.lg, minWidth: 0 });
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });
