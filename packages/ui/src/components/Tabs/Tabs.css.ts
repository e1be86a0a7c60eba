import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../shared/styles.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

const line = `${tabs}[data-variant="line"]`;
const pill = `${tabs}[data-variant="pill"]`;

export const tabList = style({
  display: 'flex',
  maxWidth: '100%',
  // Many tabs (the points rules) scroll sideways on narrow screens instead of wrapping.
  overflowX: 'auto',
  scrollbarWidth: 'none',
  selectors: {
    [`${line} &`]: { gap: vars.space.lg, borderBottom: `1px solid ${vars.color.border}` },
    [`${pill} &`]: {
      alignSelf: 'flex-start',
      gap: vars.space.xxs,
      padding: vars.space.xxs,
      borderRadius: vars.radius.full,
      background: vars.color.surfaceSunken,
    },
  },
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  maxWidth: '20em',
  minHeight: '36px',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  transition: `color ${vars.motion.durationFast} ${vars.motion.easingStandard}, background ${vars.motion.durationFast} ${vars.motion.easingStandard}, border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },

    [`${line} &`]: { padding: `${vars.space.sm} ${vars.space.xxs}`, borderBottom: '2px solid transparent', marginBottom: '-1px' },
    [`${line} &[data-selected]`]: { color: vars.color.accentText, borderBottomColor: vars.color.accent },

    [`${pill} &`]: { padding: `${vars.space.xs} ${vars.space.lg}`, borderRadius: vars.radius.full },
    [`${pill} &[data-selected]`]: { color: vars.color.text, background: vars.color.surface, boxShadow: vars.elevation.low },
  },
});

export const tabLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const tabPanel = style({
  color: vars.color.text,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});
