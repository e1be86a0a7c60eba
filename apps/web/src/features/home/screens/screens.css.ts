import { vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

/** The home page's column: the hero, the modules, the sections. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, maxWidth: '1200px', margin: '0 auto' });

export const modules = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

/** /welcome stands alone (bare layout): a centred headline above the cards. */
export const welcome = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
  maxWidth: '1120px',
  margin: '0 auto',
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
});

export const welcomeHero = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md, textAlign: 'center' });

export const welcomeHeading = style({ margin: 0, fontSize: vars.fontSize.display, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const welcomeLead = style({ margin: 0, maxWidth: '36em', color: vars.color.textMuted, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.normal });

// Inline after the label (the button's label is a plain span; icons are blocks by default).
export const buttonIcon = style({ display: 'inline-block', width: '18px', height: '18px', verticalAlign: '-4px', marginInlineStart: vars.space.xs });
