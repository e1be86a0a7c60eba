import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

/** Library build: dist/index.js plus one extracted stylesheet. */
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index' },
    rolldownOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/, /^react-aria-components/, /^@internationalized\//, /^qrcode$/, /^@vanilla-extract\//] },
    sourcemap: true,
  },
});
