import { style } from '@vanilla-extract/css';
import { vars } from '@lingxi/ui';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
