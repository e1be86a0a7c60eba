import type { Drawing } from './drawTypes';
import { drawingFixture } from './drawing.fixtures';

/** Drawings in every state, newest first: one waiting in the proxy's queue, one being drawn, done ones, a failure. */
export const history: Drawing[] = [
  drawingFixture({ id: 9, status: 1, state: 'running', progress: 0, queueAhead: 2, originPrompt: '海边小镇，夏日午后' }),
  drawingFixture({ id: 8, status: 2, state: 'running', progress: 62, originPrompt: '星空下的帐篷，银河' }),
  drawingFixture({ id: 7, fileInfo: { width: 1024, height: 576 }, originPrompt: '雪山日出，金色的光' }),
  drawingFixture({ id: 6, fileInfo: { width: 576, height: 1024 }, originPrompt: '赛博朋克街头的少女，霓虹灯', favorite: true }),
  drawingFixture({ id: 5, status: 4, state: 'failed', failReason: 'prompt包含敏感词：forbidden', refunded: 4, originPrompt: 'forbidden fruit' }),
  drawingFixture({ id: 4, originPrompt: '水彩风格的老渔夫' }),
];

/**
 * Waits until the masonry has placed every card for good: its cells are measured as they render (ResizeObserver), so
 * positions move for a frame or two after the first paint — more on a loaded machine, where a measurement can land
 * after two quiet frames. So it also waits until each lane is packed: every cell starts where the one above it ends.
 * Shots are taken after it.
 */
export async function layoutSettled(root: HTMLElement) {
  const cells = () => [...root.querySelectorAll<HTMLElement>('[role="listitem"]')];
  const positions = () =>
    cells()
      .map((cell) => `${cell.style.left},${cell.style.top}|${cell.getBoundingClientRect().height}`)
      .join(';');
  const packed = () => {
    const lanes = new Map<string, { top: number; height: number }[]>();
    for (const cell of cells()) {
      const lane = lanes.get(cell.style.left) ?? [];
      lane.push({ top: Number.parseFloat(cell.style.top), height: Math.round(cell.getBoundingClientRect().height) });
      lanes.set(cell.style.left, lane);
    }
    return [...lanes.values()].every((lane) =>
      lane.sort((a, b) => a.top - b.top).every((cell, i) => i === 0 || Math.abs(cell.top - (lane[i - 1]!.top + lane[i - 1]!.height)) <= 1),
    );
  };
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  let before = '';
  for (let tries = 0; tries < 200; tries += 1) {
    await frame();
    const now = positions();
    if (now !== '' && now === before && packed()) return;
    before = now;
  }
}
