import { extname } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { DomainError } from '../../domain/errors.js';
import { maxDocumentBytes, maxImageBytes } from './chatFileLimits.js';
import { chatFileMessages } from './messages.js';

export type ChatFileFormat = 'pdf' | 'docx' | 'txt' | 'md' | 'png' | 'jpg' | 'webp' | 'gif';

export interface ClassifiedFile {
  kind: 'document' | 'image';
  format: ChatFileFormat;
  /** The stored file's extension. */
  extension: string;
  mime: string;
}

const binaryFormats: Record<string, ClassifiedFile> = {
  pdf: { kind: 'document', format: 'pdf', extension: 'pdf', mime: 'application/pdf' },
  docx: { kind: 'document', format: 'docx', extension: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  png: { kind: 'image', format: 'png', extension: 'png', mime: 'image/png' },
  jpg: { kind: 'image', format: 'jpg', extension: 'jpg', mime: 'image/jpeg' },
  webp: { kind: 'image', format: 'webp', extension: 'webp', mime: 'image/webp' },
  gif: { kind: 'image', format: 'gif', extension: 'gif', mime: 'image/gif' },
};
/** Plain-text types have no magic bytes: their extension names them. */
const textExtensions: Record<string, ClassifiedFile> = {
  txt: { kind: 'document', format: 'txt', extension: 'txt', mime: 'text/plain' },
  md: { kind: 'document', format: 'md', extension: 'md', mime: 'text/markdown' },
  markdown: { kind: 'document', format: 'md', extension: 'md', mime: 'text/markdown' },
};
const aliases: Record<string, string> = { jpeg: 'jpg', jpe: 'jpg' };

const extensionOf = (name: string) => {
  const bare = extname(name).slice(1).toLowerCase();
  return aliases[bare] ?? bare;
};

/** True when the first bytes look like text (no NUL byte outside a UTF-16 byte-order-marked file). */
function looksLikeText(content: Buffer): boolean {
  if ((content[0] === 0xff && content[1] === 0xfe) || (content[0] === 0xfe && content[1] === 0xff)) return true;
  return !content.subarray(0, 64 * 1024).includes(0);
}

/**
 * What an upload is: binary types by their content (file-type's magic bytes; the name's extension, if any, must
 * agree), text types by the name's extension (.txt, .md, .markdown) and content that is not binary. Refusals are
 * 415 with the list of what is accepted; a size over the type's limit is 413.
 */
export async function classifyChatFile(content: Buffer, name: string): Promise<ClassifiedFile> {
  const extension = extensionOf(name);
  const detected = await fileTypeFromBuffer(content);
  let classified: ClassifiedFile | undefined;
  if (detected) {
    const ext = aliases[detected.ext] ?? detected.ext;
    if (ext === 'cfb' && extension === 'doc') throw new DomainError(chatFileMessages.legacyWord, 415);
    classified = binaryFormats[ext];
    // Markup file-type recognises (an .md that starts with <?xml …) is still the user's text file.
    if (!classified && textExtensions[extension] && ['xml', 'svg', 'html'].includes(ext)) classified = textExtensions[extension];
    if (!classified) throw new DomainError(chatFileMessages.unsupported, 415);
    if (extension && extension !== classified.extension && !(classified.format === 'md' && extension === 'markdown')) {
      throw new DomainError(chatFileMessages.mismatch, 415);
    }
  } else {
    classified = textExtensions[extension];
    if (!classified || !looksLikeText(content)) throw new DomainError(chatFileMessages.unsupported, 415);
  }
  const limit = classified.kind === 'image' ? maxImageBytes : maxDocumentBytes;
  if (content.length > limit) throw new DomainError(classified.kind === 'image' ? chatFileMessages.imageTooLarge : chatFileMessages.documentTooLarge, 413);
  return classified;
}

/** The user's file name as shown back: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string, fallbackExtension: string): string {
  const bare = [...(name.split(/[\\/]/).pop() ?? '')]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char !== '\u007f')
    .join('')
    .trim();
  if (!bare) return `file.${fallbackExtension}`;
  if (bare.length <= 200) return bare;
  const extension = extname(bare);
  return `${bare.slice(0, 200 - extension.length)}${extension}`;
}
