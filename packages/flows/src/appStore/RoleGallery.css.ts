import { vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';
import * as centre from './AppCentre.css';

// The role gallery (/role): character cards. What it shares with the app centre (search, chips, states) is styled in
// AppCentre.css.ts.

export const gallery = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

// Two columns on phones, cards of at least 200 px from tablets on.
const columns = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 148px), 1fr))',
  gap: vars.space.md,
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' } },
} as const;

export const grid = style({ ...columns, margin: 0, padding: 0, listStyle: 'none' });

export const skeletons = style(columns);

// The app centre's card, its picture edge to edge.
export const card = style([centre.card, { gap: 0, padding: 0, overflow: 'hidden' }]);

// The portrait: the app's picture, square, across the card.
export const portrait = style({
  display: 'block',
  width: '100%',
  // Square whatever the picture's size (the img's height attribute only reserves its room).
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

// No picture: the app centre's fallback (the name's first character), portrait-sized.
export const portraitFallback = style([
  centre.logoFallback,
  { width: '100%', height: 'auto', aspectRatio: '1 / 1', borderRadius: 0, fontSize: vars.fontSize.display },
]);

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, flex: 1, minWidth: 0, padding: vars.space.md });

export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

// The app centre's name (one line, an ellipsis when long) beside the star.
export const name = style([centre.name, { flex: 1, minWidth: 0 }]);

// The first example as what one might say to the character: a speech bubble whose tail points up at the card.
export const bubble = style({
  position: 'relative',
  margin: 0,
  marginBlockStart: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.text,
  '::before': {
    content: '""',
    position: 'absolute',
    insetBlockStart: -6,
    insetInlineStart: vars.space.md,
    borderInline: '6px solid transparent',
    borderBlockEnd: `6px solid ${vars.color.accentSoft}`,
  },
});

// Two lines at most, as the description (which keeps its two lines' height), in the text's colour.
export const quote = style([centre.des, { color: vars.color.text, minHeight: 0 }]);

export const foot = style({ display: 'flex', marginBlockStart: 'auto', paddingBlockStart: vars.space.xs });
