import { createHash } from 'node:crypto';
import { encodePng } from '../shared/png.js';

const MODULES = 25;
const QUIET = 4;
const SCALE = 6;
const FINDERS = [
  [0, 0],
  [MODULES - 7, 0],
  [0, MODULES - 7],
] as const;

function isDark(row: number, col: number, rowBits: Buffer[]): boolean {
  for (const [top, left] of FINDERS) {
    const dr = row - top;
    const dc = col - left;
    if (dr >= -1 && dr <= 7 && dc >= -1 && dc <= 7) {
      const ring = Math.max(Math.abs(dr - 3), Math.abs(dc - 3));
      return ring <= 1 || ring === 3;
    }
  }
  const bits = rowBits[row] ?? Buffer.alloc(0);
  return (((bits[col >> 3] ?? 0) >> (col & 7)) & 1) === 1;
}

/**
 * A QR-looking PNG (finder squares, modules from a hash of the ticket). It is not a scannable
 * code: tests stand in for the phone through the control API.
 */
export function qrPlaceholderPng(ticket: string): Buffer {
  const rowBits = Array.from({ length: MODULES }, (_, row) => createHash('sha256').update(`${row}:${ticket}`).digest());
  const side = (MODULES + 2 * QUIET) * SCALE;
  return encodePng(side, side, (x, y) => {
    const row = Math.floor(y / SCALE) - QUIET;
    const col = Math.floor(x / SCALE) - QUIET;
    const inside = row >= 0 && row < MODULES && col >= 0 && col < MODULES;
    return inside && isDark(row, col, rowBits) ? [0, 0, 0] : [255, 255, 255];
  });
}
