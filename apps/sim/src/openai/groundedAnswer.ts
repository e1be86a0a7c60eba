import { Converter } from 'opencc-js/t2cn';

// Traditional characters read as simplified (opencc's Taiwan table, as the server's search folds them): a real model
// knows 發票 is 发票, so a question in either script finds a passage in the other.
const toSimplified = Converter({ from: 'tw', to: 'cn' });
const sourcesPattern = /<sources>([\s\S]*?)<\/sources>([\s\S]*)$/;
// The attributes are matched whole, so a `>` inside a quoted title does not end the tag.
const sourcePattern = /<source\s+n="(\d+)"(?:\s+[\w-]+="[^"]*")*\s*>([\s\S]*?)<\/source>/g;
// A sentence keeps the marks that end it; a newline ends one too but is not kept.
const sentencePattern = /[^。！？!?；\n]+[。！？!?；]*/g;

/**
 * A text's words: each pair of neighbouring Han characters (traditional read as simplified), and each Latin/digit word
 * of two or more, lower-cased.
 */
function words(text: string): Set<string> {
  const found = new Set<string>();
  for (const [run] of toSimplified(text).matchAll(/\p{Script=Han}+/gu)) {
    const chars = [...run];
    for (let i = 1; i < chars.length; i++) found.add(`${chars[i - 1]}${chars[i]}`);
  }
  for (const [word] of text.matchAll(/[\p{Script=Latin}0-9]{2,}/gu)) found.add(word.toLowerCase());
  return found;
}

/**
 * A grounded model's answer to a last user message carrying retrieved passages (`<sources><source n="1" title page?>…
 * </source>…</sources>`, then `问题：…`): the passage sentence sharing the most words with the question, cited as `[n]`;
 * null when the message has no `<sources>` block. The sim cites so the server's citation parsing, page mapping and the
 * knowledge e2e can be tested without a real model.
 */
export function groundedAnswer(lastUserText: string): string | null {
  const block = sourcesPattern.exec(lastUserText);
  if (!block) return null;
  const question = words((block[2] ?? '').trim().replace(/^问题：/, ''));
  let best = { score: 0, sentence: '', n: '' };
  for (const [, n = '', passage = ''] of (block[1] ?? '').matchAll(sourcePattern)) {
    for (const [match] of passage.matchAll(sentencePattern)) {
      const sentence = match.trim();
      const score = [...words(sentence)].filter((word) => question.has(word)).length;
      // Strictly greater: on a tie the earlier source, then the earlier sentence, stays.
      if (score > best.score) best = { score, sentence, n };
    }
  }
  return best.score > 0 ? `根据资料，${best.sentence}[${best.n}]` : '资料中没有与问题相关的内容。';
}
