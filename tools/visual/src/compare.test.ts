import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lightColors } from '@lingxi/ui/tokens';
import { launchChromium } from '@lingxi/browser-testing';
import type { Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareScreenshots } from './compare.mjs';

function solidPng(width: number, height: number, rgba: [number, number, number, number]) {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4) png.data.set(rgba, i);
  return png;
}

describe('compareScreenshots on synthetic images', () => {
  it('passes identical images', () => {
    const image = PNG.sync.write(solidPng(8, 8, [255, 255, 255, 255]));
    expect(compareScreenshots(image, image)).toMatchObject({ equal: true, mismatchedPixels: 0, diff: null });
  });

  it('fails on one changed pixel and marks exactly that pixel in the diff image', () => {
    const base = solidPng(8, 8, [255, 255, 255, 255]);
    const changed = solidPng(8, 8, [255, 255, 255, 255]);
    changed.data.set([36, 88, 214, 255], (3 * 8 + 5) * 4);
    const result = compareScreenshots(PNG.sync.write(base), PNG.sync.write(changed));
    expect(result).toMatchObject({ equal: false, mismatchedPixels: 1, sizeMismatch: false });
    const diff = PNG.sync.read(result.diff as Buffer);
    expect([...diff.data.subarray((3 * 8 + 5) * 4, (3 * 8 + 5) * 4 + 3)]).toEqual([255, 0, 0]);
  });

  it('fails when the size changes', () => {
    const a = PNG.sync.write(solidPng(8, 8, [0, 0, 0, 255]));
    const b = PNG.sync.write(solidPng(8, 9, [0, 0, 0, 255]));
    expect(compareScreenshots(a, b)).toMatchObject({ equal: false, sizeMismatch: true });
  });
});

describe('compareScreenshots on real Chromium screenshots', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  /** A surface with one pixel painted in a theme token, the way components paint with vars. */
  async function shoot(accent: string) {
    const page = await browser.newPage({ viewport: { width: 32, height: 32 }, deviceScaleFactor: 1 });
    await page.setContent(
      `<style>:root{--accent:${accent}}body{margin:0;background:${lightColors.surface}}i{position:absolute;left:10px;top:12px;width:1px;height:1px;background:var(--accent)}</style><i></i>`,
    );
    const shot = await page.screenshot();
    await page.close();
    return shot;
  }

  it('is deterministic for the same token values', async () => {
    expect(compareScreenshots(await shoot(lightColors.accent), await shoot(lightColors.accent)).equal).toBe(true);
  });

  it('fails with a diff image when a token colour changes under one pixel', async () => {
    const baseline = await shoot(lightColors.accent);
    const actual = await shoot(lightColors.accentHover);
    const result = compareScreenshots(baseline, actual);
    expect(result.mismatchedPixels).toBe(1);
    expect(result.equal).toBe(false);

    const file = join(mkdtempSync(join(tmpdir(), 'lingxi-visual-')), 'token.diff.png');
    writeFileSync(file, result.diff as Buffer);
    const diff = PNG.sync.read(readFileSync(file));
    const at = (12 * 32 + 10) * 4;
    expect([...diff.data.subarray(at, at + 3)]).toEqual([255, 0, 0]);
  });
});
