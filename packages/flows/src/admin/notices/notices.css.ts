import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@lingxi/ui';

const phone = `screen and (max-width: ${breakpoints.md - 1}px)`;

/** The editor beside its preview; the preview below it on phones. */
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const previewHeader = style({ display: 'flex', gap: vars.space.sm, alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' });
/** The notice as the user's dialog shows it: its title, then its body. */
export const previewTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.text });
export const previewFrame = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});
export const saveRow = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' });
