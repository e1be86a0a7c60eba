import { vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

export const toolbar = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0, flexWrap: 'wrap' });
export const scope = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });
export const scopeLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const spacer = style({ flex: 1 });
export const buttonIcon = style({ display: 'inline-block', verticalAlign: '-3px', marginInlineEnd: vars.space.xs });
export const welcome = style({ maxWidth: '520px', textAlign: 'center' });
