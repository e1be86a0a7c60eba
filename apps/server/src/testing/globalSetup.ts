import type { TestProject } from 'vitest/node';
import { prepareTestTemplates } from './testDatabases.js';

/**
 * Once per server test run: a migrated and a migrated + seeded database (PGlite tarballs, or
 * template databases on TEST_DATABASE_URL's server), which every suite copies instead of
 * creating its own from nothing (testDatabases.ts). Removed again when the run ends.
 */
export default async function setup(project: TestProject) {
  const { templates, dispose } = await prepareTestTemplates();
  project.provide('lingxiTestTemplates', templates);
  return dispose;
}
