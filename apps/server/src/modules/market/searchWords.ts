import { sql, type SQL } from 'drizzle-orm';

/** Chinese words by Node's built-in ICU dictionary; Latin words and numbers come out as words too. */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** The longest word kept (a pasted URL or a run of letters is not a word anyone searches for whole). */
const maxWordLength = 40;

/**
 * The distinct words of some text, lower-cased, in order of first appearance: what a market item is found by, and what
 * a search asks for. No extension and no dictionary in the database: PGlite and PostgreSQL search alike.
 */
export function searchWords(...texts: string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const part of segmenter.segment(text.normalize('NFKC'))) {
      if (part.isWordLike && part.segment.length <= maxWordLength) words.add(part.segment.toLowerCase());
    }
  }
  return [...words];
}

/** The search vector of an item's words, as the column stores it (the words travel as one JSON parameter). */
export const searchVector = (words: string[]): SQL => sql`array_to_tsvector(array(select jsonb_array_elements_text(${JSON.stringify(words)}::jsonb)))`;

/** A lexeme as tsquery input reads it: quoted, its quotes and backslashes doubled or escaped. */
const quoted = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * Every word of a search, each as a prefix (猫 finds 猫咪, "cyber" finds cyberpunk), ANDed; null when the search has no
 * words (only punctuation): then nothing is filtered.
 */
export function searchQuery(keyword: string): SQL | null {
  const words = searchWords(keyword);
  if (words.length === 0) return null;
  return sql`${words.map((word) => `${quoted(word)}:*`).join(' & ')}::tsquery`;
}
