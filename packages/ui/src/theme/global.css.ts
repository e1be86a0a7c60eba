import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitTextSizeAdjust: '100%',
  textRendering: 'optimizeLegibility',
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('html:lang(zh-TW), html:lang(zh-Hant)', { fontFamily: vars.font.bodyTraditional });
globalStyle('html:lang(en)', { fontFamily: vars.font.bodyLatin });
globalStyle('body', { margin: 0, minHeight: '100vh' });
globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('img, svg, video, canvas', { display: 'block', maxWidth: '100%' });
globalStyle('button, input, textarea, select', { font: 'inherit', color: 'inherit' });
