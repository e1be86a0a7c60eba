import { style } from '@vanilla-extract/css';
import { vars } from '@lingxi/ui';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, paddingTop: vars.space.sm });

export const classes = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const classTerm = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const classDescription = style({ margin: 0 });

/** A model's name, with its class (基础模型 / 高级模型) on a muted line below. */
export const modelName = style({ display: 'block' });

export const modelClass = style({ display: 'block', fontSize: vars.fontSize.xs, color: vars.color.textMuted });
