// The chatFiles module's public face: its plugin, and the document parsing the knowledge base reuses.
export { default } from './plugin.js';
export { decodeText, docxHtml, normaliseText, oneAtATime, pdfPages } from './extractText.js';
