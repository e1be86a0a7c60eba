import { defineConfig } from 'vitest/config';

// Each suite opens its own database (PGlite start + migrations take 1–3 s on two busy cores).
export default defineConfig({ test: { include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 } });
