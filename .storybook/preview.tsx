import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { applyResolvedTheme, isThemePreference, resolveTheme } from '@lingxi/ui';
import { storyLocales, storyViewports } from './globals';

/** Set by the story-test projects (light and dark); Storybook itself starts in light. */
declare const __STORY_THEME__: string | undefined;
const initialTheme = typeof __STORY_THEME__ === 'string' ? __STORY_THEME__ : 'light';

const withThemeAndLocale: Decorator = (Story, { globals }) => {
  const preference = isThemePreference(globals.theme) ? globals.theme : 'light';
  applyResolvedTheme(resolveTheme(preference, matchMedia('(prefers-color-scheme: dark)').matches), preference);
  const locale = typeof globals.locale === 'string' ? globals.locale : 'zh-CN';
  document.documentElement.lang = locale;
  return (
    <I18nProvider locale={locale}>
      <Story />
    </I18nProvider>
  );
};

const preview: Preview = {
  decorators: [withThemeAndLocale],
  // react-aria's live announcer lives on <body> across stories: a pending Button's announcement (a role="img" naming
  // the button for 7 s) would outlast its story and fail the next story's axe check with a dangling reference.
  beforeEach: () => {
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
  },
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['auto', 'light', 'dark'], dynamicTitle: true },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: storyLocales.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: initialTheme, locale: 'zh-CN' },
  parameters: {
    layout: 'padded',
    // Every story is an accessibility test: any axe violation fails it.
    a11y: { test: 'error' },
    viewport: { options: storyViewports },
    controls: { expanded: true },
  },
};
export default preview;
