import { themeScript } from '@lingxi/ui/theme-script';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Inlines the pre-paint theme script first in <head>, before any stylesheet or bundle. */
const inlineThemeScript = (): Plugin => ({
  name: 'lingxi-inline-theme-script',
  transformIndexHtml: () => [{ tag: 'script', children: themeScript, injectTo: 'head-prepend' }],
});

export default defineConfig({
  plugins: [inlineThemeScript(), react(), vanillaExtractPlugin()],
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
