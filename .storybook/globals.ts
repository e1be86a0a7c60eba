/** Toolbar values shared by Storybook and the visual-regression runner. */
export const storyLocales = ['zh-CN', 'en', 'zh-TW'] as const;

export const storyViewports = {
  mobile: { name: 'Mobile', styles: { width: '375px', height: '720px' }, type: 'mobile' },
  tablet: { name: 'Tablet', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;
