import { style } from '@vanilla-extract/css';
import { vars } from '@lingxi/ui';

/** A tab's content below the tab list. */
export const panel = style({ display: 'grid', gap: vars.space.lg, paddingTop: vars.space.lg, minWidth: 0 });

/** A picture field: the current picture beside the drop zone, then the upload's state and message. */
export const imageField = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const imageLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const imageRow = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', flexWrap: 'wrap' });
export const imagePreview = style({ width: 72, height: 72, borderRadius: vars.radius.md, objectFit: 'cover', background: vars.color.surfaceSunken });
/** A banner's picture: wide. */
export const imagePreviewWide = style([imagePreview, { width: 128 }]);
export const imageDrop = style({ flex: '1 1 220px', minWidth: 0 });
export const fieldMessage = style({ margin: 0, minHeight: 0, color: vars.color.dangerText, fontSize: vars.fontSize.sm });
