import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Creating a database from nothing (PGlite's initdb, migrations, seed) costs seconds on two busy cores, so
// globalSetup prepares a migrated and a seeded one once per run and each suite opens its own copy
// (src/testing/testDatabases.ts). The suites live in test/, mirroring src/. A suite spends much of its time waiting
// on its database, so two run at once even on two cores (vitest's default, cores − 1, would be one).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // A suite's beforeAll opens its database and server; with e2e, Storybook and the PostgreSQL suites sharing the
    // cores (npm test runs them side by side) one took over 60 s under load.
    hookTimeout: 120_000,
    // vitest's 1 s poll default is too short on CI's loaded cores.
    expect: { poll: { timeout: 10_000 } },
    globalSetup: ['src/testing/globalSetup.ts'],
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
