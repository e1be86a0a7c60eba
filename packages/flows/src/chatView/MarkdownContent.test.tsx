// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { setFileScope } from '@vanilla-extract/css/fileScope';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { streamedAnswer } from './chatView.fixtures';
import { copiedFor } from '../clipboard/clipboard';
import { preloadMath } from './markdownMath';
import { markdownParser, type MarkdownParser } from './markdownParser';

setFileScope('packages/flows/src/chatView/MarkdownContent.test.tsx', '@lingxi/flows');
const { MarkdownContent, MarkdownParserContext } = await import('./MarkdownContent');

/** The real parser, recording which blocks it rendered and how many times it lexed. */
function countingParser() {
  const rendered: string[] = [];
  const lexed: string[] = [];
  const parser: MarkdownParser = {
    lex(source, links) {
      lexed.push(source);
      return markdownParser.lex(source, links);
    },
    render(block, labels) {
      rendered.push(block.raw);
      return markdownParser.render(block, labels);
    },
  };
  return { parser, rendered, lexed };
}

// The answers here hold formulas: KaTeX is there from the start (markdownMath.test.tsx covers its arrival).
beforeAll(() => preloadMath());
afterEach(cleanup);

describe('MarkdownContent: streaming', () => {
  it('renders only the growing last block again as text arrives', () => {
    const { parser, rendered } = countingParser();
    const ui = (source: string, streaming: boolean) => (
      <MarkdownParserContext.Provider value={parser}>
        <MarkdownContent source={source} streaming={streaming} />
      </MarkdownParserContext.Provider>
    );
    const view = render(ui('# 标题\n\n第一段。\n\n第二段', true));
    expect(rendered).toEqual(['# 标题', '第一段。', '第二段']);

    rendered.length = 0;
    view.rerender(ui('# 标题\n\n第一段。\n\n第二段继续写', true));
    expect(rendered).toEqual(['第二段继续写']);

    rendered.length = 0;
    view.rerender(ui('# 标题\n\n第一段。\n\n第二段继续写。\n\n- 列表', true));
    // The finished paragraph drops its caret (once); the new block is rendered; the rest is reused.
    expect(rendered).toEqual(['第二段继续写。', '- 列表']);

    rendered.length = 0;
    view.rerender(ui('# 标题\n\n第一段。\n\n第二段继续写。\n\n- 列表', false));
    expect(rendered).toEqual(['- 列表']);
    expect(view.container.querySelector('[data-md="caret"]')).toBeNull();
  });

  it('shows the caret at the end of the growing text only while streaming', () => {
    const view = render(<MarkdownContent source={'一段\n\n正在写'} streaming />);
    const carets = view.container.querySelectorAll('[data-md="caret"]');
    expect(carets).toHaveLength(1);
    expect(carets[0]!.parentElement?.textContent).toBe('正在写');
  });

  it('renders an answer streaming mid-code as a code block with its header', () => {
    const view = render(<MarkdownContent source={'代码如下：\n\n```python\ndef f(x):\n    return x *'} streaming />);
    const code = view.container.querySelector('[data-md="code"] pre code')!;
    expect(code.textContent).toBe('def f(x):\n    return x *');
    expect(view.container.querySelector('[data-md="code-language"]')?.textContent).toBe('python');
  });

  it('streams a long answer token by token, lexing only the tail and rendering each block a bounded number of times', () => {
    const { parser, rendered, lexed } = countingParser();
    const ui = (source: string, streaming: boolean) => (
      <MarkdownParserContext.Provider value={parser}>
        <MarkdownContent source={source} streaming={streaming} />
      </MarkdownParserContext.Provider>
    );
    const answer = [streamedAnswer, streamedAnswer, streamedAnswer, streamedAnswer].join('\n\n');
    const step = 40;
    const prefixes: string[] = [];
    for (let end = step; end < answer.length; end += step) prefixes.push(answer.slice(0, end));
    const view = render(ui('', true));
    for (const prefix of prefixes) view.rerender(ui(prefix, true));
    view.rerender(ui(answer, false));
    const blockCount = markdownParser.lex(answer).blocks.filter((block) => block.token.type !== 'space').length;
    // Each block is rendered while it grows (≈ its length / step) plus a few times around its end — not every block per token.
    expect(rendered.length).toBeLessThan(prefixes.length + blockCount * 3);
    // Lexing the whole text at every step would read every prefix in full.
    const lexedWhole = prefixes.reduce((sum, prefix) => sum + prefix.length, 0) + answer.length;
    const lexedCharacters = lexed.reduce((sum, source) => sum + source.length, 0);
    expect(lexedCharacters).toBeLessThan(lexedWhole / 4);
    // And the result is what a single render of the final text gives.
    const final = render(<MarkdownContent source={answer} />);
    expect(view.container.innerHTML).toBe(final.container.innerHTML);
    // Hundreds of jsdom renders: about 1 s alone, over 5 s (vitest's default limit) beside the other suites on two cores.
  }, 30_000);
});

describe('MarkdownContent: 复制代码', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();
  beforeEach(() => {
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  it('copies the raw code of its block and says 已复制 for a moment', async () => {
    vi.useFakeTimers();
    const view = render(<MarkdownContent source={'```ts\nconst a = 1 < 2;\n```\n\n```sh\necho hi\n```'} />);
    const [first, second] = [...view.container.querySelectorAll<HTMLButtonElement>('button[data-md="copy-code"]')];
    expect(first!.textContent).toBe('复制代码');
    await act(async () => second!.click());
    expect(writeText).toHaveBeenCalledExactlyOnceWith('echo hi');
    expect(second!.textContent).toBe('已复制');
    expect(first!.textContent).toBe('复制代码');
    await act(async () => first!.click());
    expect(writeText).toHaveBeenLastCalledWith('const a = 1 < 2;');
    await act(async () => vi.advanceTimersByTime(copiedFor));
    expect([first!.textContent, second!.textContent]).toEqual(['复制代码', '复制代码']);
  });

  it('says 复制失败 when the clipboard refuses and there is no fallback', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    const view = render(<MarkdownContent source={'```\nx\n```'} />);
    const button = view.container.querySelector<HTMLButtonElement>('button[data-md="copy-code"]')!;
    await act(async () => button.click());
    expect(button.textContent).toBe('复制失败');
  });
});
