/** Yuan with at most two decimals, as providers write amounts. */
const YUAN = /^(0|[1-9]\d{0,9})(?:\.(\d{1,2}))?$/;

/** "12.30" for 1230 fen: integer arithmetic only, so no float rounding (PROTOCOLS §8.19). */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`not an amount in fen: ${fen}`);
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** 1230 for "12.3" or "12.30"; null for anything that is not a plain yuan amount. */
export function yuanToFen(yuan: string): number | null {
  const match = YUAN.exec(yuan.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
