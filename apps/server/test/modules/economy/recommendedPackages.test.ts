import { describe, expect, it } from 'vitest';
import { recommendedPackageIds } from '../../../src/modules/economy/recommendedPackages';

const list = (typeId: number, ids: number[], flagged: number[] = []) => ids.map((id) => ({ id, typeId, recommended: flagged.includes(id) }));

describe('recommendedPackageIds', () => {
  it.each([
    [[1], 1],
    [[1, 2], 2],
    [[1, 2, 3], 2],
    [[1, 2, 3, 4], 3],
    [[1, 2, 3, 4, 5], 3],
  ])('picks the middle of %j when none is flagged: %i', (ids, expected) => {
    expect([...recommendedPackageIds(list(2, ids))]).toEqual([expected]);
  });

  it('keeps every flagged package and decides per type', () => {
    const ids = recommendedPackageIds([...list(2, [1, 2, 3], [1, 3]), ...list(1, [11, 12, 13])]);
    expect([...ids].sort((a, b) => a - b)).toEqual([1, 3, 12]);
  });

  it('recommends nothing in an empty list', () => {
    expect(recommendedPackageIds([]).size).toBe(0);
  });
});
