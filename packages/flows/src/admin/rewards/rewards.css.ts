import { style } from '@vanilla-extract/css';
import { vars } from '@lingxi/ui';

/** The three groups, then the summary: side by side from tablets up, one column on phones. */
export const groups = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', alignItems: 'start' });
export const fields = style({ display: 'grid', gap: vars.space.md });

/** What a user gets, as the drafts say: a list of plain sentences. */
export const summary = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.accentSoft,
  border: `1px solid ${vars.color.border}`,
});
export const summaryList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs, color: vars.color.text });
export const summaryStrong = style({ fontWeight: vars.fontWeight.medium });
