// @vitest-environment jsdom
import { richTextExtensions } from '@lingxi/rich-text';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Editor } from '@tiptap/react';
import { setFileScope } from '@vanilla-extract/css/fileScope';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n';
import { workspaceCatalog } from './messages';

// Styles are registered at run time here (this package's vitest has no vanilla-extract plugin).
setFileScope('packages/flows/src/knowledgeWorkspace/FormatToolbar.test.tsx', '@lingxi/flows');
// jsdom has no CSS.escape, which react-aria's popover reads its nonce with.
globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`) } as typeof CSS;
const { FormatToolbar } = await import('./FormatToolbar');

const t = createTranslator([workspaceCatalog], 'zh-CN');
let editor: Editor | null = null;

beforeAll(() => {
  // ProseMirror scrolls the selection into view when the toolbar hands it the focus; jsdom lays nothing out.
  Range.prototype.getClientRects ??= () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});
afterEach(() => {
  cleanup();
  editor?.destroy();
  editor = null;
});

function setup(isDisabled = false) {
  const element = document.createElement('div');
  document.body.append(element);
  editor = new Editor({
    element,
    extensions: richTextExtensions,
    content: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: '长按' },
            { type: 'text', text: '顶部按键', marks: [{ type: 'bold' }] },
            { type: 'text', text: '五秒。' },
          ],
        },
      ],
    },
  });
  render(<FormatToolbar t={t} editor={editor} isDisabled={isDisabled} />);
  return { editor, toolbar: screen.getByRole('toolbar', { name: '格式' }), user: userEvent.setup() };
}

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');
const checked = (name: string) => screen.getByRole('radio', { name }).getAttribute('aria-checked');

describe('FormatToolbar', () => {
  it('names every button, with the editor’s shortcuts', () => {
    setup();
    expect(screen.getByRole('button', { name: '加粗' }).getAttribute('aria-keyshortcuts')).toBe('Control+B');
    expect(screen.getByRole('button', { name: '重做' }).getAttribute('aria-keyshortcuts')).toBe('Control+Shift+Z');
    expect(screen.getByRole('radiogroup', { name: '段落样式' })).toBeTruthy();
    for (const name of ['撤销', '斜体', '删除线', '行内代码', '链接', '无序列表', '有序列表', '引用', '代码块', '分隔线'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    for (const name of ['正文', '标题 1', '标题 2', '标题 3']) expect(screen.getByRole('radio', { name })).toBeTruthy();
  });

  it('follows the selection after each transaction', () => {
    const { editor } = setup();
    act(() => void editor.commands.setTextSelection(4));
    expect(pressed('加粗')).toBe('true');
    expect(checked('正文')).toBe('true');
    act(() => void editor.commands.setTextSelection(8));
    expect(pressed('加粗')).toBe('false');
    act(() => void editor.commands.setHeading({ level: 2 }));
    expect(checked('标题 2')).toBe('true');
    expect(checked('正文')).toBe('false');
  });

  it('applies a command to the selection and hands the focus back to the text', async () => {
    const { editor, user } = setup();
    act(() => void editor.commands.setTextSelection({ from: 7, to: 9 }));
    await user.click(screen.getByRole('button', { name: '斜体' }));
    expect(editor.getHTML()).toContain('<em>五秒</em>');
    expect(pressed('斜体')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(editor.view.dom));
    await user.click(screen.getByRole('radio', { name: '标题 3' }));
    expect(editor.getHTML()).toMatch(/^<h3>/);
    expect(checked('标题 3')).toBe('true');
    await user.click(screen.getByRole('button', { name: '撤销' }));
    expect(checked('正文')).toBe('true');
  });

  it('links the selection through its dialog, refusing an address that is not http, https or mailto', async () => {
    const { editor, user } = setup();
    act(() => void editor.commands.setTextSelection({ from: 1, to: 3 }));
    await user.click(screen.getByRole('button', { name: '链接' }));
    const dialog = await screen.findByRole('dialog', { name: '添加链接' });
    const field = screen.getByRole('textbox', { name: '链接地址' });
    expect(document.activeElement).toBe(field);
    // Pasted, not typed key by key: a long address typed a key at a time outran the test's time on a busy machine.
    await user.paste('javascript:alert(1)');
    await user.keyboard('{Enter}');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(dialog.textContent).toContain('请输入以 http://、https:// 或 mailto: 开头的链接');
    expect(editor.getHTML()).not.toContain('<a ');

    await user.clear(field);
    await user.paste(' https://lingxi.example.com/help ');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(editor.getHTML()).toContain('href="https://lingxi.example.com/help">长按</a>');
    await waitFor(() => expect(document.activeElement).toBe(editor.view.dom));
    expect(screen.getByRole('button', { name: '链接' }).hasAttribute('data-active')).toBe(true);

    // Inside the link: the dialog edits it, with its address, and offers 移除链接.
    await user.click(screen.getByRole('button', { name: '链接' }));
    await screen.findByRole('dialog', { name: '编辑链接' });
    expect((screen.getByRole('textbox', { name: '链接地址' }) as HTMLInputElement).value).toBe('https://lingxi.example.com/help');
    await user.click(screen.getByRole('button', { name: '移除链接' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(editor.getHTML()).not.toContain('<a ');
  });

  it('keeps a refused address marked, and described by the message, as it is corrected until it is a safe one', async () => {
    const { user } = setup();
    act(() => void editor!.commands.setTextSelection({ from: 1, to: 3 }));
    await user.click(screen.getByRole('button', { name: '链接' }));
    const field = await screen.findByRole('textbox', { name: '链接地址' });
    const message = () => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
    await user.paste('lingxi.example.com');
    expect(field.hasAttribute('aria-invalid')).toBe(false);
    await user.keyboard('{Enter}');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(message()).toBe('请输入以 http://、https:// 或 mailto: 开头的链接');
    await user.keyboard('/help');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(message()).toBe('请输入以 http://、https:// 或 mailto: 开头的链接');
    await user.keyboard('{Home}');
    await user.paste('https://');
    expect((field as HTMLInputElement).value).toBe('https://lingxi.example.com/help');
    expect(field.hasAttribute('aria-invalid')).toBe(false);
    expect(message()).toBeUndefined();
  });

  it('opens the link dialog with Ctrl+K in the text, closing it back to the text at its selection', async () => {
    const { editor, user } = setup();
    expect(screen.getByRole('button', { name: '链接' }).getAttribute('aria-keyshortcuts')).toBe('Control+K');
    act(() => {
      editor.commands.setTextSelection({ from: 1, to: 3 });
      editor.view.focus();
    });
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: '添加链接' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '链接地址' })));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(editor.view.dom));
    expect(editor.state.selection).toMatchObject({ from: 1, to: 3 });

    await user.keyboard('{Control>}k{/Control}');
    await user.paste('https://lingxi.example.com/help');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(editor.getHTML()).toContain('href="https://lingxi.example.com/help">长按</a>');
    await waitFor(() => expect(document.activeElement).toBe(editor.view.dom));
  });

  it('hands the focus back to 链接 when the dialog it opened is closed by Escape', async () => {
    const { user } = setup();
    const button = screen.getByRole('button', { name: '链接' });
    await user.click(button);
    await screen.findByRole('dialog', { name: '添加链接' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('leaves Ctrl+K alone where a link cannot go', async () => {
    const { editor, user } = setup(true);
    act(() => editor.view.focus());
    await user.keyboard('{Control>}k{/Control}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('disables every button while the editor is read-only', () => {
    setup(true);
    for (const button of [...screen.getAllByRole('button'), ...screen.getAllByRole('radio')]) expect(button.hasAttribute('disabled')).toBe(true);
  });
});
