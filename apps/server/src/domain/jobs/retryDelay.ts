/** The first retry waits up to 2 s, each next one up to twice as long, never more than 5 min. */
const retryBaseMs = 2_000;
const retryCapMs = 5 * 60_000;

/**
 * How long the n-th retry (attempts already failed: 1, 2, …) waits: "full jitter", a uniform draw in
 * [0, min(cap, base × 2ⁿ⁻¹)], so jobs failing together (an upstream's outage) do not come back together.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(retryCapMs, retryBaseMs * 2 ** Math.max(0, attempts - 1));
  return Math.floor(random() * ceiling);
}
