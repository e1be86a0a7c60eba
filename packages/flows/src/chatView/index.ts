// The chat pane: import it lazily (`@lingxi/flows/chatView`), it carries marked, highlight.js and DOMPurify;
// KaTeX is a chunk of its own, loaded by the first formula or by preloadMath().
export * from './ChatView';
export { MarkdownContent, type MarkdownContentProps } from './MarkdownContent';
export * from './messages';
export { preloadMath } from './markdownMath';
export { AppWelcome, type AppWelcomeProps, starterLines } from './AppWelcome';
