/** A point on the picture, as fractions of its width and height (0–1), so a mask fits any size it is painted at. */
export interface MaskPoint {
  x: number;
  y: number;
}

/** What Vary (Region) redraws: rectangles and lasso outlines; white in the painted mask. */
export type MaskShape = { kind: 'rect'; x: number; y: number; width: number; height: number } | { kind: 'lasso'; points: MaskPoint[] };

export const maskTools = ['rect', 'lasso'] as const;
export type MaskTool = (typeof maskTools)[number];

/** A drag shorter than this (a fraction of the side) is a click, not a rectangle. */
const minRectSide = 0.02;
/** A lasso keeps a point only this far from the last one, and needs this many. */
const lassoStep = 0.005;
const lassoMinPoints = 3;
/** The rectangle Enter adds from the keyboard (a quarter of the picture, centred), and one arrow key's move. */
const keyboardRectSide = 0.5;
export const keyboardStep = 0.05;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
export const clampPoint = (point: MaskPoint): MaskPoint => ({ x: clamp01(point.x), y: clamp01(point.y) });

/** The rectangle a drag from `from` to `to` spans; null when it is too small to mean one. */
export function rectBetween(from: MaskPoint, to: MaskPoint): MaskShape | null {
  const x = Math.min(from.x, to.x);
  const y = Math.min(from.y, to.y);
  const width = Math.abs(to.x - from.x);
  const height = Math.abs(to.y - from.y);
  if (width < minRectSide || height < minRectSide) return null;
  return { kind: 'rect', x, y, width, height };
}

/** The lasso's outline with one more point, unless it is too close to the last. */
export function extendLasso(points: readonly MaskPoint[], point: MaskPoint): MaskPoint[] {
  const last = points.at(-1);
  if (last && Math.hypot(point.x - last.x, point.y - last.y) < lassoStep) return [...points];
  return [...points, point];
}

export const lassoShape = (points: readonly MaskPoint[]): MaskShape | null => (points.length >= lassoMinPoints ? { kind: 'lasso', points: [...points] } : null);

/** Enter on the picture: a centred rectangle, which the arrow keys then move and Shift+arrows resize. */
export const keyboardRect = (): MaskShape => ({
  kind: 'rect',
  x: (1 - keyboardRectSide) / 2,
  y: (1 - keyboardRectSide) / 2,
  width: keyboardRectSide,
  height: keyboardRectSide,
});

/** The last rectangle moved (or, with `resize`, grown) by a step, kept on the picture; other shapes are left as they are. */
export function nudgeRect(shape: MaskShape, dx: number, dy: number, resize: boolean): MaskShape {
  if (shape.kind !== 'rect') return shape;
  if (resize) {
    const width = Math.min(1 - shape.x, Math.max(minRectSide, shape.width + dx));
    const height = Math.min(1 - shape.y, Math.max(minRectSide, shape.height + dy));
    return { ...shape, width, height };
  }
  return { ...shape, x: Math.min(1 - shape.width, clamp01(shape.x + dx)), y: Math.min(1 - shape.height, clamp01(shape.y + dy)) };
}

/** The part of a canvas context the mask needs (a real CanvasRenderingContext2D, or a recorder in tests). */
export interface MaskPainter {
  fillStyle: string | CanvasGradient | CanvasPattern;
  fillRect(x: number, y: number, width: number, height: number): void;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  closePath(): void;
  fill(): void;
}

/**
 * Paints the shapes at a size: `background` first (black for the mask midjourney-proxy reads, transparent for the
 * overlay), then each shape in `ink` (white: redraw here).
 */
export function paintMask(painter: MaskPainter, shapes: readonly MaskShape[], width: number, height: number, ink: string, background: string | null): void {
  if (background) {
    painter.fillStyle = background;
    painter.fillRect(0, 0, width, height);
  }
  painter.fillStyle = ink;
  for (const shape of shapes) {
    if (shape.kind === 'rect') {
      painter.fillRect(Math.round(shape.x * width), Math.round(shape.y * height), Math.round(shape.width * width), Math.round(shape.height * height));
      continue;
    }
    painter.beginPath();
    shape.points.forEach((point, i) => (i === 0 ? painter.moveTo(point.x * width, point.y * height) : painter.lineTo(point.x * width, point.y * height)));
    painter.closePath();
    painter.fill();
  }
}

/** Custom Zoom's factor (Midjourney's --zoom takes 1–2) and the prompt it is sent with, any --zoom typed replaced. */
export const zoomRange = { min: 1, max: 2, step: 0.1, initial: 1.5 } as const;

export const withoutZoom = (prompt: string) => prompt.replace(/\s*--zoom\s+\S+/gi, '').trim();

export const zoomPrompt = (prompt: string, factor: number) => `${withoutZoom(prompt)} --zoom ${Number(factor.toFixed(1))}`.trim();
