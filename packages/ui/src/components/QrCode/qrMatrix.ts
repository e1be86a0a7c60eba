import { create } from 'qrcode';

export const qrErrorCorrectionLevels = ['L', 'M', 'Q', 'H'] as const;
export type QrErrorCorrectionLevel = (typeof qrErrorCorrectionLevels)[number];

/** The quiet zone the QR spec asks for around the symbol, in modules. */
export const QR_QUIET_ZONE = 4;

export interface QrSvgShape {
  /** Modules per side of the symbol (21 for version 1, +4 per version). */
  moduleCount: number;
  /** viewBox side: the symbol plus the quiet zone on both sides. */
  viewBoxSize: number;
  /** One path drawing every dark module, a horizontal run per subpath. */
  path: string;
}

/** Encodes `value` with the qrcode library and turns its module matrix into SVG path data. */
export function qrSvgShape(value: string, errorCorrectionLevel: QrErrorCorrectionLevel): QrSvgShape {
  const { modules } = create(value, { errorCorrectionLevel });
  const { size, data } = modules;
  let path = '';
  for (let row = 0; row < size; row += 1) {
    let col = 0;
    while (col < size) {
      if (!data[row * size + col]) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < size && data[row * size + col]) col += 1;
      path += `M${start + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h${col - start}v1h-${col - start}z`;
    }
  }
  return { moduleCount: size, viewBoxSize: size + QR_QUIET_ZONE * 2, path };
}
