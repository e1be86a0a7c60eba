export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * Which page numbers to show: the first and last pages, the current page with `siblingCount`
 * neighbours each side, and an ellipsis wherever two or more pages are skipped. The result
 * always has the same length (siblingCount * 2 + 5) once there are more pages than that.
 */
export function paginationItems(page: number, pageCount: number, siblingCount = 1): PaginationItem[] {
  const count = Math.max(1, Math.floor(pageCount));
  const slots = siblingCount * 2 + 5;
  if (count <= slots) return range(1, count);

  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const left = Math.max(current - siblingCount, 1);
  const right = Math.min(current + siblingCount, count);
  // An ellipsis standing for a single page would be no shorter than the page itself.
  const startGap = left > 3;
  const endGap = right < count - 2;
  const edge = slots - 2; // pages shown on the side without an ellipsis

  if (!startGap) return [...range(1, edge), 'end-ellipsis', count];
  if (!endGap) return [1, 'start-ellipsis', ...range(count - edge + 1, count)];
  return [1, 'start-ellipsis', ...range(left, right), 'end-ellipsis', count];
}

/** Pages needed for `totalItems` at `pageSize` per page; never fewer than one. */
export const pageCountOf = (totalItems: number, pageSize: number) => Math.max(1, Math.ceil(totalItems / Math.max(1, pageSize)));
