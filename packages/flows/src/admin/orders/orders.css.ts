import { style } from '@vanilla-extract/css';
import { vars } from '@lingxi/ui';

/** The filters: as many fields a line as fit, each at least 180 px. */
export const filterGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  alignItems: 'start',
});

/** An action's outcome in a dialog (a live region: present while empty). */
export const outcome = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.successText });

/** The sections of a detail dialog. */
export const detailBody = style({ display: 'grid', gap: vars.space.lg });
export const detailSection = style({ display: 'grid', gap: vars.space.sm });
export const detailTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const detailActions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });
