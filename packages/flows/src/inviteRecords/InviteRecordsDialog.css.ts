import { style } from '@vanilla-extract/css';
import { vars } from '@lingxi/ui';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const linkRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const linkField = style({ flex: '1 1 18em', minWidth: 0 });

export const noLink = style({ flex: '1 1 12em', fontSize: vars.fontSize.md, color: vars.color.textMuted, margin: 0 });

export const tableSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const failed = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: vars.space.md });

export const error = style({ fontSize: vars.fontSize.md, color: vars.color.dangerText, margin: 0 });
