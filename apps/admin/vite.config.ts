import { themeScript } from '@lingxi/ui/theme-script';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The pre-paint theme script as a file of its own, first in <head>: the back office's CSP allows no inline script
 * (`script-src 'self'`), so it cannot be inlined as the web app's is.
 */
const themeScriptFile = (): Plugin => ({
  name: 'lingxi-admin-theme-script',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'theme.js', source: themeScript });
  },
  configureServer(server) {
    server.middlewares.use('/admin/theme.js', (_request, response) => {
      response.setHeader('content-type', 'text/javascript');
      response.end(themeScript);
    });
  },
  transformIndexHtml: () => [{ tag: 'script', attrs: { src: '/admin/theme.js' }, injectTo: 'head-prepend' }],
});

export default defineConfig({
  base: '/admin/',
  plugins: [themeScriptFile(), react(), vanillaExtractPlugin()],
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  build: {
    rolldownOptions: {
      // As in apps/web: our packages have no import-time effects besides their styles.
      treeshake: {
        moduleSideEffects: (id) => (/[\\/]packages[\\/](ui|flows)[\\/]src[\\/]/.test(id) && !/\.css/.test(id) ? false : undefined),
      },
    },
  },
});
