import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * Per-pixel colour tolerance (0–1, YIQ distance). 0.03 ignores a one-or-two-unit channel wobble
 * but catches a token moving to its neighbouring shade (accent → accentHover is ~0.05), which
 * pixelmatch's usual 0.1 misses; edge noise is handled by anti-aliasing detection instead.
 */
const defaultThreshold = 0.03;

/**
 * Compares two PNG screenshots. Anti-aliased pixels are detected and ignored (includeAA false);
 * any other pixel beyond the threshold counts. Returns the diff image when they differ.
 * @param {Buffer} baseline
 * @param {Buffer} actual
 * @param {{ threshold?: number }} [options]
 * @returns {{ equal: boolean, mismatchedPixels: number, sizeMismatch: boolean, diff: Buffer | null }}
 */
export function compareScreenshots(baseline, actual, { threshold = defaultThreshold } = {}) {
  const expected = PNG.sync.read(baseline);
  const received = PNG.sync.read(actual);
  if (expected.width !== received.width || expected.height !== received.height) {
    return { equal: false, mismatchedPixels: Math.max(expected.width * expected.height, received.width * received.height), sizeMismatch: true, diff: null };
  }
  const { width, height } = expected;
  const diff = new PNG({ width, height });
  const mismatchedPixels = pixelmatch(expected.data, received.data, diff.data, width, height, { threshold, includeAA: false });
  return { equal: mismatchedPixels === 0, mismatchedPixels, sizeMismatch: false, diff: mismatchedPixels ? PNG.sync.write(diff) : null };
}
