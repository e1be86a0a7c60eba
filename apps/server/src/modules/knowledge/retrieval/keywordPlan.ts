/**
 * How a question's terms are searched (docs/knowledge.md "Retrieval"): which of them narrow the candidates and how much
 * each weighs in the ranking, from how many passages hold each term.
 *
 * Ranking every passage that holds any term cost about a second at 100,000 passages: a question's commonest word
 * (关系, 中) is in a fifth of them, and ts_rank_cd reads every match. So terms expected in more than `budget` of the
 * chosen bases' passages do not make a passage a candidate on their own — a candidate holds a rarer term, or every
 * term — and each term found weighs its inverse document frequency, so a passage sharing the question's one rare word
 * outranks one sharing two words every passage has. Bases small enough that no term can pass the budget are searched
 * as before: any term, every match ranked.
 */

/** Passages a question may rank at most through its common terms: ~20 µs each on PGlite (docs/benchmarks.md). */
export const keywordBudget = 1000;

/** Of the keyword index's statistics (ANALYZE's most common lexemes): the share of passages holding each. */
export interface TermFrequencies {
  /** Lexeme → share of passages holding it, for the most common ones. */
  shares: ReadonlyMap<string, number>;
  /** Every lexeme not listed is in fewer than this share of passages. */
  floor: number;
}

export interface KeywordPlan {
  /** Terms any of which makes a passage a candidate; every term when `narrowing` is false. */
  candidates: string[];
  /** Whether common terms were left out of `candidates` (a passage holding every term is a candidate too). */
  narrowing: boolean;
  /** Each term's weight in the ranking (its inverse document frequency; 1 each without statistics). */
  weights: Map<string, number>;
}

/**
 * The plan for `terms` searched over `passages` passages, given the index's statistics (none yet: before the first
 * ANALYZE, every term weighs 1 and none is left out).
 */
export function planKeywords(terms: readonly string[], passages: number, frequencies: TermFrequencies | null, budget = keywordBudget): KeywordPlan {
  if (!frequencies) return { candidates: [...terms], narrowing: false, weights: new Map(terms.map((term) => [term, 1])) };
  // An unlisted term is taken at half the floor: rarer than every listed one, and never weightless.
  const share = (term: string) => frequencies.shares.get(term) ?? frequencies.floor / 2;
  const weights = new Map(terms.map((term) => [term, Math.log(1 / Math.min(1, Math.max(share(term), 1e-6))) + 0.01]));
  const candidates = terms.filter((term) => share(term) * passages <= budget);
  return { candidates, narrowing: candidates.length < terms.length, weights };
}

/**
 * The statistics as pg_stats shows them for a tsvector column: `most_common_elems` (read as text[]) and
 * `most_common_elem_freqs`, whose entries after the lexemes' are the smallest and largest of them and the null share.
 */
export function termFrequencies(row: { elems: string[] | null; freqs: number[] | null } | undefined): TermFrequencies | null {
  const { elems, freqs } = row ?? {};
  if (!elems?.length || !freqs || freqs.length < elems.length + 1) return null;
  return { shares: new Map(elems.map((lexeme, index) => [lexeme, freqs[index]!])), floor: freqs[elems.length]! };
}
