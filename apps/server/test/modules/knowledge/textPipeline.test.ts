import { describe, expect, it } from 'vitest';
import { chunkText, estimateTokens, type TextSegment } from '../../../src/modules/knowledge/text/chunkText.js';
import { queryTerms, searchTokens, tokenLine } from '../../../src/modules/knowledge/text/searchTokens.js';

describe('the keyword tokeniser', () => {
  it('cuts Chinese into words and their parts (search mode), without punctuation', () => {
    expect(searchTokens('知识库支持哪些文档？')).toEqual(['知识', '知识库', '支持', '哪些', '文档']);
  });

  it('folds width, case and script: traditional, full-width and upper case index as the simplified lower case', () => {
    expect(searchTokens('知識庫支援哪些文檔')).toEqual(expect.arrayContaining(['知识', '知识库', '哪些']));
    expect(tokenLine('ＧＰＴ模型 API')).toBe(tokenLine('gpt模型 api'));
  });

  it('keeps mixed Latin words and numbers', () => {
    const tokens = searchTokens('PostgreSQL 15 的 HNSW 索引于2024年发布');
    expect(tokens).toEqual(expect.arrayContaining(['postgresql', '15', 'hnsw', '索引', '2024', '发布']));
    expect(tokens).not.toContain(' ');
  });

  it('leaves the words every question has out of a question’s terms, each term once', () => {
    expect(queryTerms('知识库支持哪些文档？文档大小有限制吗？')).toEqual(['知识', '知识库', '支持', '文档', '大小', '限制']);
    expect(queryTerms('What is HNSW?')).toEqual(['hnsw']);
  });
});

const paragraph = (sentence: string, count: number) => Array.from({ length: count }, (_, i) => `${sentence}第${i + 1}句。`).join('');

describe('the chunker', () => {
  it('estimates tokens: about 0.71 a CJK character, a quarter of other characters', () => {
    expect(estimateTokens('知识库')).toBe(3);
    expect(estimateTokens('一'.repeat(100))).toBe(71);
    expect(estimateTokens('abcd efgh')).toBe(2);
  });

  it('never lets a passage cross a page: each names the one page it is on', () => {
    const segments: TextSegment[] = [
      { text: '第一页的内容。', page: 1 },
      { text: '仍是第一页。', page: 1 },
      { text: '第二页的内容。', page: 2 },
    ];
    expect(chunkText(segments).map((chunk) => [chunk.order, chunk.page, chunk.text])).toEqual([
      [0, 1, '第一页的内容。\n\n仍是第一页。'],
      [1, 2, '第二页的内容。'],
    ]);
  });

  it('starts a passage at each heading and keeps its heading path', () => {
    const chunks = chunkText([
      { text: '安装需要 Node 20。', headingPath: ['指南', '安装'] },
      { text: '配置写在 .env 中。', headingPath: ['指南', '配置'] },
    ]);
    expect(chunks.map((chunk) => [chunk.headingPath, chunk.text, chunk.page])).toEqual([
      [['指南', '安装'], '安装需要 Node 20。', null],
      [['指南', '配置'], '配置写在 .env 中。', null],
    ]);
  });

  it('packs sentences to about the target, never over the cap, repeating the last sentence where a paragraph goes on', () => {
    const text = paragraph('这是一段关于向量检索与关键词检索如何融合排序的说明文字', 40);
    const chunks = chunkText([{ text, page: 3 }]);
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) {
      expect(chunk.tokens).toBeLessThanOrEqual(500);
      expect(chunk.page).toBe(3);
    }
    for (const chunk of chunks.slice(0, -1)) expect(chunk.tokens).toBeGreaterThan(200);
    // The overlap: each passage after the first opens with the sentence the one before ended with.
    for (let i = 1; i < chunks.length; i++) {
      const lastSentence = chunks[i - 1]!.text.match(/[^。]+。$/)![0];
      expect(chunks[i]!.text.startsWith(lastSentence)).toBe(true);
    }
    // Every sentence is in some passage.
    for (let n = 1; n <= 40; n++) expect(chunks.some((chunk) => chunk.text.includes(`第${n}句。`))).toBe(true);
  });

  it('keeps a table whole while it fits, and cuts one that does not by its rows', () => {
    const row = (n: number) => `| 第${n}行 | 价格 ${n * 10} 元 | 说明文字说明文字 |`;
    const small = Array.from({ length: 5 }, (_, i) => row(i + 1)).join('\n');
    const [whole] = chunkText([{ text: small, kind: 'table' }]);
    expect(whole!.text).toBe(small);
    const big = Array.from({ length: 120 }, (_, i) => row(i + 1)).join('\n');
    const pieces = chunkText([{ text: big, kind: 'table' }]);
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) {
      expect(piece.tokens).toBeLessThanOrEqual(500);
      expect(piece.text.split('\n').every((line) => line.startsWith('| 第') && line.endsWith('|'))).toBe(true);
    }
  });

  it('cuts a sentence without any stop that is longer than the cap', () => {
    const chunks = chunkText([{ text: '长'.repeat(2000) }]);
    expect(chunks.map((chunk) => chunk.tokens).every((tokens) => tokens <= 500)).toBe(true);
    expect(chunks.map((chunk) => chunk.text).join('')).toBe('长'.repeat(2000));
  });

  it('hashes what a passage is, so a re-index finds unchanged passages again', () => {
    const segments: TextSegment[] = [
      { text: '不变的段落。', page: 1 },
      { text: '会改的段落。', page: 2 },
    ];
    const before = chunkText(segments);
    const after = chunkText([segments[0]!, { text: '改过的段落。', page: 2 }]);
    expect(after[0]!.hash).toBe(before[0]!.hash);
    expect(after[1]!.hash).not.toBe(before[1]!.hash);
    // The same text on another page is another passage.
    expect(chunkText([{ text: '不变的段落。', page: 5 }])[0]!.hash).not.toBe(before[0]!.hash);
  });

  it('skips empty segments', () => {
    expect(chunkText([{ text: '  ' }, { text: '' }])).toEqual([]);
  });
});
