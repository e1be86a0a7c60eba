import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['src/**/*.test.{ts,tsx}', 'e2e/**/*.test.ts'], environment: 'node', passWithNoTests: true, testTimeout: 60_000, hookTimeout: 120_000 },
});
