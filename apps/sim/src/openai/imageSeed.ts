import { createHash } from 'node:crypto';

/** Seed of the n-th image for a prompt: 16 hex digits, also the image's file name. */
export function imageSeed(prompt: string, index: number): string {
  return createHash('sha256').update(`${index}\n${prompt}`).digest('hex').slice(0, 16);
}
