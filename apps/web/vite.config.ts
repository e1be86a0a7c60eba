import { themeScript } from '@lingxi/ui/theme-script';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './precompress';
import { paintLanguageScript } from './src/firstPaint/paintLanguageScript';
import { startAppScript } from './src/firstPaint/startAppScript';

/** Inlines the pre-paint theme script first in <head>, before any stylesheet or bundle. */
const inlineThemeScript = (): Plugin => ({
  name: 'lingxi-inline-theme-script',
  transformIndexHtml: () => [
    { tag: 'script', children: themeScript, injectTo: 'head-prepend' },
    { tag: 'script', children: paintLanguageScript, injectTo: 'head-prepend' },
  ],
});

/**
 * Replaces Vite's entry script and its modulepreload links with startAppScript, which requests them once the page the
 * server rendered into index.html (the first screen) is on screen.
 */
const startAfterFirstPaint = (): Plugin => ({
  name: 'lingxi-start-after-first-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => {
      const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
      if (!entry?.[1]) throw new Error('index.html has no module entry script');
      const preload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
      const imports = [...html.matchAll(preload)].map(([, href]) => href ?? '');
      return html
        .replace(entry[0], '')
        .replace(preload, '')
        .replace('</body>', `  <script type="module">${startAppScript(entry[1], imports)}</script>\n  </body>`);
    },
  },
});

export default defineConfig({
  plugins: [inlineThemeScript(), startAfterFirstPaint(), react(), vanillaExtractPlugin(), precompress()],
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  // The first-paint renderer (src/entry-server.tsx, built by `npm run build` into dist-server/) is one file the API
  // server imports at run time, whatever its folder: every library is bundled into it.
  ssr: { noExternal: true },
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
            // Every feature's texts in one language other than the default (imported on first use, i18n/messages.ts).
            { name: 'messages-en', test: /apps[\\/]web[\\/]src[\\/]features[\\/][^\\/]+[\\/]messages[\\/]en\.ts$/, priority: 3 },
            { name: 'messages-zh-TW', test: /apps[\\/]web[\\/]src[\\/]features[\\/][^\\/]+[\\/]messages[\\/]zh-TW\.ts$/, priority: 3 },
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
