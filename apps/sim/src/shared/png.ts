import { PNG } from 'pngjs';

/** An RGB image as PNG bytes (pngjs), pixel by pixel. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => readonly [number, number, number]): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x, y);
      image.data.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return PNG.sync.write(image);
}
