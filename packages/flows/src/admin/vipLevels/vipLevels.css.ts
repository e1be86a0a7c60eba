import { style } from '@vanilla-extract/css';
import { vars } from '@lingxi/ui';

/** A sample name with the level's badge beside it, as a member's name shows it. */
export const previewName = style({ display: 'inline-flex', gap: vars.space.xs, alignItems: 'center', color: vars.color.text, fontSize: vars.fontSize.md });
