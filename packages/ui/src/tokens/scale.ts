/** Non-colour tokens: the same in every theme. */

/** Per language: CJK faces lead for Chinese so Latin and Han text share one face per platform; Latin ones for English. */
export const fontFamily = {
  body: '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "Helvetica Neue", Arial, sans-serif',
  /** English: Latin faces first, so Latin punctuation (’ “ ”) is not set full-width by a CJK face; Han text after. */
  bodyLatin:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  bodyTraditional:
    '-apple-system, BlinkMacSystemFont, "PingFang TC", "Microsoft JhengHei", "Noto Sans CJK TC", "Noto Sans TC", "Source Han Sans TC", "Helvetica Neue", Arial, sans-serif',
  mono: '"SFMono-Regular", Menlo, Consolas, "Noto Sans Mono CJK SC", "Liberation Mono", monospace',
} as const;

export const fontSize = { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '18px', xxl: '22px', display: '28px' } as const;
export const fontWeight = { regular: '400', medium: '500', bold: '600' } as const;
/** Han characters need more leading than Latin text to stay legible. */
export const lineHeight = { tight: '1.3', normal: '1.6', loose: '1.8' } as const;

export const space = { none: '0', xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' } as const;
export const radius = { none: '0', sm: '4px', md: '8px', lg: '12px', xl: '16px', full: '9999px' } as const;

export const elevation = {
  none: 'none',
  low: '0 1px 2px rgba(15, 17, 21, 0.08), 0 1px 3px rgba(15, 17, 21, 0.06)',
  medium: '0 4px 12px rgba(15, 17, 21, 0.12)',
  high: '0 12px 32px rgba(15, 17, 21, 0.18)',
} as const;

export const motion = {
  durationFast: '120ms',
  durationNormal: '200ms',
  durationSlow: '320ms',
  easingStandard: 'cubic-bezier(0.2, 0, 0, 1)',
  easingEmphasized: 'cubic-bezier(0.3, 0, 0, 1.2)',
} as const;

export const zIndex = {
  base: '0',
  dropdown: '1000',
  sticky: '1100',
  overlay: '1300',
  modal: '1400',
  toast: '1500',
  tooltip: '1600',
  progress: '1700',
} as const;

/** Breakpoints (min-width, px) named as the spec names them: sm, md, lg, xl. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** Dialog widths the spec needs: the 456 px login dialog up to the 1280 px VIP dialog. */
export const dialogWidth = { sm: '456px', md: '650px', lg: '880px', xl: '1280px' } as const;
