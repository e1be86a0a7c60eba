import { style } from '@vanilla-extract/css';
import { vars } from '@lingxi/ui';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const linkRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const linkField = style({ flex: '1 1 18em', minWidth: 0 });

export const noLink = style({ flex: '1 1 12em', fontSize: vars.fontSize.md, color: vars.color.textMuted, margin: 0 });

export const tableSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const failed = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: vars.space.md });

export const error = style({ fontSize: vars.fontSize.md, color: vars.color.dangerText, margin: 0 });

export const rewardRule = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

/** Phones: one card per invitee. */
export const cards = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const cardHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const cardName = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const cardFields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });

export const cardField = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, fontSize: vars.fontSize.sm });

export const cardLabel = style({ flexShrink: 0, color: vars.color.textMuted });

export const cardValue = style({ margin: 0, minWidth: 0, textAlign: 'end', overflowWrap: 'anywhere' });

/** The empty and failed states: the whole text, wrapped, never clipped. */
export const cardsEmpty = style({
  margin: 0,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const cardsLoading = style({ display: 'flex', justifyContent: 'center', padding: vars.space.md });
