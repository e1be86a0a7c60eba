import { style } from '@vanilla-extract/css';
import { vars } from '@lingxi/ui';

/** The status filter beside 刷新. */
export const statusFilter = style({ minWidth: 160 });
/** Under a card's picture: badges, then the counts, then the prompt. */
export const badges = style({ display: 'inline-flex', gap: vars.space.xxs, flexWrap: 'wrap' });
export const reason = style({ margin: 0, color: vars.color.dangerText, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const cardActions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', alignItems: 'center' });
/** A tab's content below the tab list. */
export const panel = style({ display: 'grid', gap: vars.space.lg, paddingTop: vars.space.lg });
