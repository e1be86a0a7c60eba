import { describe, expect, it } from 'vitest';
import { snapshotNode } from './snapshotView';

describe('snapshotNode', () => {
  it('shows an object key by key, text as written, lists and nested objects', () => {
    expect(
      snapshotNode({ name: '周报助手', preset: '第一行\n  第二行', public: true, sort: 3, demoData: ['你好', '再见'], extra: { a: null }, empty: '' }),
    ).toEqual({
      type: 'fields',
      fields: [
        { key: 'name', node: { type: 'text', text: '周报助手' } },
        { key: 'preset', node: { type: 'text', text: '第一行\n  第二行' } },
        { key: 'public', node: { type: 'text', text: 'true' } },
        { key: 'sort', node: { type: 'text', text: '3' } },
        {
          key: 'demoData',
          node: {
            type: 'list',
            items: [
              { type: 'text', text: '你好' },
              { type: 'text', text: '再见' },
            ],
          },
        },
        { key: 'extra', node: { type: 'fields', fields: [{ key: 'a', node: { type: 'empty' } }] } },
        { key: 'empty', node: { type: 'empty' } },
      ],
    });
  });

  it('makes image addresses links (never loaded), by their path or their field’s name; other addresses plain links', () => {
    expect(snapshotNode('https://cdn.example.com/a/logo.PNG?x=1')).toEqual({ type: 'image', href: 'https://cdn.example.com/a/logo.PNG?x=1' });
    expect(snapshotNode('/uploads/2026/cover', 'coverImg')).toEqual({ type: 'image', href: '/uploads/2026/cover' });
    expect(snapshotNode('https://example.com/docs', 'homepage')).toEqual({ type: 'link', href: 'https://example.com/docs' });
  });

  it('never makes a link of a script address, another scheme or a protocol-relative address', () => {
    for (const text of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/a.png', 'ftp://example.com/a.png', 'see https://x.y/a.png'])
      expect(snapshotNode(text, 'coverImg'), text).toEqual({ type: 'text', text });
  });

  it('shows a value nested too deep as its JSON text', () => {
    expect(snapshotNode({ a: { b: { c: { d: { e: 1 } } } } })).toMatchObject({
      fields: [{ node: { fields: [{ node: { fields: [{ node: { fields: [{ node: { type: 'text', text: '{"e":1}' } }] } }] } }] } }],
    });
  });
});
