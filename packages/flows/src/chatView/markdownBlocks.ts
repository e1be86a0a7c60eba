import type { MarkdownBlock, MarkdownLinks, MarkdownParser } from './markdownParser';

/** marked reads "\r\n" and "\r" as "\n"; doing it first keeps block offsets in step with the source. */
const normalizeNewlines = (source: string) => source.replace(/\r\n?/g, '\n');

interface Split {
  source: string;
  streaming: boolean;
  blocks: readonly MarkdownBlock[];
  links: MarkdownLinks;
}

/**
 * How many blocks before the growing end are lexed again when text is appended. The last block can
 * grow (a paragraph, a list, an open fence); the one before it can still be joined by what follows
 * (a list that goes on after a blank line, a paragraph turned into a setext heading), so two are
 * kept open. Blocks before them are final.
 */
const openBlocks = 2;

/**
 * A splitter for one growing text (one per MarkdownContent). While an answer streams, only the
 * tail — from the start of the last `openBlocks` blocks — is lexed again, and every block before it
 * is returned as the same object, so its rendering is reused. Once the text is final (or when it did
 * not simply grow) the whole text is lexed once, so the result is exactly marked's.
 */
export function createBlockSplitter(parser: Pick<MarkdownParser, 'lex'>) {
  let previous: Split | null = null;

  return function split(text: string, streaming: boolean): readonly MarkdownBlock[] {
    const source = normalizeNewlines(text);
    if (previous && previous.source === source && previous.streaming === streaming) return previous.blocks;

    let next: Split | null = null;
    if (streaming && previous && source.startsWith(previous.source)) {
      const kept = keptBlockCount(previous.blocks);
      const offset = previous.blocks.slice(0, kept).reduce((length, block) => length + block.raw.length, 0);
      // Only when marked's blocks cover the text exactly can the tail be cut at a block boundary.
      if (
        kept > 0 &&
        source.startsWith(
          previous.blocks
            .slice(0, kept)
            .map((block) => block.raw)
            .join(''),
        )
      ) {
        const tail = parser.lex(source.slice(offset), previous.links);
        const blocks = [...previous.blocks.slice(0, kept), ...tail.blocks];
        if (coversExactly(blocks, source)) next = { source, streaming, blocks, links: { ...previous.links, ...tail.links } };
      }
    }
    if (!next) {
      const all = parser.lex(source);
      next = { source, streaming, blocks: reuseUnchanged(previous?.blocks ?? [], all.blocks), links: all.links };
    }
    previous = next;
    return next.blocks;
  };
}

/** The number of leading blocks that stay as they are: all but the last `openBlocks` non-blank ones. */
function keptBlockCount(blocks: readonly MarkdownBlock[]): number {
  let open = 0;
  for (let index = blocks.length - 1; index >= 0; index -= 1) {
    if (blocks[index]!.token.type !== 'space') open += 1;
    if (open === openBlocks) return index;
  }
  return 0;
}

const coversExactly = (blocks: readonly MarkdownBlock[], source: string) => blocks.reduce((length, block) => length + block.raw.length, 0) === source.length;

/** A full lex keeps the earlier objects of blocks whose source did not change (stable identities). */
function reuseUnchanged(before: readonly MarkdownBlock[], after: readonly MarkdownBlock[]): readonly MarkdownBlock[] {
  return after.map((block, index) => (before[index]?.raw === block.raw ? before[index]! : block));
}
