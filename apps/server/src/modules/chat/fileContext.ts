import { buildMessages, estimateTokens, type PastLog } from './chatHistory.js';
import type { UpstreamMessage } from './upstreamChat.js';

/** The file a turn is about (docs/chat.md "File chat"), as the route found it for its owner. */
export interface TurnFile {
  id: number;
  name: string;
  kind: 'document' | 'image';
  /** A document's text as stored; `truncated` when the upload's cap already cut it. */
  text: string;
  truncated: boolean;
  /** An image as a `data:` URL, read from storage once the model is known to take images. */
  imageDataUrl?: () => Promise<string>;
}

/** What an image is reckoned to cost in the model's window (OpenAI: 85 tokens per low-detail image, ~765 for 1024²). */
const IMAGE_TOKENS = 800;
/** With earlier exchanges to keep, a document takes at most this share of the window, so follow-up questions keep their context. */
const DOCUMENT_SHARE_WITH_HISTORY = 0.8;

const isWide = (code: number) => (code >= 0x3000 && code <= 0x9fff) || (code >= 0xac00 && code <= 0xd7af) || (code >= 0xff00 && code <= 0xffef);

/** How many leading characters of `text` fit `budgetTokens` by estimateTokens' reckoning (one pass, no re-counting). */
export function charsWithinTokens(text: string, budgetTokens: number): number {
  // In quarter tokens: a CJK character is 4, anything else 1.
  const limit = Math.max(0, budgetTokens) * 4;
  let used = 0;
  for (let i = 0; i < text.length; i++) {
    used += isWide(text.charCodeAt(i)) ? 4 : 1;
    if (used > limit) {
      const code = text.charCodeAt(i - 1);
      return code >= 0xd800 && code <= 0xdbff ? i - 1 : i;
    }
  }
  return text.length;
}

/**
 * The question with the document before it, the document cut to `budgetTokens` (what the window leaves after the
 * question and the wrapping) with a note saying so — also when the upload's cap had already cut it.
 */
export function documentPrompt(file: Pick<TurnFile, 'name' | 'text' | 'truncated'>, question: string, budgetTokens: number): { content: string; cut: boolean } {
  const head = `以下是用户上传的文件《${file.name}》的内容：\n<document>\n`;
  const tail = `\n</document>\n\n请根据以上文件内容回答用户的问题：\n${question}`;
  // The note, when there is one, is under 80 tokens.
  const room = budgetTokens - estimateTokens(head) - estimateTokens(tail) - 80;
  const kept = charsWithinTokens(file.text, room);
  const cut = kept < file.text.length || file.truncated;
  const total = file.truncated ? `超过 ${file.text.length}` : String(file.text.length);
  const note = cut ? `\n（注意：文件内容较长，以上只包含前 ${kept} 个字符，全文共 ${total} 个字符。请根据已提供的部分回答，必要时说明内容不完整。）` : '';
  return { content: `${head}${file.text.slice(0, kept)}\n</document>${note}\n\n请根据以上文件内容回答用户的问题：\n${question}`, cut };
}

/**
 * The messages of a turn: the history as buildMessages keeps it, then the question — with a document's text before
 * it, or as content parts with the image (`imageUrl`, a data URL) for a vision model.
 */
export function turnMessages({
  systemMessage,
  past,
  question,
  rounds,
  budgetTokens,
  file,
  imageUrl,
}: {
  systemMessage: string;
  past: PastLog[];
  question: string;
  rounds: number;
  budgetTokens: number;
  file?: TurnFile;
  imageUrl?: string;
}): UpstreamMessage[] {
  const history = { systemMessage, past, rounds };
  if (file?.kind === 'document') {
    const hasHistory = rounds > 0 && past.some((log) => log.role === 'assistant');
    const room = Math.max(0, budgetTokens - estimateTokens(systemMessage));
    const { content } = documentPrompt(file, question, Math.floor(room * (hasHistory ? DOCUMENT_SHARE_WITH_HISTORY : 1)));
    return buildMessages({ ...history, prompt: content, budgetTokens });
  }
  if (file?.kind === 'image' && imageUrl) {
    const messages: UpstreamMessage[] = buildMessages({ ...history, prompt: question, budgetTokens: Math.max(0, budgetTokens - IMAGE_TOKENS) });
    messages[messages.length - 1] = {
      role: 'user',
      content: [
        { type: 'text', text: question },
        { type: 'image_url', image_url: { url: imageUrl } },
      ],
    };
    return messages;
  }
  return buildMessages({ ...history, prompt: question, budgetTokens });
}
