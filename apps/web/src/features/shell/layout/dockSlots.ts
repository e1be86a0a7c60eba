/** The phone's bottom dock holds at most five slots (SPEC §2.2's bar and footer grid merged). */
export const dockSlotCount = 5;

/** 更多 and 我的 always take the last two slots. */
const fixedSlots = 2;

/**
 * The operator's footer entries (platform 0, in their order) fill the free slots; the rest go to
 * the 更多 sheet, beside invite, tutorial, notice and the preferences.
 */
export function splitDockEntries<T>(entries: readonly T[]): { docked: T[]; overflow: T[] } {
  const free = dockSlotCount - fixedSlots;
  return { docked: entries.slice(0, free), overflow: entries.slice(free) };
}
