import { describe, expect, it } from 'vitest';
import { columnsFor, featuredSpan, gridColumns } from './cardGrid';

/** Cards per row as CSS grid places them: the first spans `span` columns, the rest one each. */
function rowsOf(count: number, columns: number, span: number): number[] {
  const rows: number[] = [];
  let used = columns;
  for (let card = 0; card < count; card += 1) {
    const width = card === 0 ? span : 1;
    if (used + width > columns) {
      rows.push(0);
      used = 0;
    }
    rows[rows.length - 1]! += 1;
    used += width;
  }
  return rows;
}

/**
 * The grid's width on /homePage at a viewport width: the home menu (220 px) beside it from 768 px
 * on, main's padding (16 px a side; 12 px on phones) around it (features/shell/layout/layout.css.ts).
 */
const homeGridWidth = (viewport: number) => (viewport >= 768 ? viewport - 220 - 32 : viewport - 24);

describe('module grid: no card alone on the last row', () => {
  it.each([
    [1440, 4],
    [1024, 3],
    [390, 2],
  ])('at %i px the home page shows %i columns', (viewport, columns) => {
    expect(columnsFor(homeGridWidth(viewport))).toBe(columns);
  });

  const counts = Array.from({ length: 24 }, (_, index) => index + 1);
  it.each(gridColumns.map(({ columns }) => columns))('fills every row at %i columns, for 1 to 24 cards', (columns) => {
    for (const count of counts) {
      const span = featuredSpan(count, columns);
      expect(span, `${count} cards`).toBeGreaterThanOrEqual(1);
      expect(span, `${count} cards`).toBeLessThanOrEqual(columns);
      const rows = rowsOf(count, columns, span);
      const last = rows.at(-1)!;
      // A lone card is only allowed when it is the only card.
      if (count > 1) expect(last, `${count} cards: rows ${rows.join(',')}`).toBeGreaterThan(1);
      expect((count - 1 + span) % columns, `${count} cards`).toBe(0);
    }
  });

  it('features the first of the seeded eleven modules across two columns at every width', () => {
    expect(gridColumns.map(({ columns }) => featuredSpan(11, columns))).toEqual([2, 2, 2]);
  });

  it('lets a single card span the whole row', () => {
    expect(featuredSpan(1, 4)).toBe(4);
  });
});
