import { availableParallelism } from 'node:os';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/** Every story runs as a test in Debian's Chromium (play function + axe), once per theme. */
const themes = ['light', 'dark'] as const;

/** The languages the chat view's code blocks register (packages/flows/src/chatView/markdownHighlight.ts). */
const highlightLanguages = [
  'bash',
  'c',
  'cpp',
  'csharp',
  'css',
  'diff',
  'go',
  'java',
  'javascript',
  'json',
  'kotlin',
  'markdown',
  'php',
  'python',
  'rust',
  'sql',
  'typescript',
  'xml',
  'yaml',
].map((language) => `highlight.js/lib/languages/${language}`);

export default defineConfig({
  test: {
    projects: themes.map((theme) => ({
      plugins: [storybookTest({ configDir: '.storybook' })],
      define: { __STORY_THEME__: JSON.stringify(theme) },
      // Pre-bundled up front: a dependency discovered mid-run reloads the page with a second React.
      optimizeDeps: {
        include: [
          'react-aria-components',
          '@internationalized/date',
          'qrcode',
          'i18next',
          'react-i18next',
          'wouter',
          'wouter/memory-location',
          // The route table's matcher (apps/web/src/routing/matchRoute.ts), which the shell's sidebar asks.
          'regexparam',
          'ky',
          'lucide-react',
          // The back office dashboard's charts.
          'recharts',
          'xstate',
          '@xstate/react',
          '@tanstack/react-virtual',
          'dompurify',
          'marked',
          'katex',
          'highlight.js/lib/core',
          ...highlightLanguages,
        ],
      },
      test: {
        name: `stories-${theme}`,
        // Two pages per theme even on two cores (vitest's default, cores − 1, is one): a story waits on its browser as
        // much as it computes. And one page runs many story files, as Storybook itself switches stories without
        // reloading (each story still mounts into a fresh root and is torn down after): reloading every module for
        // each file cost more than the stories. Measured alone on two cores: 218 s → 188 s (two pages) → 136 s.
        maxWorkers: Math.max(2, availableParallelism() - 1),
        isolate: false,
        browser: {
          enabled: true,
          headless: true,
          provider: playwright({ launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } }),
          instances: [{ browser: 'chromium' as const }],
        },
      },
    })),
  },
});
