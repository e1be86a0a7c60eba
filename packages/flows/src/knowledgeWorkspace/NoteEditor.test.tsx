// @vitest-environment jsdom
import type { JSONContent } from '@lingxi/rich-text';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/react';
import { setFileScope } from '@vanilla-extract/css/fileScope';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../i18n';
import { workspaceCatalog } from './messages';
import { storyWorkspaceServices } from './workspace.fixtures';
import type { Note } from './workspaceTypes';

// Styles are registered at run time here (this package's vitest has no vanilla-extract plugin).
setFileScope('packages/flows/src/knowledgeWorkspace/NoteEditor.test.tsx', '@lingxi/flows');
// jsdom has no CSS.escape, which react-aria's popover reads its nonce with.
globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`) } as typeof CSS;
const { NoteEditor } = await import('./NoteEditor');

const t = createTranslator([workspaceCatalog], 'zh-CN');

beforeAll(() => {
  // ProseMirror scrolls the selection into view; jsdom lays nothing out.
  Range.prototype.getClientRects ??= () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});
// The autosave waits 1.5 s: the test moves the clock (and keeps it moving for the editor's and user-event's own timers).
beforeEach(() => void vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const heading = (text: string): JSONContent => ({ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text }] });
const paragraph = (text: string): JSONContent => ({ type: 'paragraph', content: [{ type: 'text', text }] });
/** A saved note whose document ends in a heading (not a paragraph). */
const endsInHeading: Note = {
  id: 21,
  kbId: 1,
  title: '周报',
  excerpt: '',
  version: 3,
  indexed: true,
  updatedAt: '2026-11-29T08:00:00.000Z',
  doc: { type: 'doc', content: [paragraph('本周上线了笔记。'), heading('下周计划')] },
};

function setup(note: Note) {
  const services = storyWorkspaceServices({ notes: [note] });
  render(<NoteEditor t={t} note={note} services={services} onSaved={() => undefined} />);
  const element = screen.getByRole('textbox', { name: '笔记内容' });
  // Tiptap keeps its editor on the element it renders into.
  const editor = (element as HTMLElement & { editor: Editor }).editor;
  return { services, element, editor, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}
const status = () => screen.getByRole('status').textContent;
const pause = () => act(() => vi.advanceTimersByTimeAsync(2000));

describe('NoteEditor', () => {
  it('opens a note that ends in a heading without changing it: focused and moved about in, it is neither edited nor saved', async () => {
    const { services, element, editor } = setup(endsInHeading);
    act(() => element.focus());
    act(() => void editor.commands.setTextSelection(editor.state.doc.content.size - 1));
    await pause();
    expect(editor.getJSON()).toEqual(endsInHeading.doc);
    expect(status()).toBe('已保存 · 已可检索');
    expect(services.saves).toEqual([]);
  });

  it('types into a note that ends in a heading: one character typed is the one change saved', async () => {
    const { services, element, editor, user } = setup(endsInHeading);
    act(() => element.focus());
    act(() => void editor.commands.setTextSelection(editor.state.doc.content.size - 1));
    await user.keyboard('。');
    expect(status()).toBe('有改动，稍后自动保存');
    await pause();
    const typed = { type: 'doc', content: [paragraph('本周上线了笔记。'), heading('下周计划。')] };
    expect(services.saves).toEqual([{ id: 21, kbId: 1, title: '周报', doc: typed, version: 3 }]);
    expect(editor.getJSON()).toEqual(typed);
  });
});
