import { defineConfig } from 'vitest/config';

// Each guardrail test runs a real tool (ESLint, Biome, knip, drizzle-kit) over a deliberate violation.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 180_000 } });
