// @vitest-environment jsdom
import { isSafeHref, type JSONContent, richTextExtensions } from '@lingxi/rich-text';
import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ariaShortcut, formatCommands, formatState, linkCommand, removeLinkCommand } from './formatCommands';

const doc: JSONContent = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: '配网' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: '长按' },
        { type: 'text', text: '顶部按键', marks: [{ type: 'bold' }] },
        { type: 'text', text: '五秒。' },
      ],
    },
    { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: '一项' }] }] }] },
    // Last a paragraph, as StarterKit's trailing node keeps it (else its first transaction adds one, an undo step).
    { type: 'paragraph' },
  ],
};

let editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors) editor.destroy();
  editors = [];
});

function open(content: JSONContent = doc) {
  const editor = new Editor({ extensions: richTextExtensions, content });
  editors.push(editor);
  return editor;
}

/** The position just inside the first occurrence of `text` (+ offset characters). */
function at(editor: Editor, text: string, offset = 0) {
  let found = -1;
  editor.state.doc.descendants((node, pos) => {
    if (found < 0 && node.isText && node.text!.includes(text)) found = pos + node.text!.indexOf(text);
  });
  expect(found).toBeGreaterThanOrEqual(0);
  return found + offset;
}

describe('the formatting toolbar state', () => {
  it('follows the selection: the heading, a bold word, plain text, a list item', () => {
    const editor = open();
    editor.commands.setTextSelection(at(editor, '配网', 1));
    expect(formatState(editor)).toMatchObject({ block: 'heading2', active: { bold: false, bulletList: false } });

    editor.commands.setTextSelection(at(editor, '顶部按键', 2));
    expect(formatState(editor)).toMatchObject({ block: 'paragraph', active: { bold: true, italic: false } });

    editor.commands.setTextSelection(at(editor, '五秒', 1));
    expect(formatState(editor).active.bold).toBe(false);

    editor.commands.setTextSelection(at(editor, '一项', 1));
    const inList = formatState(editor);
    expect(inList).toMatchObject({ block: 'paragraph', active: { bulletList: true, orderedList: false } });
    // A list item starts with a paragraph: no heading there, but the list can become a numbered one.
    expect(inList.enabled).toMatchObject({ paragraph: true, heading1: false, orderedList: true, bold: true, link: true });
  });

  it('applies a command to the selection, and undo takes it back', () => {
    const editor = open();
    const from = at(editor, '五秒');
    editor.commands.setTextSelection({ from, to: from + 2 });
    expect(formatState(editor).enabled.undo).toBe(false);

    formatCommands.italic(editor.chain()).run();
    expect(formatState(editor).active.italic).toBe(true);
    expect(editor.getHTML()).toContain('<em>五秒</em>');

    formatCommands.heading3(editor.chain()).run();
    expect(formatState(editor).block).toBe('heading3');
    expect(editor.getHTML()).toContain('<h3>长按<strong>顶部按键</strong><em>五秒</em>。</h3>');
    expect(formatState(editor).enabled.undo).toBe(true);

    formatCommands.undo(editor.chain()).run();
    expect(formatState(editor).block).toBe('paragraph');
    expect(formatState(editor).enabled.redo).toBe(true);
  });

  it('offers no inline style inside a code block', () => {
    const editor = open();
    editor.commands.setTextSelection(at(editor, '五秒', 1));
    formatCommands.codeBlock(editor.chain()).run();
    const state = formatState(editor);
    expect(state).toMatchObject({ block: null, active: { codeBlock: true } });
    expect(state.enabled).toMatchObject({ bold: false, code: false, link: false, paragraph: true });
  });

  it('links the selection, edits and removes the link, and refuses an unsafe address', () => {
    const editor = open();
    const from = at(editor, '长按');
    editor.commands.setTextSelection({ from, to: from + 2 });
    linkCommand('https://lingxi.example.com/help', editor)(editor.chain()).run();
    expect(editor.getHTML()).toContain('<a target="_blank" rel="noopener noreferrer nofollow" href="https://lingxi.example.com/help">长按</a>');

    // The caret inside the link: the dialog edits the whole link.
    editor.commands.setTextSelection(from + 1);
    expect(formatState(editor).active.link).toBe(true);
    expect(editor.getAttributes('link').href).toBe('https://lingxi.example.com/help');
    linkCommand('mailto:help@example.com', editor)(editor.chain()).run();
    expect(editor.getHTML()).toContain('href="mailto:help@example.com">长按</a>');

    // Only http, https and mailto: the dialog checks with isSafeHref, and the editor refuses the rest anyway.
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(linkCommand('javascript:alert(1)', editor)(editor.chain()).run()).toBe(false);
    expect(editor.getHTML()).not.toContain('javascript:');

    removeLinkCommand(editor.chain()).run();
    expect(editor.getHTML()).not.toContain('<a ');
    expect(formatState(editor).active.link).toBe(false);
  });

  it('inserts the address as the link text when nothing is selected, and goes on in plain text', () => {
    const editor = open({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '详见' }] }] });
    editor.commands.setTextSelection(3);
    linkCommand('https://example.com', editor)(editor.chain()).run();
    editor.commands.insertContent('。');
    expect(editor.getHTML()).toBe('<p>详见<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">https://example.com</a>。</p>');
  });

  it('spells the shortcuts as aria-keyshortcuts does', () => {
    expect(ariaShortcut('Mod+Shift+Z', false)).toBe('Control+Shift+Z');
    expect(ariaShortcut('Mod+B', true)).toBe('Meta+B');
    expect(ariaShortcut(undefined, false)).toBeUndefined();
  });
});
