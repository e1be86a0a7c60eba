import type { ChatGroup } from '../chat/chatTypes';

/** SPEC §3, docs/chat.md: titles are trimmed and 1–50 characters. */
export const groupTitleMaxLength = 50;

/** The title to save, or null when it is empty or too long. */
export function validGroupTitle(title: string): string | null {
  const trimmed = title.trim();
  const length = Array.from(trimmed).length;
  return length >= 1 && length <= groupTitleMaxLength ? trimmed : null;
}

const time = (value: string) => {
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? 0 : parsed;
};

/** Sticky first, then the newest `updatedAt` (a stable sort: equal groups keep their order). */
export const orderGroups = (groups: readonly ChatGroup[]): ChatGroup[] =>
  [...groups].sort((a, b) => Number(b.isSticky) - Number(a.isSticky) || time(b.updatedAt) - time(a.updatedAt));

/** The group put back where the order says (after a pin change or an undone delete). */
export const placeGroup = (groups: readonly ChatGroup[], group: ChatGroup): ChatGroup[] =>
  orderGroups([...groups.filter((item) => item.id !== group.id), group]);

/** The group at the top of its part (sticky or not): a new or just-used conversation. */
export function toTopOfPart(groups: readonly ChatGroup[], group: ChatGroup): ChatGroup[] {
  const rest = groups.filter((item) => item.id !== group.id);
  const index = group.isSticky ? 0 : rest.filter((item) => item.isSticky).length;
  return [...rest.slice(0, index), group, ...rest.slice(index)];
}

/** SPEC §4: after deleting `groupId`, the selection moves to the next group, else the previous, else none. */
export function neighbourOf(groups: readonly ChatGroup[], groupId: number): number | null {
  const index = groups.findIndex((group) => group.id === groupId);
  if (index < 0) return null;
  return groups[index + 1]?.id ?? groups[index - 1]?.id ?? null;
}
