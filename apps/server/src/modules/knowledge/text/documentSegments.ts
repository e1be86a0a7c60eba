import { Parser } from 'htmlparser2';
import { decodeText, docxHtml, normaliseText, oneAtATime, pdfPages } from '../../chatFiles/index.js';
import type { TextSegment } from './chunkText.js';

/** The documents a knowledge base takes. */
export type KnowledgeFormat = 'pdf' | 'docx' | 'txt' | 'md' | 'html';

export interface DocumentSegments {
  segments: TextSegment[];
  /** The cap cut it: what is past `maxChars` was not read. */
  truncated: boolean;
  /** A PDF's pages read (those past the cap are not); other formats have none. */
  pageCount?: number;
}

const cjkEdge = /[\p{Script=Han}，。；：！？、（）“”《》]/u;

/**
 * A PDF line break is where the line ran out, not a paragraph's end: between Chinese characters it is dropped,
 * elsewhere it is a space. A blank line (pdf.js's empty line) ends a paragraph.
 */
function pdfParagraphs(page: string): string[] {
  return normaliseText(page)
    .split(/\n{2,}/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .reduce((text, line) => (!text ? line : cjkEdge.test(text.at(-1)!) && cjkEdge.test(line[0]!) ? text + line : `${text} ${line}`), ''),
    )
    .filter(Boolean);
}

/** Paragraphs of plain text: blank lines end them. */
const textParagraphs = (text: string): TextSegment[] =>
  normaliseText(text)
    .split(/\n{2,}/)
    .map((paragraph) => ({ text: paragraph.trim() }))
    .filter((segment) => segment.text);

/** Keeps the heading path: a heading of `level` replaces the ones at its level and below. */
function headed(path: string[], level: number, title: string): string[] {
  return [...path.slice(0, level - 1), title];
}

/**
 * Markdown by its lines: ATX headings (# … ######) set the path, fenced code and runs of table rows (| … |) are whole
 * blocks, blank lines end paragraphs.
 */
