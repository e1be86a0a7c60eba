import { style } from '@vanilla-extract/css';
import { vars } from '@lingxi/ui';

/** The title and the screen's main button on one line. */
export const header = style({ display: 'flex', gap: vars.space.md, justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' });
export const nameCell = style({ display: 'inline-flex', gap: vars.space.xs, alignItems: 'center', flexWrap: 'wrap' });
export const rowActions = style({ display: 'inline-flex', gap: vars.space.xs });

/** The badge beside a sample name, as a member's name shows it. */
export const preview = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const previewTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const previewName = style({ display: 'inline-flex', gap: vars.space.xs, alignItems: 'center', color: vars.color.text, fontSize: vars.fontSize.md });
/** The form around a dialog: it takes the dialog's place in the modal's column (the body still scrolls). */
export const dialogForm = style({ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 });
