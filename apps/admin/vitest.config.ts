import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'e2e/**/*.test.ts'],
    environment: 'node',
    passWithNoTests: true,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page waits on a lazy chunk and the server; vitest's 1 s poll default timed out on CI's loaded cores (/member).
    expect: { poll: { timeout: 15_000 } },
    // An e2e suite mostly waits on its browser and server: on two cores one at a time left 70 % of the CPU idle.
    maxWorkers: 2 * availableParallelism(),
  },
});
