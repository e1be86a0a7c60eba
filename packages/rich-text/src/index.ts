// One rich-text model for the browser's editor and the server's check and index of what it saves (Tiptap 3).
export { readRichText, type RichTextProblem, type RichTextReading } from './readRichText';
export { headingLevels, richTextExtensions, richTextSchema } from './richTextSchema';
export { richTextPlain, richTextSegments, type RichTextSegment } from './richTextSegments';
export { isSafeHref } from './safeHref';
export type { JSONContent } from '@tiptap/core';
