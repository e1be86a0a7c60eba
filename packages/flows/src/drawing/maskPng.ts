import { type MaskShape, paintMask } from './maskEditor';

/** Vary (Region)'s mask as midjourney-proxy takes it: a PNG data URL at the picture's size, white where it redraws. */
export function maskPng(shapes: readonly MaskShape[], width: number, height: number): string {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('');
  paintMask(context, shapes, width, height, '#ffffff', '#000000');
  return canvas.toDataURL('image/png');
}
