import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Soft background + the tone's text role: every pair is AA in both themes.
export const badge = style({
  // inline-block, not flex: text-overflow only applies to block containers.
  display: 'inline-block',
  maxWidth: '100%',
  border: '1px solid transparent',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.full,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  verticalAlign: 'middle',
  selectors: {
    '&[data-size="sm"]': { padding: `${vars.space.xxs} ${vars.space.xs}`, fontSize: vars.fontSize.xs },
    '&[data-size="md"]': { padding: `${vars.space.xxs} ${vars.space.sm}`, fontSize: vars.fontSize.sm },

    // Neutral has no soft role that stands off the page in both themes, so it is outlined.
    '&[data-tone="neutral"]': { borderColor: vars.color.borderStrong, color: vars.color.textMuted },
    '&[data-tone="accent"]': { background: vars.color.accentSoft, color: vars.color.accentText },
    '&[data-tone="success"]': { background: vars.color.successSoft, color: vars.color.successText },
    '&[data-tone="warning"]': { background: vars.color.warningSoft, color: vars.color.warningText },
    '&[data-tone="danger"]': { background: vars.color.dangerSoft, color: vars.color.dangerText },
    '&[data-tone="info"]': { background: vars.color.infoSoft, color: vars.color.infoText },
    '&[data-tone="vip"]': { background: vars.color.vipSoft, color: vars.color.vipText, fontWeight: vars.fontWeight.bold },
  },
});

export const dot = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  verticalAlign: 'middle',
  selectors: {
    '&[data-size="sm"]': { width: '6px', height: '6px' },
    '&[data-size="md"]': { width: '8px', height: '8px' },

    '&[data-tone="neutral"]': { background: vars.color.textSubtle },
    '&[data-tone="accent"]': { background: vars.color.accent },
    '&[data-tone="success"]': { background: vars.color.success },
    '&[data-tone="warning"]': { background: vars.color.warning },
    '&[data-tone="danger"]': { background: vars.color.danger },
    '&[data-tone="info"]': { background: vars.color.info },
    '&[data-tone="vip"]': { background: vars.color.vip },
  },
});
