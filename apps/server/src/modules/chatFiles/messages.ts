import type { Localized } from '../../domain/errors.js';
import { MB, maxDocumentBytes, maxImageBytes } from './chatFileLimits.js';

/** What the file-chat calls say to users (docs/chat.md "File chat"). */
export const chatFileMessages = {
  noFile: { zh: '请选择要上传的文件', en: 'Choose a file to upload' },
  unsupported: {
    zh: '仅支持 PDF、Word（.docx）、TXT、Markdown 文档和 PNG、JPG、WEBP、GIF 图片',
    en: 'Only PDF, Word (.docx), TXT and Markdown documents and PNG, JPG, WEBP and GIF images are supported',
  },
  legacyWord: {
    zh: '暂不支持旧版 Word（.doc）文件，请另存为 .docx 后再上传',
    en: 'Old Word (.doc) files are not supported. Save it as .docx and upload again.',
  },
  mismatch: { zh: '文件扩展名与文件内容不符', en: 'The file extension does not match its content' },
  tooLarge: {
    zh: `文件过大：文档不能超过 ${maxDocumentBytes / MB}MB，图片不能超过 ${maxImageBytes / MB}MB`,
    en: `The file is too large: documents up to ${maxDocumentBytes / MB} MB, images up to ${maxImageBytes / MB} MB`,
  },
  documentTooLarge: { zh: `文档大小不能超过 ${maxDocumentBytes / MB}MB`, en: `A document must not exceed ${maxDocumentBytes / MB} MB` },
  imageTooLarge: { zh: `图片大小不能超过 ${maxImageBytes / MB}MB`, en: `An image must not exceed ${maxImageBytes / MB} MB` },
  scannedPdf: {
    zh: '无法从该 PDF 中提取文字：它可能是扫描件或由图片组成。请上传带文字层的 PDF，或将页面截图后以图片形式上传（需使用支持识图的模型）',
    en: 'No text could be extracted from this PDF: it may be a scan or made of images. Upload a PDF with a text layer, or upload the pages as images (with a model that can read images).',
  },
  encryptedPdf: { zh: '该 PDF 已加密，请解除密码保护后再上传', en: 'This PDF is password-protected. Remove the protection and upload it again.' },
  unreadablePdf: { zh: '无法读取该 PDF 文件，文件可能已损坏', en: 'This PDF could not be read; it may be damaged' },
  unreadableDocx: { zh: '无法读取该 Word 文档，文件可能已损坏', en: 'This Word document could not be read; it may be damaged' },
  docxTooLarge: { zh: '该 Word 文档解压后过大，无法读取', en: 'This Word document is too large once unpacked to be read' },
  pdfTooSlow: { zh: '该 PDF 过于复杂，读取超时，请精简后再上传', en: 'Reading this PDF took too long. Simplify it and upload it again.' },
  emptyDocument: { zh: '文件中没有可读取的文字', en: 'The file contains no readable text' },
  unknownFile: { zh: '文件不存在', en: 'No such file' },
  fileGone: { zh: '文件已失效，请重新上传', en: 'The file is no longer available. Please upload it again.' },
  noFileInGroup: { zh: '请先上传要对话的文件', en: 'Upload a file to chat about first' },
} satisfies Record<string, Localized>;
