import { extname } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { DomainError } from '../../domain/errors.js';
import { knowledgeMessages } from './messages.js';
import type { KnowledgeFormat } from './text/documentSegments.js';

export interface DocumentType {
  format: KnowledgeFormat;
  /** The stored original's extension. */
  extension: string;
  mime: string;
}

const binary: Record<string, DocumentType> = {
  pdf: { format: 'pdf', extension: 'pdf', mime: 'application/pdf' },
  docx: { format: 'docx', extension: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
};
/** Text types have no magic bytes: the name's extension says which. */
const text: Record<string, DocumentType> = {
  txt: { format: 'txt', extension: 'txt', mime: 'text/plain' },
  md: { format: 'md', extension: 'md', mime: 'text/markdown' },
  markdown: { format: 'md', extension: 'md', mime: 'text/markdown' },
  html: { format: 'html', extension: 'html', mime: 'text/html' },
  htm: { format: 'html', extension: 'html', mime: 'text/html' },
};

/** No NUL byte in the first 64 KB (outside a UTF-16 file with its byte-order mark). */
function looksLikeText(content: Buffer): boolean {
  if ((content[0] === 0xff && content[1] === 0xfe) || (content[0] === 0xfe && content[1] === 0xff)) return true;
  return !content.subarray(0, 64 * 1024).includes(0);
}

/**
 * What a knowledge-base upload is: PDF and Word by their content (magic bytes), text, Markdown and HTML by the name's
 * extension and content that is not binary. Anything else (old .doc, images, archives, executables) is 415.
 */
export async function classifyDocument(content: Buffer, name: string): Promise<DocumentType> {
  const detected = await fileTypeFromBuffer(content);
  const known = detected && binary[detected.ext];
  if (known) return known;
  const byName = text[extname(name).slice(1).toLowerCase()];
  // Markup file-type recognises (an HTML page starting with <?xml …) is still the user's text file.
  if (byName && (!detected || ['xml', 'html', 'svg'].includes(detected.ext)) && looksLikeText(content)) return byName;
  throw new DomainError(knowledgeMessages.unsupported, 415);
}

/** The name a document is listed under: the uploaded one without folders or control characters, else a default. */
export function documentName(given: string, extension: string): string {
  const base =
    given
      .split(/[\\/]/)
      .at(-1)
      ?.replace(/\p{Cc}/gu, '')
      .trim() ?? '';
  return [...(base || `document.${extension}`)].slice(0, 120).join('');
}
