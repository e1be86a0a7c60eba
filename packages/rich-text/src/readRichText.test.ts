import { describe, expect, it } from 'vitest';
import { readRichText } from './readRichText';
import { richTextPlain, richTextSegments } from './richTextSegments';

const text = (value: string, marks?: object[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: object[]) => ({ type: 'paragraph', content });
const heading = (level: number, value: string) => ({ type: 'heading', attrs: { level }, content: [text(value)] });
const doc = (...content: object[]) => ({ type: 'doc', content });
const link = (href: string, extra: object = {}) => ({ type: 'link', attrs: { href, ...extra } });

describe('readRichText', () => {
  it('keeps what the editor writes and drops attributes the schema does not know', () => {
    const reading = readRichText(doc({ ...heading(2, '会议纪要'), attrs: { level: 2, onclick: 'x' } }, paragraph(text('灵犀', [{ type: 'bold' }]))));
    expect(reading).toEqual({
      ok: true,
      doc: doc({ type: 'heading', attrs: { level: 2 }, content: [text('会议纪要')] }, paragraph(text('灵犀', [{ type: 'bold' }]))),
    });
  });

  it.each([
    ['not a document', paragraph(text('x'))],
    ['an unknown node', doc({ type: 'iframe' })],
    ['an unknown mark', doc(paragraph(text('x', [{ type: 'script' }])))],
    ['text straight in the document', doc(text('x'))],
    ['empty text', doc(paragraph(text('')))],
    ['a heading level the notes do not use', doc(heading(5, 'x'))],
    ['a string', 'doc'],
    ['null', null],
  ])('refuses %s', (_, json) => {
    expect(readRichText(json)).toEqual({ ok: false, problem: 'invalid' });
  });

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>', '/admin', 'vbscript:x'])('refuses the link %s', (href) => {
    expect(readRichText(doc(paragraph(text('点我', [link(href)]))))).toEqual({ ok: false, problem: 'unsafeLink' });
  });

  it('gives every safe link the same attributes, whatever the client sent', () => {
    const reading = readRichText(doc(paragraph(text('官网', [link('https://example.com/a?b=1', { class: 'evil', target: '_self', rel: 'opener' })]))));
    expect(reading.ok && reading.doc.content?.[0]?.content?.[0]?.marks).toEqual([
      { type: 'link', attrs: { href: 'https://example.com/a?b=1', target: '_blank', rel: 'noopener noreferrer nofollow', class: null, title: null } },
    ]);
  });
});

describe('richTextSegments', () => {
  const note = doc(
    heading(1, '产品手册'),
    paragraph(text('灵犀是一个助手。')),
    heading(2, '积分'),
    { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('签到得积分'))] }] },
    { type: 'codeBlock', attrs: { language: 'ts' }, content: [text('const a = 1;\n')] },
    heading(2, '会员'),
    { type: 'blockquote', content: [paragraph(text('第一行'), { type: 'hardBreak' }, text('第二行'))] },
    heading(1, '附录'),
    paragraph(text('完')),
  );

  it('names each block with the headings above it', () => {
    expect(richTextSegments(note)).toEqual([
      { text: '灵犀是一个助手。', headingPath: ['产品手册'], kind: 'paragraph' },
      { text: '签到得积分', headingPath: ['产品手册', '积分'], kind: 'paragraph' },
      { text: 'const a = 1;', headingPath: ['产品手册', '积分'], kind: 'code' },
      { text: '第一行\n第二行', headingPath: ['产品手册', '会员'], kind: 'paragraph' },
      { text: '完', headingPath: ['附录'], kind: 'paragraph' },
    ]);
  });

  it('reads as plain text one block a line', () => {
    expect(richTextPlain(note)).toBe('产品手册\n灵犀是一个助手。\n积分\n签到得积分\nconst a = 1;\n会员\n第一行\n第二行\n附录\n完');
  });
});
