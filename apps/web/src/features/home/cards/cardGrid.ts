/**
 * The module grid's columns by the width it is given (a container query, so the home page beside
 * its menu and the full-width welcome page follow one rule), widest first.
 */
export const gridColumns = [
  { minWidth: 880, columns: 4 },
  { minWidth: 520, columns: 3 },
  { minWidth: 0, columns: 2 },
] as const;

export type GridColumns = (typeof gridColumns)[number]['columns'];

export const columnsFor = (width: number): GridColumns => gridColumns.find(({ minWidth }) => width >= minWidth)!.columns;

/**
 * How many columns the first (featured) card spans so that every row is full: no card ever sits
 * alone on the last row. The other cards take one column each, so the featured card makes up the
 * difference (a single card spans the whole row).
 */
export function featuredSpan(count: number, columns: number): number {
  const remainder = (((1 - count) % columns) + columns) % columns;
  return remainder === 0 ? columns : remainder;
}
