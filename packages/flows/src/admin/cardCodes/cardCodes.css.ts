import { style } from '@vanilla-extract/css';
import { vars } from '@lingxi/ui';

/** A list that did not load: the reason and 重试 on one line. */
export const failed = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', flexWrap: 'wrap' });
export const byline = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const batchFilter = style({ display: 'inline-flex', gap: vars.space.xs, alignItems: 'center', color: vars.color.text, fontSize: vars.fontSize.sm });
