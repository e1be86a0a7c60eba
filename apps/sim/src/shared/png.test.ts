import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { encodePng } from './png.js';

describe('encodePng', () => {
  it('produces a PNG that a decoder reads back pixel for pixel', () => {
    const png = encodePng(3, 2, (x, y) => [x * 100, y * 200, 7]);
    const decoded = PNG.sync.read(png);
    expect([decoded.width, decoded.height]).toEqual([3, 2]);
    const pixels = [...decoded.data].filter((_, i) => i % 4 !== 3); // drop the alpha the decoder adds
    expect(pixels).toEqual([0, 0, 7, 100, 0, 7, 200, 0, 7, 0, 200, 7, 100, 200, 7, 200, 200, 7]);
  });
});
