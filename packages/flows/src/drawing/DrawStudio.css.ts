import { vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

const wide = 'screen and (min-width: 1024px)';

export const studio = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minHeight: 0,
  '@media': { [wide]: { flexDirection: 'row', alignItems: 'stretch', height: 'calc(100dvh - 120px)' } },
});

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [wide]: { width: 360, flexShrink: 0, overflowY: 'auto', paddingInlineEnd: vars.space.xs } },
});

// The gallery scrolls itself: a phone gives it most of a screen, a wide screen the rest of the row.
export const main = style({ flex: 'none', minWidth: 0, height: '75dvh', '@media': { [wide]: { flex: 1, height: 'auto' } } });

export const demo = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const chip = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const ideas = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const idea = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
});

export const advanced = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.sm });

export const advancedHeading = style({ margin: 0, fontSize: vars.fontSize.md });

export const advancedTrigger = style({
  width: '100%',
  padding: `${vars.space.xs} 0`,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const advancedPanel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, paddingTop: vars.space.sm });

export const submit = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const price = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const vipFree = style({ color: vars.color.accentText });

export const infoLine = style({ margin: 0, overflowWrap: 'anywhere' });

/** Describe's and shorten's prompts on their card: each with 使用 and 复制. */
export const results = style([ideas, { width: '100%' }]);
export const resultText = style({ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' });
export const resultButtons = style({ display: 'flex', gap: vars.space.xxs, flexShrink: 0 });

/** The tool page's picked picture. */
export const picked = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.dangerText });

export const seedLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, margin: 0 });

export const seedError = style({ color: vars.color.dangerText, fontSize: vars.fontSize.sm });

/** A quick tool's choice: its name over its line of description. */
export const toolChoice = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const toolName = style({ fontWeight: vars.fontWeight.medium });

/** /channels/@me: the stream fills the screen above the composer. */
export const channel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, height: 'calc(100dvh - 120px)', minHeight: 360 });
export const channelMain = style({ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' });
export const composer = style({ flex: 'none', borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.sm });
export const channelComposer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const channelRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });
export const channelField = style({ flex: 1, minWidth: 0 });

export const shareError = style({ margin: 0, color: vars.color.dangerText, fontSize: vars.fontSize.sm });
