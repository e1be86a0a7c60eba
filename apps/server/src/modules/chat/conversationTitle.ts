/** The most characters (code points) of a conversation title made from a question. */
const titleLength = 20;

/**
 * A conversation's title from its first question, at once: the first line that still has words once Markdown is
 * taken off (fences, headings — full-width ＃ too — emphasis, code spans, links and images to their text, quotes,
 * list markers, HTML tags), whitespace collapsed, 20 characters. Null when nothing is left.
 */
export function titleFromQuestion(question: string): string | null {
  for (const raw of question.split('\n')) {
    const line = raw
      .replace(/(```|~~~)[\w+-]*/g, ' ')
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, ' ')
      .replace(/^\s*(?:>\s*)+/, '')
      .replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '')
      .replace(/[#＃]{1,6}\s*/g, '')
      .replace(/(\*\*|__|~~|\*|`)/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (line) return [...line].slice(0, titleLength).join('').trim();
  }
  return null;
}
