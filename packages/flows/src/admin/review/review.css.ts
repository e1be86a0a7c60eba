import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@lingxi/ui';

const phone = `screen and (max-width: ${breakpoints.md - 1}px)`;

/** The tabs and the kind filter on one line, wrapping on phones. */
export const toolbar = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between' });
export const kindFilter = style({ minWidth: 180 });
export const listFooter = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' });

/** The sections of the detail dialog. */
export const detailBody = style({ display: 'grid', gap: vars.space.lg });
export const detailSection = style({ display: 'grid', gap: vars.space.sm });
export const detailTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const decisionActions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center' });
/** A decision's outcome (a live region: present while empty). */
export const outcome = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.successText });

/** The snapshot: key and value side by side, stacked on narrow screens; long text keeps its lines and wraps. */
export const snapshot = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, max-content) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  '@media': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const snapshotKey = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, color: vars.color.textMuted, paddingTop: 2 });
export const snapshotValue = style({
  margin: 0,
  minWidth: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
export const snapshotList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xxs });
/** A nested object: the same layout, without the panel. */
export const snapshotNested = style([snapshot, { padding: 0, background: 'none' }]);

/** 试聊: the test conversation, scrolling past a few exchanges. */
export const trialLog = style({
  display: 'grid',
  gap: vars.space.sm,
  maxHeight: 320,
  overflowY: 'auto',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const trialLine = style({ display: 'grid', gap: vars.space.xxs, selectors: { '&[data-role="user"]': { justifyItems: 'end', textAlign: 'end' } } });
export const trialSpeaker = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
