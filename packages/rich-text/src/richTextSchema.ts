import { getSchema } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { isSafeHref } from './safeHref';

/** Heading levels a note uses: three are enough for notes, and the heading path of a passage stays short. */
export const headingLevels = [1, 2, 3] as const;

/**
 * The editor's extensions, the same in the browser's Tiptap editor and in the server's check of what it saves: one
 * schema, so a note the editor wrote is a note the server accepts. Links are only ever http(s) or mailto.
 */
export const richTextExtensions = [
  StarterKit.configure({
    // The trailing node appends an empty paragraph to a text ending in a heading, list or code block on its first
    // transaction (focusing is one), which an editor would report as the user's edit and save. The gap cursor and
    // Enter still leave such a block.
    trailingNode: false,
    heading: { levels: [...headingLevels] },
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', isAllowedUri: (url) => isSafeHref(url), shouldAutoLink: (url) => isSafeHref(url) },
  }),
];

/** The ProseMirror schema of those extensions (no editor, no DOM: the server builds it too). */
export const richTextSchema = getSchema(richTextExtensions);
