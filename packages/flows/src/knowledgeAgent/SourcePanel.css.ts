import { vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const headingPath = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
const text = { margin: 0, lineHeight: vars.lineHeight.loose, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' } as const;
/** The passages before and after the cited one: context, quieter. */
export const context = style({ ...text, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const passage = style({ ...text, fontSize: vars.fontSize.md, color: vars.color.text });
/** The cited passage, highlighted. */
export const mark = style({ padding: '0 2px', borderRadius: vars.radius.sm, background: vars.color.accentSoft, color: vars.color.text });
export const state = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm });
export const gone = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });
