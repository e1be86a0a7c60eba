import { breakpoints, focusRing, vars } from '@lingxi/ui';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { markdown } from './MarkdownContent.css';

const phone = `screen and (max-width: ${breakpoints.sm}px)`;

/** A message: questions on the right, answers on the left under the model's name. */
export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  maxWidth: '860px',
  marginInline: 'auto',
  padding: `${vars.space.md} ${vars.space.lg}`,
  selectors: { '&[data-role="user"]': { justifyContent: 'flex-end' } },
  '@media': { [phone]: { padding: `${vars.space.sm} ${vars.space.sm}` } },
});

// On a phone the bubbles take the full width: no avatars beside them.
const avatar = style({ flexShrink: 0, '@media': { [phone]: { display: 'none' } } });
export const userAvatar = avatar;
export const assistantAvatar = avatar;

export const userColumn = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '75%',
  '@media': { [phone]: { maxWidth: '100%' } },
});

export const userBubble = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  borderStartEndRadius: vars.radius.sm,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.loose,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const assistantColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1, minWidth: 0 });

export const modelName = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: '32px',
  color: vars.color.textMuted,
  '@media': { [phone]: { lineHeight: vars.lineHeight.normal } },
});

export const assistantBubble = style({
  alignSelf: 'stretch',
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  borderStartStartRadius: vars.radius.sm,
  background: vars.color.surface,
  minWidth: 0,
  '@media': { [phone]: { padding: `${vars.space.sm} ${vars.space.md}` } },
});

const note = {
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  selectors: { '&:not(:first-child)': { marginTop: vars.space.sm } },
} as const;
export const stopped = style({ ...note, fontSize: vars.fontSize.xs, color: vars.color.textSubtle });
export const failed = style({ ...note, color: vars.color.dangerText });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, minHeight: '28px' });
export const actionLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const actionIcon = style({ width: '14px', height: '14px', flexShrink: 0 });

export const reasoning = style({ paddingInlineStart: vars.space.md, borderInlineStart: `2px solid ${vars.color.border}` });
export const reasoningSummary = style({
  width: 'fit-content',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { '&:focus-visible': focusRing },
});
export const reasoningBody = style({ marginTop: vars.space.xs });
globalStyle(`${reasoningBody} ${markdown}`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted });

const bounce = keyframes({ '0%, 80%, 100%': { transform: 'translateY(0)', opacity: 0.5 }, '40%': { transform: 'translateY(-4px)', opacity: 1 } });
export const typing = style({ display: 'inline-flex', alignItems: 'center', gap: '5px', height: '24px' });
export const typingDot = style({
  width: '7px',
  height: '7px',
  borderRadius: vars.radius.full,
  background: vars.color.textSubtle,
  animation: `${bounce} 1.2s ease-in-out infinite`,
  selectors: { '&:nth-child(2)': { animationDelay: '0.15s' }, '&:nth-child(3)': { animationDelay: '0.3s' } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.8 } },
});

export const fileChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceHover }, '&:focus-visible': focusRing },
});
export const fileIcon = style({ width: '18px', height: '18px', flexShrink: 0, color: vars.color.accentText });
export const fileName = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const imageLink = style({ display: 'block', borderRadius: vars.radius.md, selectors: { '&:focus-visible': focusRing } });
export const image = style({
  display: 'block',
  maxWidth: 'min(240px, 100%)',
  maxHeight: '240px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
