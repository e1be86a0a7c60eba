import { vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

// The documents panel: the base picker over the chosen base's documents, one row each.

const phone = 'screen and (max-width: 767px)';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  minHeight: 0,
  padding: vars.space.lg,
  '@media': { [phone]: { padding: vars.space.md } },
});
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const headings = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, flex: '1 1 240px' });
export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const baseRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });
export const grow = style({ flex: '1 1 200px', minWidth: 0 });
export const form = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.sm, width: '100%', maxWidth: 480 });
export const formButton = style({ paddingTop: 26 });
export const buttonIcon = style({ display: 'inline-block', flexShrink: 0, marginInlineEnd: vars.space.xs, verticalAlign: '-3px' });

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': { [phone]: { gap: `${vars.space.xs} ${vars.space.sm}`, padding: vars.space.sm } },
});
export const rowIcon = style({ color: vars.color.textMuted, marginTop: 2 });
export const rowBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const rowName = style({ fontWeight: vars.fontWeight.medium, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const rowMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const rowStatus = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const rowProgress = style({ flex: '0 1 160px', minWidth: 96 });
export const rowError = style({ margin: 0, color: vars.color.dangerText, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const rowActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const more = style({ display: 'flex', justifyContent: 'center' });
export const failed = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, margin: 0 });

export const uploadSummary = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
