import { createHash } from 'node:crypto';

/** A piece of an extracted document: a paragraph, a table or a code block, with where it stands. */
export interface TextSegment {
  text: string;
  /** The PDF page it is on (1-based); none for formats without pages. */
  page?: number;
  /** The headings it stands under, outermost first. */
  headingPath?: string[];
  /** Tables and code stay whole: a chunk never cuts one between rows or lines while it fits. */
  kind?: 'paragraph' | 'table' | 'code';
}

/** A passage as it is indexed and cited. */
export interface TextChunk {
  /** Its place in the document, from 0. */
  order: number;
  text: string;
  page: number | null;
  headingPath: string[];
  /** Estimated tokens (estimateTokens). */
  tokens: number;
  /** What the chunk is: its page, headings and text (a re-index keeps the chunks whose hash it finds again). */
  hash: string;
}

/** The sizes the chunker packs to: about `target` estimated tokens, never more than `max`. */
const chunkSizes = { target: 300, max: 500 } as const;

const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/**
 * Tokens a model's tokenizer makes of a text, estimated without one: about 0.71 a CJK character (o200k, measured on
 * Chinese prose) and one per four other visible characters.
 */
export function estimateTokens(text: string): number {
  const han = text.match(cjk)?.length ?? 0;
  const other = text.replace(cjk, '').replace(/\s+/g, '').length;
  return Math.ceil(han * 0.71 + other / 4);
}

const sentences = new Intl.Segmenter('zh', { granularity: 'sentence' });

/** One unit the packer places: a sentence of a paragraph, or a whole table or code block. */
interface Unit {
  text: string;
  tokens: number;
  /** It starts a block (a paragraph, table or code block): joined to the one before by a blank line. */
  opens: boolean;
}

/** A unit longer than `max` on its own (a sentence without a stop, a huge table) cut into pieces that fit. */
function cut(text: string, opens: boolean, max: number): Unit[] {
  const tokens = estimateTokens(text);
  if (tokens <= max) return [{ text, tokens, opens }];
  // Tables and code by their lines first; anything else (or a line still too long) by characters.
  const lines = text.split('\n');
  if (lines.length > 1) {
    const units: Unit[] = [];
    let current = '';
    for (const line of lines) {
      const next = current ? `${current}\n${line}` : line;
      if (current && estimateTokens(next) > max) {
        units.push(...cut(current, units.length === 0 && opens, max));
        current = line;
      } else current = next;
    }
    if (current) units.push(...cut(current, units.length === 0 && opens, max));
    return units;
  }
  const chars = [...text];
  const size = Math.max(1, Math.floor((chars.length * max) / tokens));
  const units: Unit[] = [];
  for (let start = 0; start < chars.length; start += size) {
    const piece = chars.slice(start, start + size).join('');
    units.push({ text: piece, tokens: estimateTokens(piece), opens: start === 0 && opens });
  }
  return units;
}

function unitsOf(segment: TextSegment, max: number): Unit[] {
  const text = segment.text.trim();
  if (!text) return [];
  if (segment.kind === 'table' || segment.kind === 'code') return cut(text, true, max);
  return [...sentences.segment(text)]
    .map((part) => part.segment.trim())
    .filter(Boolean)
    .flatMap((sentence, index) => cut(sentence, index === 0, max));
}

const join = (units: Unit[]) => units.map((unit, index) => (index > 0 && unit.opens ? `\n\n${unit.text}` : unit.text)).join('');
const sameSection = (a: TextSegment, b: TextSegment) =>
  (a.page ?? null) === (b.page ?? null) && (a.headingPath ?? []).join('\u0000') === (b.headingPath ?? []).join('\u0000');

/**
 * Cuts a document's segments into passages a citation can name: pages are hard boundaries (a passage is on one page)
 * and so are headings; within a section, blocks and their sentences (Intl.Segmenter's) are packed to about
 * `sizes.target` tokens, never over `sizes.max`. A passage that continues a paragraph starts with the previous
 * passage's last sentence, so a sentence's context is never lost at a cut.
 */
export function chunkText(segments: TextSegment[], sizes: { target: number; max: number } = chunkSizes): TextChunk[] {
  const chunks: TextChunk[] = [];
  // Consecutive segments of one page and heading path form a section.
  const sections: TextSegment[][] = [];
  for (const segment of segments) {
    const last = sections.at(-1);
    if (last && sameSection(last[0]!, segment)) last.push(segment);
    else sections.push([segment]);
  }
  for (const section of sections) {
    const { page = null, headingPath = [] } = section[0]!;
    const emit = (units: Unit[]) => {
      const text = join(units);
      const hash = createHash('sha256')
        .update(`${page ?? ''}\u0000${headingPath.join('\u0001')}\u0000${text}`)
        .digest('hex')
        .slice(0, 32);
      chunks.push({ order: chunks.length, text, page, headingPath, tokens: estimateTokens(text), hash });
    };
    let current: Unit[] = [];
    let size = 0;
    for (const unit of section.flatMap((segment) => unitsOf(segment, sizes.max))) {
      if (current.length > 0 && size + unit.tokens > sizes.target) {
        emit(current);
        // Mid-paragraph: the next passage repeats the last sentence, if both still fit under the cap.
        const overlap = current.at(-1)!;
        const carry = !unit.opens && overlap.tokens + unit.tokens <= sizes.max && current.length > 1;
        current = carry ? [{ ...overlap, opens: true }] : [];
        size = carry ? overlap.tokens : 0;
      }
      current.push(unit);
      size += unit.tokens;
    }
    if (current.length > 0) emit(current);
  }
  return chunks;
}
