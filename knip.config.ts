import type { KnipConfig } from 'knip';

// `npm run knip` (and npm test): no unused files, exports or dependencies, and none used without being declared.
// knip finds most entry points through its plugins (vite, vitest, storybook, eslint, drizzle); these are the rest.
const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs', 'bench/*.mjs', 'bench/gallery/*.mjs', '.storybook/*.{ts,tsx}'],
      project: ['scripts/**/*.mjs', 'bench/**/*.mjs', '.storybook/**/*.{ts,tsx}', '*.{js,ts}'],
      // bench/knowledgeRetrieval.mjs runs the server's own modules from source and needs the same drizzle and jieba
      // (apps/server's dependencies, hoisted): a second declaration here could drift from the server's version.
      ignoreDependencies: ['drizzle-orm', '@node-rs/jieba'],
    },
    'apps/server': {
      entry: ['src/main.ts', 'src/scripts/*.ts', 'src/db/createCluster.ts', 'test/**/*.ts'],
      project: ['src/**/*.ts', 'test/**/*.ts', '*.{ts,mjs}'],
    },
    'apps/sim': { entry: ['src/main.ts'], project: ['src/**/*.ts'] },
    'apps/web': { entry: ['e2e/**/*.test.ts', 'precompress.ts', 'src/entry-server.tsx'], project: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', '*.ts'] },
    'apps/admin': { entry: ['e2e/**/*.test.ts'], project: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', '*.ts'] },
    'packages/*': { project: ['src/**/*.{ts,tsx}'] },
    'tools/*': { project: ['src/**/*.{ts,mjs,js}'] },
  },
  // Run by scripts through npx, where knip cannot see them: chromatic (scripts/chromatic.mjs), openapi-typescript
  // (scripts/api-gen.mjs, in the workspace whose types it writes).
  ignoreDependencies: ['chromatic', 'openapi-typescript'],
  // Debian's, not npm's: CPU pinning in the benchmarks, font and package queries, lossless PNG optimisation.
  ignoreBinaries: ['taskset', 'fc-list', 'dpkg-query', 'optipng'],
};

export default config;
