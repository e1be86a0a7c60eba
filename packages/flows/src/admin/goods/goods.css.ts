import { style } from '@vanilla-extract/css';
import { vars } from '@lingxi/ui';

/** The title and the screen's main button on one line. */
export const header = style({ display: 'flex', gap: vars.space.md, justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' });
export const nameCell = style({ display: 'inline-flex', gap: vars.space.xs, alignItems: 'center', flexWrap: 'wrap' });
export const struck = style({ marginInlineStart: vars.space.xs, textDecoration: 'line-through', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const rowActions = style({ display: 'inline-flex', gap: vars.space.xs });

/** The description as the VIP card lists it: one feature a line. */
export const preview = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const previewTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const previewList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xxs,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
export const switches = style({ display: 'flex', gap: vars.space.xl, flexWrap: 'wrap' });
/** The form around a dialog: it takes the dialog's place in the modal's column (the body still scrolls). */
export const dialogForm = style({ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 });
