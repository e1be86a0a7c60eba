import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { moduleBoundaries } from './tools/guardrails/src/moduleBoundaries.js';

/** `no-restricted-imports` for one layer: each entry is the import patterns it may not use and why. */
const forbid = (...groups) => ['error', { patterns: groups.map(([group, message]) => ({ group, message })) }];
const noWeb = [['@lingxi/web', '@lingxi/web/*', '**/apps/web/**', '**/web/src/**'], 'packages and the server never import the web app (layers point down).'];
const noOperatorCode = [
  ['@lingxi/flows/admin', '@lingxi/flows/admin/*', '**/flows/src/admin/**', '@lingxi/admin', '**/apps/admin/**', '**/admin/src/**'],
  'users never download operator code: the back office lives in apps/admin and packages/flows/src/admin only.',
];
const noServer = [['@lingxi/server', '@lingxi/server/*', '**/apps/server/**', '**/server/src/**'], 'only tests and the web e2e may reach into the server.'];
const noFlows = [['@lingxi/flows', '@lingxi/flows/*', '**/packages/flows/**'], 'ui is below flows: it knows nothing of machines or message keys.'];
const noApiClient = [['@lingxi/api-client', '@lingxi/api-client/*', '**/packages/api-client/**'], 'ui knows nothing of the API.'];
const noStateOrI18n = [
  ['xstate', '@xstate/*', 'i18next', 'react-i18next'],
  'ui components take strings and callbacks as props; state machines and translation live in flows and the app.',
];
const noReactInMachines = [
  ['react', 'react/*', 'react-dom', 'react-dom/*', '@xstate/react', '@lingxi/ui', '@lingxi/ui/*', 'ky', 'i18next', 'react-i18next'],
  'machines are pure: no React, ky or i18next inside *.machine.ts (inject actors instead).',
];
const noFrontEnd = [
  [
    'react',
    'react/*',
    'react-dom',
    'react-dom/*',
    '@lingxi/ui',
    '@lingxi/ui/*',
    '@lingxi/flows',
    '@lingxi/flows/*',
    'xstate',
    '@xstate/*',
    'i18next',
    'react-i18next',
    'wouter',
    'ky',
    '**/packages/ui/**',
    '**/packages/flows/**',
  ],
  'the server imports no front-end package.',
];
const noHttpInDomain = [
  ['**/http/*', '**/plugins/**', '**/modules/**', 'fastify', 'fastify/*', '@fastify/*'],
  'domain code is below HTTP: no envelope, route, plugin or module in it.',
];
const noApiClientInServer = [
  ['@lingxi/api-client', '@lingxi/api-client/*'],
  'the server imports no front-end package (its tests may use the generated client).',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'storybook-static/**', '**/.turbo/**', '**/.data/**', '**/src/generated/**', 'visual/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Type-aware rules: a promise is awaited, handled or voided on purpose; a switch over a union covers every member.
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}', 'apps/*/test/**/*.ts', 'apps/*/e2e/**/*.ts', 'tools/*/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  // Layer boundaries (ARCHITECTURE.md "Layers"): each layer imports only what is below it.
  { files: ['packages/ui/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': forbid(noFlows, noApiClient, noStateOrI18n, noWeb, noServer) } },
  { files: ['packages/flows/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': forbid(noWeb, noServer) } },
  { files: ['packages/flows/**/*.machine.ts'], rules: { 'no-restricted-imports': forbid(noReactInMachines, noWeb, noServer) } },
  { files: ['packages/api-client/**/*.ts'], rules: { 'no-restricted-imports': forbid(noWeb, noServer) } },
  { files: ['apps/server/**/*.ts'], rules: { 'no-restricted-imports': forbid(noFrontEnd, noWeb, noApiClientInServer) } },
  { files: ['apps/server/src/domain/**/*.ts'], rules: { 'no-restricted-imports': forbid(noHttpInDomain, noFrontEnd, noWeb, noApiClientInServer) } },
  { files: ['apps/server/test/**/*.ts', 'apps/server/**/*.test.ts'], rules: { 'no-restricted-imports': forbid(noFrontEnd, noWeb) } },
  { files: ['apps/sim/**/*.ts'], rules: { 'no-restricted-imports': forbid(noServer, noFrontEnd, noWeb) } },
  { files: ['apps/web/src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': forbid(noOperatorCode, noServer) } },
  { files: ['apps/admin/src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': forbid(noWeb, noServer) } },
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { lingxi: { rules: { 'module-boundaries': moduleBoundaries } } },
    rules: { 'lingxi/module-boundaries': 'error' },
  },
  {
    // Node scripts; some pass functions into the browser (page.evaluate), hence the browser globals.
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
