import { createHash } from 'node:crypto';
import { encodePng } from '../shared/png.js';

const SIZE = 64;

/** Seed of the n-th image for a prompt: 16 hex digits, also the image's file name. */
export function imageSeed(prompt: string, index: number): string {
  return createHash('sha256').update(`${index}\n${prompt}`).digest('hex').slice(0, 16);
}

/** A small diagonal gradient between two colours taken from the seed. */
export function placeholderPng(seed: string): Buffer {
  const bytes = Buffer.from(seed, 'hex');
  const mix = (i: number, t: number) => Math.round((bytes[i] ?? 0) * (1 - t) + (bytes[i + 3] ?? 0) * t);
  return encodePng(SIZE, SIZE, (x, y) => {
    const t = (x + y) / (2 * (SIZE - 1));
    return [mix(0, t), mix(1, t), mix(2, t)];
  });
}