export function markdownSegments(source: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let path: string[] = [];
  let paragraph: string[] = [];
  let table: string[] = [];
  let fence: { marker: string; lines: string[] } | null = null;
  const flush = () => {
    if (paragraph.length) segments.push({ text: paragraph.join('\n'), headingPath: path });
    if (table.length) segments.push({ text: table.join('\n'), headingPath: path, kind: 'table' });
    paragraph = [];
    table = [];
  };
  for (const line of normaliseText(source).split('\n')) {
    if (fence) {
      if (line.trim().startsWith(fence.marker)) {
        if (fence.lines.length) segments.push({ text: fence.lines.join('\n'), headingPath: path, kind: 'code' });
        fence = null;
      } else fence.lines.push(line);
      continue;
    }
    const opening = /^\s*(```|~~~)/.exec(line);
    const heading = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (opening) {
      flush();
      fence = { marker: opening[1]!, lines: [] };
    } else if (heading) {
      flush();
      path = headed(path, heading[1]!.length, heading[2]!);
    } else if (/^\s*\|.*\|\s*$/.test(line)) {
      if (paragraph.length) {
        segments.push({ text: paragraph.join('\n'), headingPath: path });
        paragraph = [];
      }
      // The row under the header (| --- |) says nothing.
      if (!/^\s*\|[\s:|-]+\|\s*$/.test(line)) table.push(line.trim());
    } else if (!line.trim()) flush();
    else {
      if (table.length) {
        segments.push({ text: table.join('\n'), headingPath: path, kind: 'table' });
        table = [];
      }
      paragraph.push(line.trim());
    }
  }
  if (fence?.lines.length) segments.push({ text: fence.lines.join('\n'), headingPath: path, kind: 'code' });
  flush();
  return segments;
}

const skipped = new Set(['script', 'style', 'noscript', 'template', 'head', 'svg', 'iframe', 'object']);
const blocks = new Set(['p', 'div', 'li', 'blockquote', 'section', 'article', 'header', 'footer', 'main', 'aside', 'dd', 'dt', 'figcaption', 'br', 'hr']);

/**
 * HTML by its structure (htmlparser2; never rendered): h1–h6 set the heading path, block elements end paragraphs,
 * a table becomes rows of cells (| a | b |), pre is code; scripts, styles and the head are left out.
 */
export function htmlSegments(html: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let path: string[] = [];
  let text = '';
  let heading: { level: number; text: string } | null = null;
  let code: string | null = null;
  let rows: string[] | null = null;
  let cells: string[] | null = null;
  let cell: string | null = null;
  let skipping = 0;
  const flushText = () => {
    const paragraph = text.replace(/\s+/g, ' ').trim();
    if (paragraph) segments.push({ text: paragraph, headingPath: path });
    text = '';
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (skipped.has(name)) skipping += 1;
        if (skipping) return;
        if (/^h[1-6]$/.test(name)) {
          flushText();
          heading = { level: Number(name[1]), text: '' };
        } else if (name === 'pre') {
          flushText();
          code = '';
        } else if (name === 'table') {
          flushText();
          rows = [];
        } else if (name === 'tr' && rows) cells = [];
        else if ((name === 'td' || name === 'th') && cells) cell = '';
        else if (blocks.has(name) && !rows) flushText();
      },
      ontext(data) {
        if (skipping) return;
        if (heading) heading.text += data;
        else if (code !== null) code += data;
        else if (cell !== null) cell += data;
        else if (!rows) text += data;
      },
      onclosetag(name) {
        if (skipped.has(name)) {
          skipping = Math.max(0, skipping - 1);
          return;
        }
        if (skipping) return;
        if (/^h[1-6]$/.test(name) && heading) {
          const title = heading.text.replace(/\s+/g, ' ').trim();
          if (title) path = headed(path, heading.level, title);
          heading = null;
        } else if (name === 'pre' && code !== null) {
          const block = code.replace(/^\n+|\s+$/g, '');
          if (block) segments.push({ text: block, headingPath: path, kind: 'code' });
          code = null;
        } else if ((name === 'td' || name === 'th') && cells && cell !== null) {
          cells.push(cell.replace(/\s+/g, ' ').trim());
          cell = null;
        } else if (name === 'tr' && rows && cells) {
          if (cells.some(Boolean)) rows.push(`| ${cells.join(' | ')} |`);
          cells = null;
        } else if (name === 'table' && rows) {
          if (rows.length) segments.push({ text: rows.join('\n'), headingPath: path, kind: 'table' });
          rows = null;
        } else if (blocks.has(name) && !rows) flushText();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  flushText();
  return segments;
}

/** The first segments holding `maxChars` characters in all; the one that crosses the cap is cut there. */
function capped(segments: TextSegment[], maxChars: number): DocumentSegments {
  const kept: TextSegment[] = [];
  let room = maxChars;
  for (const segment of segments) {
    if (room <= 0) return { segments: kept, truncated: true };
    const chars = [...segment.text];
    if (chars.length > room) {
      kept.push({ ...segment, text: chars.slice(0, room).join('') });
      return { segments: kept, truncated: true };
    }
    kept.push(segment);
    room -= chars.length;
  }
  return { segments: kept, truncated: false };
}

/**
 * A document as segments that know where they stand (docs/knowledge.md): a PDF page by page (a passage names its
 * page), Word and HTML by their headings, paragraphs and tables, Markdown by its own, text by its paragraphs. The
 * parsing is file chat's (its limits, refusals and decoding); nothing is rendered.
 */
export async function documentSegments(format: KnowledgeFormat, content: Buffer, maxChars: number): Promise<DocumentSegments> {
  let pageCount: number | undefined;
  const segments = await oneAtATime(async (): Promise<TextSegment[]> => {
    if (format === 'pdf') {
      const pages = await pdfPages(content, maxChars);
      pageCount = pages.length;
      return pages.flatMap((page, index) => pdfParagraphs(page).map((text) => ({ text, page: index + 1 })));
    }
    if (format === 'docx') return htmlSegments(await docxHtml(content));
    const text = decodeText(content);
    if (format === 'html') return htmlSegments(text);
    if (format === 'md') return markdownSegments(text);
    return textParagraphs(text);
  });
  return { ...capped(segments, maxChars), ...(pageCount === undefined ? {} : { pageCount }) };
}
