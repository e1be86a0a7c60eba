import { vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

const mobile = 'screen and (max-width: 767px)';
/** Below 768 px the list opens from the toolbar as a sheet; wider, it sits beside the conversation. */
export const listAsSheet = mobile;

/** The conversation list beside the conversation, filling the main area's height. */
export const screen = style({
  display: 'flex',
  gap: vars.space.md,
  height: `calc(100dvh - 2 * ${vars.space.lg})`,
  minHeight: 0,
  // On a phone: the shell's top bar (layout.css.ts phoneBarHeight), main's padding above and below, and the dock
  // (dock.css.ts dockHeight, and the home indicator's inset).
  '@media': { [mobile]: { height: `calc(100dvh - 52px - 2 * ${vars.space.md} - 60px - env(safe-area-inset-bottom))` } },
});

export const listColumn = style({
  flex: '0 0 280px',
  display: 'flex',
  minHeight: 0,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  selectors: { '&[data-collapsed]': { display: 'none' } },
  '@media': { [mobile]: { display: 'none' } },
});

export const pane = style({ flex: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' });

export const drawer = style({ display: 'flex', height: '70dvh', minHeight: 0 });

export const toolbar = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const attachment = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

export const attachmentName = style({ maxWidth: '160px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: vars.fontSize.sm });

/** /gpt while no agent conversation is open. */
export const emptyPane = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

/** An icon before a button's text (the list's 应用中心 and 浏览智能体). */
export const buttonIcon = style({ display: 'inline-block', verticalAlign: '-3px', marginInlineEnd: vars.space.xs });
