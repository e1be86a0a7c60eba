import type { JSONContent } from '@tiptap/core';

/** A block of a note as search indexes it: its text and the headings it stands under. */
export interface RichTextSegment {
  text: string;
  /** The headings above it, outermost first. */
  headingPath: string[];
  kind: 'paragraph' | 'code';
}

/** The text of an inline run: text nodes joined, a hard break a line break. */
function inlineText(node: JSONContent): string {
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'hardBreak') return '\n';
  return (node.content ?? []).map(inlineText).join('');
}

/**
 * A note's blocks in reading order (paragraphs, list items, quotes, code), each with its heading path; headings set
 * the path (a level-2 heading replaces the level-2 one before it and drops those below).
 */
export function richTextSegments(doc: JSONContent): RichTextSegment[] {
  const segments: RichTextSegment[] = [];
  let headings: string[] = [];
  const visit = (node: JSONContent) => {
    switch (node.type) {
      case 'heading': {
        const level = Number(node.attrs?.level ?? 1);
        const title = inlineText(node).trim();
        headings = [...headings.slice(0, Math.max(0, level - 1)), ...(title ? [title] : [])];
        return;
      }
      case 'paragraph': {
        const text = inlineText(node).trim();
        if (text) segments.push({ text, headingPath: headings, kind: 'paragraph' });
        return;
      }
      case 'codeBlock': {
        const text = inlineText(node).replace(/\s+$/, '');
        if (text) segments.push({ text, headingPath: headings, kind: 'code' });
        return;
      }
      default:
        for (const child of node.content ?? []) visit(child);
    }
  };
  visit(doc);
  return segments;
}

/** A note's plain text: its headings and blocks, one per line (what a note list previews and search falls back on). */
export function richTextPlain(doc: JSONContent): string {
  const lines: string[] = [];
  const visit = (node: JSONContent) => {
    if (node.type === 'heading' || node.type === 'paragraph' || node.type === 'codeBlock') {
      const text = inlineText(node).trim();
      if (text) lines.push(text);
      return;
    }
    for (const child of node.content ?? []) visit(child);
  };
  visit(doc);
  return lines.join('\n');
}
