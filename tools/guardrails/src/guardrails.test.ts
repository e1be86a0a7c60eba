// Each guardrail that `npm test` runs is shown here to fail on a deliberate violation — written to a temporary
// folder or given to the tool as text, never into the tree.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = new URL('../../..', import.meta.url).pathname;
const bin = (name: string) => join(repo, 'node_modules/.bin', name);
const scratch = mkdtempSync(join(tmpdir(), 'lingxi-guardrails-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const run = (command: string, args: string[], cwd = repo) => {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 170_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
};

describe('formatter check (Biome)', () => {
  it('passes formatted code and fails code that is not formatted', () => {
    const folder = join(scratch, 'format');
    mkdirSync(folder);
    writeFileSync(join(folder, 'biome.json'), JSON.stringify({ extends: [join(repo, 'biome.json')], vcs: { enabled: false } }));
    writeFileSync(join(folder, 'formatted.ts'), 'export const greeting = (name: string) => `你好，${name}`;\n');
    expect(run(bin('biome'), ['format', 'formatted.ts'], folder).status).toBe(0);
    writeFileSync(join(folder, 'unformatted.ts'), 'export const greeting = ( name:string )=>{ return "你好，"+name }\n');
    const check = run(bin('biome'), ['format', 'unformatted.ts'], folder);
    expect(check.status).not.toBe(0);
    expect(check.output).toContain('unformatted.ts');
  });
});

describe('knip', () => {
  const folder = join(scratch, 'knip');
  beforeAll(() => {
    mkdirSync(join(folder, 'src'), { recursive: true });
    writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: 'probe', type: 'module', dependencies: { 'left-pad': '1.3.0' } }));
    writeFileSync(join(folder, 'knip.json'), JSON.stringify({ entry: ['src/main.ts'], project: ['src/**/*.ts'] }));
    writeFileSync(join(folder, 'src/main.ts'), "import { used } from './lib.js';\nimport { Type } from 'typebox';\nconsole.log(used, Type);\n");
    writeFileSync(join(folder, 'src/lib.ts'), 'export const used = 1;\nexport const unused = 2;\n');
    writeFileSync(join(folder, 'src/orphan.ts'), 'export const orphan = 3;\n');
  });

  it('fails on an unused export, an unused file, an unused dependency and an undeclared one', () => {
    const check = run(bin('knip'), ['--no-progress', '--no-config-hints'], folder);
    expect(check.status).not.toBe(0);
    expect(check.output).toMatch(/Unused files[\s\S]*src\/orphan\.ts/);
    expect(check.output).toMatch(/Unused dependencies[\s\S]*left-pad/);
    expect(check.output).toMatch(/Unlisted dependencies[\s\S]*typebox/);
    expect(check.output).toMatch(/Unused exports[\s\S]*unused/);
  });
});

describe('import boundaries and type-aware rules (the repository ESLint config)', () => {
  const eslint = new ESLint({ cwd: repo });
  /** Lints `code` as if it were the file at `path` (an existing file, so the type-aware rules have its project). */
  const problems = async (path: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(repo, path) });
    return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
  };

  it.each([
    ['packages/ui/src/components/Button/Button.tsx', "import { createMachine } from 'xstate';\nexport const m = createMachine({});\n", 'no-restricted-imports'],
    ['packages/ui/src/components/Button/Button.tsx', "import { t } from 'i18next';\nexport const label = t('x');\n", 'no-restricted-imports'],
    ['packages/ui/src/components/Button/Button.tsx', "export * from '@lingxi/flows';\n", 'no-restricted-imports'],
    ['packages/ui/src/components/Button/Button.tsx', "export * from '@lingxi/api-client';\n", 'no-restricted-imports'],
    ['packages/flows/src/qrLogin/qrLogin.machine.ts', "import { useState } from 'react';\nexport const hook = useState;\n", 'no-restricted-imports'],
    ['packages/flows/src/qrLogin/qrLogin.machine.ts', "import ky from 'ky';\nexport const http = ky;\n", 'no-restricted-imports'],
    ['packages/flows/src/qrLogin/qrLogin.machine.ts', "import i18next from 'i18next';\nexport const i18n = i18next;\n", 'no-restricted-imports'],
    ['packages/flows/src/index.ts', "export * from '../../../apps/web/src/App';\n", 'no-restricted-imports'],
    ['apps/server/src/app.ts', "import { useState } from 'react';\nexport const hook = useState;\n", 'no-restricted-imports'],
    ['apps/server/src/app.ts', "export * from '@lingxi/flows';\n", 'no-restricted-imports'],
    ['apps/server/src/domain/clock.ts', "export { ok } from '../http/envelope.js';\n", 'no-restricted-imports'],
    ['apps/sim/src/sim.ts', "export * from '@lingxi/server/testing';\n", 'no-restricted-imports'],
    ['apps/sim/src/sim.ts', "export * from '../../server/src/app.js';\n", 'no-restricted-imports'],
    // Users never download operator code: the web app imports nothing of the back office.
    ['apps/web/src/App.tsx', "export * from '@lingxi/flows/admin';\n", 'no-restricted-imports'],
    ['apps/web/src/App.tsx', "export * from '../../admin/src/App';\n", 'no-restricted-imports'],
    ['apps/admin/src/App.tsx', "export * from '../../web/src/App';\n", 'no-restricted-imports'],
  ])('%s may not: %s', async (path, code, rule) => {
    expect((await problems(path, code)).some((problem) => problem.startsWith(`${rule}:`))).toBe(true);
  });

  it("refuses a server module's import of another module's internal file, and allows its index", async () => {
    const path = 'apps/server/src/modules/chat/plugin.ts';
    expect(await problems(path, "export { changePoints } from '../economy/ledger.js';\n")).toContainEqual(expect.stringContaining('lingxi/module-boundaries'));
    expect((await problems(path, "export { changePoints } from '../economy/index.js';\n")).filter((problem) => problem.startsWith('lingxi/'))).toEqual([]);
  });

  it('refuses a floating promise, a promise where a void callback is expected, and a switch that misses a case', async () => {
    const path = 'packages/flows/src/index.ts';
    const floating = await problems(path, 'const later = async () => 1;\nlater();\nexport {};\n');
    expect(floating).toContainEqual(expect.stringContaining('@typescript-eslint/no-floating-promises'));
    const misused = await problems(path, "const later = async () => 1;\nexport const listen = (target: EventTarget) => target.addEventListener('x', later);\n");
    expect(misused).toContainEqual(expect.stringContaining('@typescript-eslint/no-misused-promises'));
    const switched = await problems(
      path,
      "export const name = (kind: 'a' | 'b') => {\n  switch (kind) {\n    case 'a':\n      return 'A';\n  }\n  return '';\n};\n",
    );
    expect(switched).toContainEqual(expect.stringContaining('@typescript-eslint/switch-exhaustiveness-check'));
  });
});

describe('migration drift check', () => {
  it('passes the committed schema and fails a schema that the migrations do not describe', () => {
    expect(run('node', ['scripts/migrations-check.mjs']).status).toBe(0);
    // A schema of one table: the committed migrations create many more, so drizzle-kit would write a migration.
    const schema = join(scratch, 'schema.ts');
    writeFileSync(schema, `export { siteConfig } from '${join(repo, 'apps/server/src/db/schema.js')}';\n`);
    const check = run('node', ['scripts/migrations-check.mjs', `--schema=${schema}`]);
    expect(check.status).not.toBe(0);
    expect(check.output).toContain('disagree');
  });
});
