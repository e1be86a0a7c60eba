// A Han character, punctuation mark or symbol is one token; other text splits into words that
// carry their leading whitespace. Joining the tokens gives back the input exactly.
const TOKEN = /\s*(?:[\p{Script=Han}\p{P}\p{S}]|[^\s\p{Script=Han}\p{P}\p{S}]+)|\s+/gu;

export function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}
