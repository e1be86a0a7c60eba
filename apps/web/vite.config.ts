import { themeScript } from '@lingxi/ui/theme-script';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './precompress';

/** Inlines the pre-paint theme script first in <head>, before any stylesheet or bundle. */
const inlineThemeScript = (): Plugin => ({
  name: 'lingxi-inline-theme-script',
  transformIndexHtml: () => [{ tag: 'script', children: themeScript, injectTo: 'head-prepend' }],
});

export default defineConfig({
  plugins: [inlineThemeScript(), react(), vanillaExtractPlugin(), precompress()],
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  build: {
    rolldownOptions: {
      // Our packages have no import-time effects besides their styles, so unused components drop
      // out of the bundle. Declared here, not as `sideEffects` in packages/ui: Storybook's build
      // then lost the vanilla-extract styles.
      treeshake: {
        moduleSideEffects: (id) => (/[\\/]packages[\\/](ui|flows)[\\/]src[\\/]/.test(id) && !/\.css/.test(id) ? false : undefined),
      },
      output: {
        // The libraries every screen needs travel as one file, and the shell's small shared modules
        // join the entry instead of a dozen sub-kilobyte requests on a first visit.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|ky|wouter|regexparam|use-sync-external-store)[\\/]/,
              priority: 2,
            },
            // The app-wide modules and the layout's shared pieces (flowTranslate travels with the dialogs and screens that use it).
            {
              name: 'shell',
              test: /apps[\\/]web[\\/]src[\\/]((site|state|dialogs|platform|routing|features[\\/]shell[\\/]layout)[\\/]|i18n[\\/](?!flowTranslate))/,
              priority: 1,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
