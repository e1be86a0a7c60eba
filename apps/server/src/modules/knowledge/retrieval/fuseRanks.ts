/** Reciprocal rank fusion's constant: a passage first in one list and absent from the other still ranks well. */
const rrfK = 60;

/**
 * Reciprocal rank fusion: each id scores Σ 1 / (k + rank) over the lists it is in (rank from 1); highest first, ties
 * by the order of the first list they appear in.
 */
export function fuseRanks(lists: readonly (readonly number[])[], k = rrfK): { id: number; score: number }[] {
  const scores = new Map<number, number>();
  for (const list of lists) list.forEach((id, index) => scores.set(id, (scores.get(id) ?? 0) + 1 / (k + index + 1)));
  return [...scores].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score);
}
