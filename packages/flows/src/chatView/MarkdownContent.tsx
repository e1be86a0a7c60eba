import { createContext, memo, useContext, useDeferredValue, useEffect, useMemo, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { createTranslator, type Translate } from '../i18n';
import { copiedFor, copyText } from '../clipboard/clipboard';
import { createBlockSplitter } from './markdownBlocks';
import { isMathReady, mayContainMath, subscribeMath } from './markdownMath';
import { caretHtml, citedMarkdownParser, markdownParser, withCaret, type MarkdownBlock, type MarkdownLabels, type MarkdownParser } from './markdownParser';
import { chatViewCatalog, type ChatViewMessageKey } from './messages';
import * as css from './MarkdownContent.css';

/** The parser MarkdownContent uses; tests provide a counting one. Keep the value stable. */
export const MarkdownParserContext = createContext<MarkdownParser>(markdownParser);

const defaultT = createTranslator([chatViewCatalog], 'zh-CN');

export interface MarkdownContentProps {
  /** Markdown (GFM, TeX math, raw HTML sanitised). */
  source: string;
  /** The text is still growing: only its last block is rendered again, and a caret follows it. */
  streaming?: boolean;
  /** Texts of the code blocks' headers (复制代码); Simplified Chinese when not given. Keep it stable. */
  t?: Translate<ChatViewMessageKey>;
  /** A grounded answer: the n its [n] may cite become buttons (来源 n) that call `onCite`. Keep it stable. */
  citable?: ReadonlySet<number>;
  onCite?: (n: number, button: HTMLElement) => void;
}

/**
 * Rendered markdown. The text is split into top-level blocks, each rendered (parsed, highlighted,
 * sanitised) once per source: while an answer streams, only the growing last block is rendered
 * again. Code blocks have a header with the language and 复制代码, which copies the raw code.
 * Formulas rendered before KaTeX has loaded show their TeX; when it arrives, the blocks that may hold
 * math are rendered again (the others stay as they are). The text is rendered as a deferred value: when deltas come
 * faster than the page renders them (a tall answer on a busy machine), React drops the renders in between and draws
 * the newest text, and input stays answered; the session's text itself is never behind.
 */
export const MarkdownContent = memo(function MarkdownContent({
  source: newest,
  streaming: writing = false,
  t = defaultT,
  citable,
  onCite,
}: MarkdownContentProps) {
  const source = useDeferredValue(newest);
  const streaming = useDeferredValue(writing);
  const contextParser = useContext(MarkdownParserContext);
  // A grounded answer has its sources before its first word: the parser is chosen once, at mount.
  const [parser] = useState(() => (citable ? citedMarkdownParser : contextParser));
  const [split] = useState(() => createBlockSplitter(parser));
  const blocks = split(source, streaming).filter((block) => block.token.type !== 'space' && block.token.type !== 'def');
  const labels = useMemo<MarkdownLabels>(
    () => ({
      copyCode: t('chatView.copyCode'),
      code: t('chatView.code'),
      taskDone: t('chatView.taskDone'),
      taskTodo: t('chatView.taskTodo'),
      ...(citable ? { citations: { label: t('chatView.source'), known: citable } } : {}),
    }),
    [t, citable],
  );
  const mathReady = useSyncExternalStore(subscribeMath, isMathReady, isMathReady);
  const root = useRef<HTMLDivElement>(null);
  useCopyCodeButtons(root, t);
  useCitationButtons(root, onCite);

  return (
    <div ref={root} className={css.markdown} data-streaming={streaming || undefined}>
      {blocks.map((block, index) => (
        <RenderedBlock
          key={index}
          block={block}
          caret={streaming && index === blocks.length - 1}
          math={mathReady && mayContainMath(block.raw)}
          labels={labels}
          parser={parser}
        />
      ))}
      {streaming && blocks.length === 0 ? <span className={css.block} dangerouslySetInnerHTML={{ __html: caretHtml }} /> : null}
    </div>
  );
});

interface RenderedBlockProps {
  block: MarkdownBlock;
  caret: boolean;
  /** KaTeX has loaded and the block may hold a formula: a change renders its formulas as MathML. */
  math: boolean;
  labels: MarkdownLabels;
  parser: MarkdownParser;
}

/** One block's HTML; rendered again only when its source (or the caret, or its math) changes. */
const RenderedBlock = memo(
  function RenderedBlock({ block, caret, labels, parser }: RenderedBlockProps) {
    const html = parser.render(block, labels);
    return <div className={css.block} dangerouslySetInnerHTML={{ __html: caret ? withCaret(html) : html }} />;
  },
  (before, after) =>
    before.block.raw === after.block.raw &&
    before.caret === after.caret &&
    before.math === after.math &&
    before.labels === after.labels &&
    before.parser === after.parser,
);

/** The citations are plain buttons inside the rendered HTML: one listener on the container tells which was pressed. */
function useCitationButtons(root: RefObject<HTMLDivElement | null>, onCite: MarkdownContentProps['onCite']) {
  useEffect(() => {
    const element = root.current;
    if (!element || !onCite) return undefined;
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button[data-md="cite"]') : null;
      if (button && element.contains(button)) onCite(Number(button.dataset.n), button);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [root, onCite]);
}

/**
 * The code blocks' copy buttons are plain buttons inside the rendered HTML; one listener on the
 * container copies the block's code and shows 已复制 (or 复制失败) for a moment.
 */
function useCopyCodeButtons(root: RefObject<HTMLDivElement | null>, t: Translate<ChatViewMessageKey>) {
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const timers = new Map<Element, ReturnType<typeof setTimeout>>();
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest('button[data-md="copy-code"]') : null;
      if (!button || !element.contains(button)) return;
      const code = button.closest('[data-md="code"]')?.querySelector('pre code')?.textContent ?? '';
      void copyText(code).then((copied) => {
        button.textContent = t(copied ? 'chatView.copied' : 'chatView.copyFailed');
        button.setAttribute('data-copied', String(copied));
        clearTimeout(timers.get(button));
        timers.set(
          button,
          setTimeout(() => {
            timers.delete(button);
            button.textContent = t('chatView.copyCode');
            button.removeAttribute('data-copied');
          }, copiedFor),
        );
      });
    };
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('click', onClick);
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, [root, t]);
}
