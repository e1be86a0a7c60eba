// The chat pane: import it lazily (`@lingxi/flows/chatView`), it carries marked, highlight.js, KaTeX and DOMPurify.
export * from './ChatView';
export { MarkdownContent, type MarkdownContentProps } from './MarkdownContent';
export * from './messages';
