/** A package as far as the recommendation cares: its type and the operator's flag. */
interface Recommendable {
  id: number;
  typeId: number;
  recommended: boolean;
}

/**
 * The packages the VIP dialog highlights, per type (one list per tab): the ones the operator flagged,
 * else the middle one of the type's list as shown (of four, the third: the upsell from the second).
 */
export function recommendedPackageIds(rows: readonly Recommendable[]): Set<number> {
  const ids = new Set<number>();
  for (const typeId of new Set(rows.map((row) => row.typeId))) {
    const ofType = rows.filter((row) => row.typeId === typeId);
    const flagged = ofType.filter((row) => row.recommended);
    for (const row of flagged.length > 0 ? flagged : [ofType[Math.floor(ofType.length / 2)]!]) ids.add(row.id);
  }
  return ids;
}
