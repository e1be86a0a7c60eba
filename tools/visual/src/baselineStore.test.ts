import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { baselineFile, ensureOptipng, planBaselines, renderKey, writeOptimised } from './baselineStore.mjs';

const shot = (name: string, key: string, changed = false) => ({ name, key, changed });

describe('planBaselines: one file per distinct render', () => {
  it('keeps distinct renders in files of their own', () => {
    expect(planBaselines([shot('a--light', '1'), shot('a--dark', '2')], {})).toEqual({ owners: ['a--dark', 'a--light'], aliases: {}, materialise: [] });
  });

  it('stores identical renders once: the first by name owns the file, the others share it', () => {
    const plan = planBaselines([shot('list--visitor--light', 'empty'), shot('list--empty--light', 'empty'), shot('list--deleted-all--light', 'empty')], {});
    expect(plan.owners).toEqual(['list--deleted-all--light']);
    expect(plan.aliases).toEqual({ 'list--empty--light': 'list--deleted-all--light', 'list--visitor--light': 'list--deleted-all--light' });
  });

  it('leaves an unchanged owner where it is rather than rewriting files', () => {
    const plan = planBaselines([shot('b', 'x'), shot('a', 'x', true)], {});
    expect(plan.owners).toEqual(['b']);
    expect(plan.aliases).toEqual({ a: 'b' });
  });

  it('gives a shot whose render changed its own file again', () => {
    const plan = planBaselines([shot('a', 'x'), shot('b', 'y', true)], { b: 'a' });
    expect(plan.owners.sort()).toEqual(['a', 'b']);
    expect(plan.aliases).toEqual({});
  });

  it('keeps the aliases of shots outside a partial run, following their owner or copying a file that changes', () => {
    // c and d (outside this run) share a's and b's files; b's render changed, and aa renders exactly as a does.
    const plan = planBaselines([shot('a', 'x'), shot('b', 'y', true), shot('aa', 'x')], { c: 'a', d: 'b' });
    expect(plan.owners.sort()).toEqual(['a', 'b']);
    expect(plan.aliases).toEqual({ aa: 'a', c: 'a' });
    expect(plan.materialise).toEqual(['d']);
  });

  it('compares an aliased shot with the file it shares', () => {
    expect(baselineFile('/b', { x: 'y' }, 'x')).toBe('/b/y.png');
    expect(baselineFile('/b', { x: 'y' }, 'z')).toBe('/b/z.png');
  });
});

describe('writeOptimised', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lingxi-baselines-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stores a smaller file with exactly the same pixels', () => {
    ensureOptipng();
    const image = new PNG({ width: 64, height: 64 });
    for (let i = 0; i < image.data.length; i += 4) image.data.set([i % 256, 128, 32, 255], i);
    const png = PNG.sync.write(image, { deflateLevel: 0 });
    const file = join(dir, 'shot.png');
    writeOptimised(file, png);
    expect(statSync(file).size).toBeLessThan(png.length);
    expect(renderKey(readFileSync(file))).toBe(renderKey(png));
  });
});
