import { style } from '@vanilla-extract/css';
import { vars } from '@lingxi/ui';

/** The buttons under a form: right-aligned, wrapping on narrow screens. */
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });
