import { breakpoints, vars } from '@lingxi/ui';
import { globalStyle, style } from '@vanilla-extract/css';

const phone = `screen and (max-width: ${breakpoints.sm}px)`;

/**
 * The question box under the messages. On a phone it stays at the bottom of the pane (sticky), full
 * width, and keeps clear of the home indicator and rounded corners (safe-area insets).
 */
export const composer = style({
  flexShrink: 0,
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.md}`,
  background: vars.color.background,
  '@media': {
    [phone]: {
      position: 'sticky',
      bottom: 0,
      zIndex: 1,
      paddingInline: `max(${vars.space.sm}, env(safe-area-inset-left)) max(${vars.space.sm}, env(safe-area-inset-right))`,
      paddingBottom: `max(${vars.space.sm}, env(safe-area-inset-bottom))`,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, maxWidth: '860px', marginInline: 'auto' });

export const start = style({ display: 'flex', alignItems: 'center', flexShrink: 0, minHeight: '44px' });

export const field = style({ flex: 1, minWidth: 0 });

// The text area grows with its text (Composer sets its height) up to eight lines, then scrolls.
globalStyle(`${field} textarea`, {
  minHeight: 0,
  maxHeight: `calc(8 * ${vars.lineHeight.normal} * 1em + 2 * ${vars.space.sm})`,
  resize: 'none',
  overflowY: 'auto',
});
// The field's box is as tall as the send button.
globalStyle(`${field} [role="presentation"]`, { minHeight: '44px', borderRadius: vars.radius.lg });

export const hint = style({
  maxWidth: '860px',
  margin: `${vars.space.xs} auto 0`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
  textAlign: 'center',
  '@media': { [phone]: { display: 'none' } },
});
