import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import { foldText } from '../../../domain/text/foldText.js';

// The dictionary takes about 0.3 s to load: once, on first use.
let jieba: Jieba | undefined;
const cutter = () => (jieba ??= Jieba.withDict(dict));

/** A token worth indexing: it holds a letter or a digit (punctuation and spaces are not words). */
const isWord = (token: string) => /[\p{L}\p{N}]/u.test(token);

/**
 * The words of a text as the keyword index stores them and a question is matched against them — one tokeniser for
 * both: folded (NFKC, lower case, traditional to simplified), then jieba's search mode, which gives a long word and its
 * parts (知识库 → 知识, 知识库), so a question naming either finds it.
 */
export function searchTokens(text: string): string[] {
  return cutter()
    .cutForSearch(foldText(text), true)
    .map((token) => token.trim())
    .filter(isWord);
}

/** What `to_tsvector('simple', …)` reads: the tokens joined by spaces. */
export const tokenLine = (text: string) => searchTokens(text).join(' ');

/**
 * A question's words that say what it is about: its search tokens without the words every question has (疑问词,
 * particles), each once. Keyword retrieval ranks passages by how many of these they hold, so 哪些 or 吗 must not count.
 */
export function queryTerms(question: string): string[] {
  return [...new Set(searchTokens(question).filter((token) => !questionWords.has(token)))];
}

const questionWords = new Set(
  [
    '什么',
    '哪些',
    '哪个',
    '哪里',
    '哪儿',
    '怎么',
    '怎样',
    '怎么样',
    '如何',
    '为什么',
    '为何',
    '多少',
    '几',
    '谁',
    '是否',
    '是不是',
    '有没有',
    '能否',
    '可以',
    '请问',
    '请',
    '吗',
    '呢',
    '吧',
    '啊',
    '的',
    '了',
    '是',
    '在',
    '和',
    '与',
    '及',
    '或',
    '有',
    '我',
    '你',
    '它',
    '这',
    '那',
    '这个',
    '那个',
    '一下',
    'what',
    'which',
    'how',
    'why',
    'who',
    'the',
    'a',
    'an',
    'is',
    'are',
    'of',
    'to',
    'in',
    'do',
    'does',
  ].map(foldText),
);
