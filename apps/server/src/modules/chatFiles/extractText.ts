import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type Mammoth from 'mammoth';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DomainError } from '../../domain/errors.js';
import { maxDocxEntries, maxDocxUnpackedBytes, maxTextChars, pdfReadSeconds } from './chatFileLimits.js';
import { chatFileMessages } from './messages.js';
import type { ChatFileFormat } from './chatFileRules.js';
import { declaredZipSizes } from './zipEntries.js';

export interface ExtractedText {
  /** The document's text, normalised and capped at `maxChars`. */
  text: string;
  /** The cap cut it. */
  truncated: boolean;
}

type PdfJs = typeof PdfJsModule;

let pdfjsLoading: Promise<PdfJs> | undefined;

/**
 * pdf.js (legacy build, for Node), loaded on first use. Its worker module is loaded too and set as
 * `globalThis.pdfjsWorker`, so parsing runs in this process — no worker thread, no worker file to find.
 */
/** A non-literal specifier: the worker module has no types, and it is only handed to pdf.js. */
const pdfWorkerModule = 'pdfjs-dist/legacy/build/pdf.worker.mjs';

function loadPdfjs(): Promise<PdfJs> {
  pdfjsLoading ??= (async () => {
    const [pdfjs, worker] = await Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import(pdfWorkerModule) as Promise<unknown>]);
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return pdfjs;
  })().catch((error: unknown) => {
    pdfjsLoading = undefined;
    throw error;
  });
  return pdfjsLoading;
}

/** pdf.js's character maps (CJK fonts without a ToUnicode table need them) and standard font data, beside the package. */
function pdfjsDataDirs() {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  return { cMapUrl: `${join(root, 'cmaps')}/`, standardFontDataUrl: `${join(root, 'standard_fonts')}/` };
}

/** A PDF's text page by page (each page's items, a line end where pdf.js marks one); pages past `maxChars` are not read. */
export async function pdfPages(content: Buffer, maxChars: number): Promise<string[]> {
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    // A copy: pdf.js may take over the buffer it is given.
    data: new Uint8Array(content),
    ...pdfjsDataDirs(),
    cMapPacked: true,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  // pdf.js works in small asynchronous steps, so destroying the task ends a read that runs too long.
  let timedOut = false;
  const deadline = setTimeout(() => {
    timedOut = true;
    void task.destroy();
  }, pdfReadSeconds * 1000);
  try {
    const document = await task.promise;
    const pages: string[] = [];
    let length = 0;
    // Pages past the cap are never read.
    for (let number = 1; number <= document.numPages && length <= maxChars; number++) {
      const page = await document.getPage(number);
      const { items } = await page.getTextContent();
      let text = '';
      for (const item of items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
      page.cleanup();
      pages.push(text);
      length += text.length + 2;
    }
    return pages;
  } catch (error) {
    if (timedOut) throw new DomainError(chatFileMessages.pdfTooSlow);
    const name = (error as { name?: string }).name;
    throw new DomainError(name === 'PasswordException' ? chatFileMessages.encryptedPdf : chatFileMessages.unreadablePdf);
  } finally {
    clearTimeout(deadline);
    await task.destroy();
  }
}

/** A Word document through mammoth, its zip's declared sizes checked first (a zip bomb is refused unread). */
async function readDocx<T>(content: Buffer, read: (mammoth: typeof Mammoth) => Promise<{ value: T }>): Promise<T> {
  const sizes = declaredZipSizes(content);
  if (!sizes) throw new DomainError(chatFileMessages.unreadableDocx);
  if (sizes.length > maxDocxEntries || sizes.reduce((sum, size) => sum + size, 0) > maxDocxUnpackedBytes) throw new DomainError(chatFileMessages.docxTooLarge);
  const mammoth = (await import('mammoth')).default;
  try {
    return (await read(mammoth)).value;
  } catch {
    throw new DomainError(chatFileMessages.unreadableDocx);
  }
}

const docxText = (content: Buffer) => readDocx(content, (mammoth) => mammoth.extractRawText({ buffer: content }));

/** A Word document as HTML (headings, paragraphs, lists and tables kept), for passages that know their headings. */
export const docxHtml = (content: Buffer) => readDocx(content, (mammoth) => mammoth.convertToHtml({ buffer: content }));

const replacements = (text: string) => text.split('\uFFFD').length - 1;

/**
 * A text file's characters: UTF-16 when it starts with that byte-order mark, else UTF-8 (a UTF-8 mark is
 * dropped); when UTF-8 finds invalid bytes (shown as U+FFFD), GB18030 (GBK's superset, what Chinese Windows
 * saves "ANSI" text as) is tried and kept if it decodes with fewer of them.
 */
export function decodeText(content: Uint8Array): string {
  if (content[0] === 0xff && content[1] === 0xfe) return new TextDecoder('utf-16le').decode(content);
  if (content[0] === 0xfe && content[1] === 0xff) return new TextDecoder('utf-16be').decode(content);
  const utf8 = new TextDecoder('utf-8').decode(content);
  if (!utf8.includes('\uFFFD')) return utf8;
  const gb18030 = new TextDecoder('gb18030').decode(content);
  return replacements(gb18030) < replacements(utf8) ? gb18030 : utf8;
}

/** Line ends unified, NUL (which PostgreSQL text cannot hold) and trailing spaces dropped, runs of blank lines shortened. */
export function normaliseText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replaceAll('\u0000', '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The first `maxChars` characters, never ending on half a surrogate pair. */
export function capText(text: string, maxChars: number): ExtractedText {
  if (text.length <= maxChars) return { text, truncated: false };
  let end = maxChars;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return { text: text.slice(0, end), truncated: true };
}

/** How many extractions run at once: parsing is CPU work on this process's thread. */
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: (() => void)[] = [];

/** Runs a parse when one of the extraction slots is free. */
export async function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  if (running < MAX_CONCURRENT) running += 1;
  // A finishing extraction hands its slot straight to the next one waiting.
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/**
 * A document's text (docs/chat.md "File chat"): PDF through pdf.js (text of each page, pages separated by a blank
 * line), DOCX through mammoth's raw text, TXT and Markdown decoded (UTF-8, else GB18030). No text at all is
 * refused — for a PDF with the scanned-document message.
 */
export async function extractDocumentText(
  format: Extract<ChatFileFormat, 'pdf' | 'docx' | 'txt' | 'md'>,
  content: Buffer,
  maxChars = maxTextChars,
): Promise<ExtractedText> {
  const raw = await oneAtATime(async () => {
    if (format === 'pdf') return (await pdfPages(content, maxChars)).join('\n\n');
    if (format === 'docx') return docxText(content);
    return decodeText(content);
  });
  const text = normaliseText(raw);
  if (!/\S/.test(text)) throw new DomainError(format === 'pdf' ? chatFileMessages.scannedPdf : chatFileMessages.emptyDocument);
  return capText(text, maxChars);
}
