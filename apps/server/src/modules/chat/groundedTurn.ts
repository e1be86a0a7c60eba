import { estimateTokens } from './chatHistory.js';
import { charsWithinTokens } from './fileContext.js';

/**
 * A question answered from passages the caller found (the knowledge base): chat runs it as any turn — the same
 * charge, stream and saving — with the passages in the question, the caller's instructions as the system message, and
 * the sources reported before the answer and the ones it cited after (docs/knowledge.md "Chatting").
 */
export interface TurnSources {
  /** The instructions (the system message): answer from the sources, cite them, treat them as data. */
  systemMessage: string;
  /** The model to answer with (the operator's knowledge model); absent or unknown: the conversation's own. */
  model?: string;
  passages: TurnSource[];
}

export interface TurnSource {
  /** The number the answer cites it by: [n] or 【n】. */
  n: number;
  chunkId: number;
  docId: number | null;
  noteId: number | null;
  docName: string;
  page: number | null;
  /** What the client shows before it opens the passage. */
  snippet: string;
  /** The passage as the model reads it. */
  text: string;
}

/** A source as the stream and the saved answer carry it: everything but the passage's text. */
export type SourceCard = Omit<TurnSource, 'text'>;

export const sourceCard = ({ text: _text, ...card }: TurnSource): SourceCard => card;

/** Closing tags inside a passage would end its block early: they are broken up (the passage is data, never markup). */
const inert = (text: string) => text.replace(/<\/?(sources?)\b/gi, (tag) => tag.replace('<', '＜'));
const attribute = (value: string) => value.replace(/["<>&]/g, ' ');

/**
 * The question as the model gets it: the passages in a `<sources>` block (numbered, titled, paged), then the question.
 * apps/sim's grounded mode reads exactly this shape.
 */
export function sourcesPrompt(passages: readonly TurnSource[], question: string): string {
  const blocks = passages.map(
    (source) =>
      `<source n="${source.n}" title="${attribute(source.docName)}"${source.page === null ? '' : ` page="${source.page}"`}>\n${inert(source.text)}\n</source>`,
  );
  return `<sources>\n${blocks.join('\n')}\n</sources>\n\n问题：${question}`;
}

/** What the passages may take of the room the question leaves: the rest is for the conversation's history. */
const passageShare = 0.75;
/** The `<sources>` wrapping and a passage's tag, in tokens (a generous reckoning). */
const wrapTokens = 30;
const tagTokens = 20;

/**
 * The passages that fit the model's window (a small model gets fewer): in their rank order, while their estimated
 * tokens fit three quarters of what the window leaves after the answer's room, the instructions and the question; the
 * first is always sent, cut to the room when it alone is larger. Numbers stay as ranked ([n] as the client shows it).
 */
export function passagesWithin(
  passages: readonly TurnSource[],
  { budgetTokens, systemMessage, question }: { budgetTokens: number; systemMessage: string; question: string },
): TurnSource[] {
  const room = Math.floor((budgetTokens - estimateTokens(systemMessage) - estimateTokens(question) - wrapTokens) * passageShare);
  const kept: TurnSource[] = [];
  let used = 0;
  for (const passage of passages) {
    const cost = estimateTokens(passage.text) + tagTokens;
    if (used + cost > room) {
      if (kept.length === 0) kept.push({ ...passage, text: passage.text.slice(0, charsWithinTokens(passage.text, Math.max(0, room - tagTokens))) });
      break;
    }
    used += cost;
    kept.push(passage);
  }
  return kept;
}

/** The sources an answer cites, in order of first citation: [n] or 【n】 with an n it was given; others are dropped. */
export function citationsIn(answer: string, passages: readonly TurnSource[]): number[] {
  const known = new Set(passages.map((source) => source.n));
  const cited: number[] = [];
  for (const match of answer.matchAll(/[[【]\s*(\d{1,3})\s*[\]】]/g)) {
    const n = Number(match[1]);
    if (known.has(n) && !cited.includes(n)) cited.push(n);
  }
  return cited;
}
