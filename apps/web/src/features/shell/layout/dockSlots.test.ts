import { describe, expect, it } from 'vitest';
import { dockSlotCount, splitDockEntries } from './dockSlots';

describe('splitDockEntries', () => {
  it('docks the first three entries beside 更多 and 我的 and sends the rest to the sheet', () => {
    const { docked, overflow } = splitDockEntries(['对话', '应用', '绘画', '我的', '视频']);
    expect(docked).toEqual(['对话', '应用', '绘画']);
    expect(overflow).toEqual(['我的', '视频']);
    expect(docked.length + 2).toBe(dockSlotCount);
  });

  it('docks every entry when they fit', () => {
    expect(splitDockEntries(['对话'])).toEqual({ docked: ['对话'], overflow: [] });
    expect(splitDockEntries([])).toEqual({ docked: [], overflow: [] });
  });
});
