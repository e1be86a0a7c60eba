import { describe, expect, it } from 'vitest';
import { chunkText } from '../../../src/modules/knowledge/text/chunkText.js';
import { documentSegments, htmlSegments, markdownSegments } from '../../../src/modules/knowledge/text/documentSegments.js';
import { docxWithParagraphs, gb18030Hello, pdfWithPages } from '../../../src/testing/fileFixtures.js';

describe('a document’s segments', () => {
  it('reads a PDF page by page, joining the lines of a Chinese paragraph, so each passage names its page', async () => {
    const pdf = pdfWithPages([['第一页介绍知识库的用途，', '它能回答关于文档的问题。'], ['第二页说明上传的格式。'], ['第三页：向量化完成后即可提问。']]);
    const { segments, truncated } = await documentSegments('pdf', pdf, 100_000);
    expect(truncated).toBe(false);
    expect(segments).toEqual([
      { text: '第一页介绍知识库的用途，它能回答关于文档的问题。', page: 1 },
      { text: '第二页说明上传的格式。', page: 2 },
      { text: '第三页：向量化完成后即可提问。', page: 3 },
    ]);
    expect(chunkText(segments).map((chunk) => chunk.page)).toEqual([1, 2, 3]);
  });

  it('stops reading at the cap and says so', async () => {
    const pdf = pdfWithPages([['第一页的内容。'], ['第二页的内容。'], ['第三页的内容。']]);
    const { segments, truncated } = await documentSegments('pdf', pdf, 10);
    expect(truncated).toBe(true);
    expect(segments.map((segment) => segment.text).join('')).toBe('第一页的内容。第二页');
  });

  it('reads Word paragraphs, and text in GB18030 as file chat does', async () => {
    expect((await documentSegments('docx', docxWithParagraphs(['第一段。', '第二段。']), 1000)).segments).toEqual([
      { text: '第一段。', headingPath: [] },
      { text: '第二段。', headingPath: [] },
    ]);
    expect((await documentSegments('txt', gb18030Hello, 1000)).segments).toEqual([{ text: '你好，世界' }]);
    expect((await documentSegments('txt', Buffer.from('甲段。\n\n\n乙段。'), 1000)).segments).toEqual([{ text: '甲段。' }, { text: '乙段。' }]);
  });

  it('reads Markdown by its headings, code fences and tables', () => {
    const source = [
      '# 指南',
      '开头的说明。',
      '## 安装',
      '需要 Node 20。',
      '```sh',
      'npm ci',
      '```',
      '## 价格',
      '| 套餐 | 价格 |',
      '| --- | --- |',
      '| 基础 | 10 元 |',
      '下一段。',
      '### 细则',
      '细则内容，',
      '跨两行。',
    ].join('\n');
    expect(markdownSegments(source)).toEqual([
      { text: '开头的说明。', headingPath: ['指南'] },
      { text: '需要 Node 20。', headingPath: ['指南', '安装'] },
      { text: 'npm ci', headingPath: ['指南', '安装'], kind: 'code' },
      { text: '| 套餐 | 价格 |\n| 基础 | 10 元 |', headingPath: ['指南', '价格'], kind: 'table' },
      { text: '下一段。', headingPath: ['指南', '价格'] },
      { text: '细则内容，\n跨两行。', headingPath: ['指南', '价格', '细则'] },
    ]);
  });

  it('reads HTML by its structure, never its scripts or styles', () => {
    const html = `<html><head><title>不要</title><style>p{}</style></head><body>
      <h1>产品</h1><p>第一段 <b>加粗</b> 文字。</p><script>alert('不要')</script>
      <h2>价格</h2><table><tr><th>套餐</th><th>价格</th></tr><tr><td>基础</td><td>10&nbsp;元</td></tr></table>
      <pre>const a = 1;
const b = 2;</pre><ul><li>一项</li><li>二项</li></ul><h1>其他</h1><div>结尾</div></body></html>`;
    expect(htmlSegments(html)).toEqual([
      { text: '第一段 加粗 文字。', headingPath: ['产品'] },
      { text: '| 套餐 | 价格 |\n| 基础 | 10 元 |', headingPath: ['产品', '价格'], kind: 'table' },
      { text: 'const a = 1;\nconst b = 2;', headingPath: ['产品', '价格'], kind: 'code' },
      { text: '一项', headingPath: ['产品', '价格'] },
      { text: '二项', headingPath: ['产品', '价格'] },
      { text: '结尾', headingPath: ['其他'] },
    ]);
  });
});
