import { describe, expect, it } from 'vitest';
import { fuseRanks } from '../../../src/modules/knowledge/retrieval/fuseRanks';

describe('reciprocal rank fusion (k 60)', () => {
  it('scores each id by 1 / (60 + rank) over the lists it is in, highest first', () => {
    const fused = fuseRanks([
      [1, 2, 3],
      [3, 4],
    ]);
    expect(fused.map((row) => row.id)).toEqual([3, 1, 2, 4]);
    expect(fused[0]!.score).toBeCloseTo(1 / 63 + 1 / 61, 12);
    expect(fused[1]!.score).toBeCloseTo(1 / 61, 12);
  });

  it('keeps ties in the order the ids first appear, and fuses empty lists to nothing', () => {
    expect(fuseRanks([[7], [8]]).map((row) => row.id)).toEqual([7, 8]);
    expect(fuseRanks([[], []])).toEqual([]);
  });
});
