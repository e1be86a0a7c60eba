export const MB = 1024 * 1024;
/** The largest document (PDF, DOCX, TXT, Markdown) /chatgpt/upload takes. */
export const maxDocumentBytes = 20 * MB;
/** The largest image; it is sent to the model inline (base64), so it stays smaller. */
export const maxImageBytes = 10 * MB;
/** The most characters of a document's text that are kept (the rest is dropped and the upload says so). */
export const maxTextChars = 500_000;
/** The storage folder (domain/files/uploadRules.ts): keys under it are the site's own. */
export const chatFileDir = 'chat';
/** A DOCX may unpack to at most this much (all its parts together); more is refused before mammoth inflates it. */
export const maxDocxUnpackedBytes = 200 * MB;
/** A DOCX may hold at most this many parts. */
export const maxDocxEntries = 2_000;
/** Reading a PDF's text stops after this long (a crafted PDF can make pdf.js work for minutes). */
export const pdfReadSeconds = 30;
