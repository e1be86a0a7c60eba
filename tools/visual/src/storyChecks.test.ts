import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium, serveFolder } from '@lingxi/browser-testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capture, newShotPage } from './capture.mjs';
import { storyFailure } from './storyChecks.mjs';

/**
 * The story checks against a real Storybook build of tools/visual/fixtures: a story that passes, and one each that
 * fails its play function, fails axe and throws while playing. The visual run must fail the last three.
 */
const fixtures = new URL('../fixtures/.storybook', import.meta.url).pathname;
const repo = new URL('../../..', import.meta.url).pathname;
const built = mkdtempSync(join(tmpdir(), 'story-checks-'));
let site: Awaited<ReturnType<typeof serveFolder>>;
let browser: Browser;

beforeAll(async () => {
  execFileSync('npx', ['storybook', 'build', '-c', fixtures, '-o', built, '--quiet', '--disable-telemetry'], { cwd: repo, stdio: 'pipe' });
  site = await serveFolder(built);
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  rmSync(built, { recursive: true, force: true });
});

/** Renders the fixture stories one after the other in one page, as the visual run does (first by URL, then switched). */
async function failuresOf(storyIds: string[]) {
  const { page, close } = await newShotPage(browser);
  const loaded = {};
  const found: Record<string, string | null> = {};
  for (const storyId of storyIds) {
    const { png, failure } = await capture(page, site.url, { storyId, theme: 'light', viewport: { width: 640, height: 480 } }, loaded);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    found[storyId] = failure;
  }
  await close();
  return found;
}

describe('story checks in the static Storybook', () => {
  it('pass a story whose play function and axe pass, and fail each broken story with its reason', async () => {
    const found = await failuresOf(['checks--passes', 'checks--play-fails', 'checks--axe-violation', 'checks--unhandled-error']);
    expect(found['checks--passes']).toBeNull();
    expect(found['checks--play-fails']).toMatch(/^play function threw: .*取消/);
    expect(found['checks--axe-violation']).toBe('a11y: button-name (1× e.g. button[type="button"]) (at 640 px)');
    expect(found['checks--unhandled-error']).toContain('unhandled error while playing: thrown outside the play function');
  });

  it('keep a failure to the story it belongs to when a broken story is loaded first and others are switched to', async () => {
    const found = await failuresOf(['checks--play-fails', 'checks--passes', 'checks--axe-violation', 'checks--passes']);
    expect(found['checks--play-fails']).toMatch(/^play function threw/);
    expect(found['checks--axe-violation']).toMatch(/^a11y: button-name/);
    expect(found['checks--passes']).toBeNull();
  });
});

describe('storyFailure', () => {
  it('passes an axe report marked "warning" (a11y test: todo), as the Vitest addon does', () => {
    expect(storyFailure({ status: 'success', reports: [{ type: 'a11y', status: 'warning', violations: [] }], errors: [] })).toBeNull();
  });

  it('names a failed report without violations by its error, and a bare error status as a render failure', () => {
    expect(storyFailure({ status: 'error', reports: [{ type: 'a11y', status: 'failed', error: 'axe is already running' }], errors: [] })).toBe(
      'a11y: axe is already running',
    );
    expect(storyFailure({ status: 'error', reports: [], errors: [] })).toBe('the story failed to render');
  });
});
