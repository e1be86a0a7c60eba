import type { ChainedCommands, Editor } from '@tiptap/react';

// What the note editor's formatting toolbar does and shows: one command per button, run on a chain (the toolbar's
// `editor.chain().focus()`, or `editor.can().chain()` to ask whether it would apply), and the selection's state.

/** The paragraph styles (a radio group): 正文, 标题 1, 标题 2, 标题 3. */
export const blockTypes = ['paragraph', 'heading1', 'heading2', 'heading3'] as const;
type BlockType = (typeof blockTypes)[number];
/** Inline styles, toggled on the selection. */
export const markFormats = ['bold', 'italic', 'strike', 'code'] as const;
type MarkFormat = (typeof markFormats)[number];
/** Block wrappers, toggled on the selected blocks. */
export const wrapFormats = ['bulletList', 'orderedList', 'blockquote', 'codeBlock'] as const;
type WrapFormat = (typeof wrapFormats)[number];
/** Everything a toolbar button runs (the link has its own dialog: `linkCommand`, `removeLinkCommand`). */
export type FormatAction = BlockType | MarkFormat | WrapFormat | 'horizontalRule' | 'undo' | 'redo';

export type FormatCommand = (chain: ChainedCommands) => ChainedCommands;

export const formatCommands: Record<FormatAction, FormatCommand> = {
  paragraph: (chain) => chain.setParagraph(),
  heading1: (chain) => chain.setHeading({ level: 1 }),
  heading2: (chain) => chain.setHeading({ level: 2 }),
  heading3: (chain) => chain.setHeading({ level: 3 }),
  bold: (chain) => chain.toggleBold(),
  italic: (chain) => chain.toggleItalic(),
  strike: (chain) => chain.toggleStrike(),
  code: (chain) => chain.toggleCode(),
  bulletList: (chain) => chain.toggleBulletList(),
  orderedList: (chain) => chain.toggleOrderedList(),
  blockquote: (chain) => chain.toggleBlockquote(),
  codeBlock: (chain) => chain.toggleCodeBlock(),
  horizontalRule: (chain) => chain.setHorizontalRule(),
  undo: (chain) => chain.undo(),
  redo: (chain) => chain.redo(),
};

/**
 * The editor's own shortcuts for those commands (StarterKit's keymaps), `Mod` being ⌘ on Apple devices and Ctrl
 * elsewhere. The toolbar announces them (`aria-keyshortcuts`); the editor handles them.
 */
export const formatShortcuts: Partial<Record<FormatAction, string>> = {
  paragraph: 'Mod+Alt+0',
  heading1: 'Mod+Alt+1',
  heading2: 'Mod+Alt+2',
  heading3: 'Mod+Alt+3',
  bold: 'Mod+B',
  italic: 'Mod+I',
  strike: 'Mod+Shift+S',
  code: 'Mod+E',
  bulletList: 'Mod+Shift+8',
  orderedList: 'Mod+Shift+7',
  blockquote: 'Mod+Shift+B',
  codeBlock: 'Mod+Alt+C',
  undo: 'Mod+Z',
  redo: 'Mod+Shift+Z',
};

/** A shortcut as `aria-keyshortcuts` spells it (Control+B, or Meta+B on Apple devices). */
export function ariaShortcut(shortcut: string | undefined, apple: boolean): string | undefined {
  return shortcut?.replace('Mod', apple ? 'Meta' : 'Control');
}

/** What the toolbar shows for the current selection. */
export interface FormatState {
  /** The checked paragraph style; null in a code block or across blocks of different styles. */
  block: BlockType | null;
  /** Which toggles are on (a mark on the selection, the selection inside a list, a quote, a code block or a link). */
  active: Record<MarkFormat | WrapFormat | 'link', boolean>;
  /** Which buttons would do anything here (no heading inside a list item, no bold in a code block, no undo yet …). */
  enabled: Record<FormatAction | 'link', boolean>;
}

const headingLevel = { heading1: 1, heading2: 2, heading3: 3 } as const;

/** The selection's formatting, read after every transaction. */
export function formatState(editor: Editor): FormatState {
  const block =
    blockTypes.find((type) => (type === 'paragraph' ? editor.isActive('paragraph') : editor.isActive('heading', { level: headingLevel[type] }))) ?? null;
  const active = {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    strike: editor.isActive('strike'),
    code: editor.isActive('code'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    codeBlock: editor.isActive('codeBlock'),
    link: editor.isActive('link'),
  };
  const can = (command: FormatCommand) => command(editor.can().chain()).run();
  // The checked paragraph style stays enabled (setting it again changes nothing, and a disabled checked radio reads
  // as if the style were unavailable).
  const enabled = { link: false } as FormatState['enabled'];
  for (const [action, command] of Object.entries(formatCommands) as [FormatAction, FormatCommand][]) enabled[action] = action === block || can(command);
  // A link needs a place that takes marks (not a code block); the address is only checked when it is given.
  enabled.link = can((chain) => chain.setLink({ href: 'https://example.com' }));
  return { block, active, enabled };
}

/**
 * Links the selection to `href` (a safe one: `isSafeHref`). Inside a link the whole link changes; with nothing selected
 * the address itself is inserted as the link's text, and what is typed next is plain text again.
 */
export function linkCommand(href: string, editor: Editor): FormatCommand {
  if (editor.state.selection.empty && !editor.isActive('link'))
    return (chain) => chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).unsetMark('link');
  return (chain) => chain.extendMarkRange('link').setLink({ href });
}

/** Removes the link around the selection (the whole link when the caret is inside one). */
export const removeLinkCommand: FormatCommand = (chain) => chain.extendMarkRange('link').unsetLink();
