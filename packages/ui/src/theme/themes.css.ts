import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { darkColors, lightColors, type ColorTokens } from '../tokens/color';
import { elevation, fontFamily, fontSize, fontWeight, lineHeight, motion, radius, space, zIndex } from '../tokens/scale';
import { vars } from './contract.css';
import { themeClass } from './themeClasses';

const shared = { font: fontFamily, fontSize, fontWeight, lineHeight, space, radius, zIndex };

const darkElevation = {
  none: 'none',
  low: '0 1px 2px rgba(0, 0, 0, 0.5)',
  medium: '0 4px 12px rgba(0, 0, 0, 0.55)',
  high: '0 12px 32px rgba(0, 0, 0, 0.6)',
};

const theme = (color: ColorTokens, shadows: typeof elevation | typeof darkElevation) => ({
  ...shared,
  color,
  elevation: shadows,
  motion,
});

// createGlobalTheme on fixed classes (instead of createTheme's hashed class) so the
// pre-paint script can apply a theme before the bundle loads; both fill the one contract.
createGlobalTheme(`:root.${themeClass.light}, .${themeClass.light}`, vars, theme(lightColors, elevation));
createGlobalTheme(`:root.${themeClass.dark}, .${themeClass.dark}`, vars, theme(darkColors, darkElevation));

globalStyle(`:root.${themeClass.light}`, { colorScheme: 'light' });
globalStyle(`:root.${themeClass.dark}`, { colorScheme: 'dark' });

// Reduced motion: every duration collapses to zero, so components need no media query of their own.
globalStyle(`:root.${themeClass.light}, :root.${themeClass.dark}`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: {
        [vars.motion.durationFast]: '0ms',
        [vars.motion.durationNormal]: '0ms',
        [vars.motion.durationSlow]: '0ms',
      },
    },
  },
});
