// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { setFileScope } from '@vanilla-extract/css/fileScope';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isMathReady, mayContainMath, preloadMath } from './markdownMath';
import { markdownParser, withCaret, type MarkdownLabels, type MarkdownParser } from './markdownParser';

/**
 * KaTeX arrives when the test says so: `import('katex')` waits for `katexGate.open()`. The tests run
 * in order: before it opens, formulas are shown as TeX; the last describe lets it arrive.
 */
const katexGate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { requested: false, opened, open: () => open() };
});
vi.mock('katex', async (importOriginal) => {
  katexGate.requested = true;
  await katexGate.opened;
  return importOriginal();
});

setFileScope('packages/flows/src/chatView/markdownMath.test.tsx', '@lingxi/flows');
const { MarkdownContent, MarkdownParserContext } = await import('./MarkdownContent');

const labels: MarkdownLabels = { copyCode: '复制代码', code: '代码', taskDone: '已完成', taskTodo: '未完成' };

function renderHtml(source: string) {
  const container = document.createElement('div');
  container.innerHTML = markdownParser
    .lex(source)
    .blocks.map((block) => markdownParser.render(block, labels))
    .join('');
  return container;
}

/** The real parser, recording which blocks it rendered. */
function countingParser() {
  const rendered: string[] = [];
  const parser: MarkdownParser = {
    lex: markdownParser.lex,
    render(block, blockLabels) {
      rendered.push(block.raw);
      return markdownParser.render(block, blockLabels);
    },
  };
  return { parser, rendered };
}

const pendingTexts = (container: Element) => [...container.querySelectorAll('code[data-md="math-pending"]')].map((code) => code.textContent);

afterEach(cleanup);

describe('before KaTeX has loaded', () => {
  it('shows each formula as its escaped TeX, in its place, and starts loading KaTeX', async () => {
    expect(katexGate.requested).toBe(false);
    const container = renderHtml(
      '质能方程 $E=mc^2$，以及 \\(a<b\\) 和 $<img src=x onerror="alert(1)">$。\n\n$$\n\\frac{1}{2} & x\n$$\n\n\\[\n\\sum_{n=1}^{\\infty} n\n\\]',
    );
    expect(isMathReady()).toBe(false);
    expect(container.querySelector('math')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(pendingTexts(container)).toEqual(['E=mc^2', 'a<b', '<img src=x onerror="alert(1)">', '\\frac{1}{2} & x', '\\sum_{n=1}^{\\infty} n']);
    // Inline formulas stay in their paragraph; displayed ones in their (focusable, scrolling) box.
    expect(container.querySelectorAll('p > code[data-md="math-pending"]')).toHaveLength(3);
    expect(container.querySelectorAll('div[data-md="math"][tabindex="0"] > code[data-md="math-pending"]')).toHaveLength(2);
    // The first formula asked for KaTeX (held back by the gate).
    await vi.waitFor(() => expect(katexGate.requested).toBe(true));
    expect(isMathReady()).toBe(false);
  });

  it('renders MarkdownContent with TeX and keeps the streaming caret out of a formula', () => {
    const view = render(<MarkdownContent source={'一段\n\n结果是 $x^2$'} streaming />);
    expect(view.container.querySelector('math')).toBeNull();
    expect(pendingTexts(view.container)).toEqual(['x^2']);
    expect(view.container.querySelector('[data-md="caret"]')?.parentElement?.tagName).toBe('P');
    expect(withCaret('<p>结果是 <code data-md="math-pending">x^2</code></p>')).toBe(
      '<p>结果是 <code data-md="math-pending">x^2</code><span data-md="caret" aria-hidden="true"></span></p>',
    );
    // Ordinary inline code still takes the caret.
    expect(withCaret('<p><code>x</code></p>')).toBe('<p><code>x<span data-md="caret" aria-hidden="true"></span></code></p>');
  });

  it('counts any math delimiter as possible math', () => {
    expect(['$x$', '\\(x\\)', '\\[x\\]', '价格 $5'].map(mayContainMath)).toEqual([true, true, true, true]);
    expect(['纯文本', '`code`', 'a \\ b'].map(mayContainMath)).toEqual([false, false, false]);
  });
});

describe('when KaTeX arrives', () => {
  it('renders again only the blocks that hold math, now as MathML', async () => {
    const { parser, rendered } = countingParser();
    const source = '# 标题\n\n没有公式的段落。\n\n质能方程 $E=mc^2$。\n\n$$\n\\int_0^1 x\\,dx\n$$\n\n- 列表\n- 价格 $5';
    const view = render(
      <MarkdownParserContext.Provider value={parser}>
        <MarkdownContent source={source} />
      </MarkdownParserContext.Provider>,
    );
    expect(rendered).toEqual(['# 标题', '没有公式的段落。', '质能方程 $E=mc^2$。', '$$\n\\int_0^1 x\\,dx\n$$\n\n', '- 列表\n- 价格 $5']);
    expect(pendingTexts(view.container)).toEqual(['E=mc^2', '\\int_0^1 x\\,dx']);
    const heading = view.container.querySelector('h1');

    rendered.length = 0;
    katexGate.open();
    await act(() => preloadMath());
    expect(isMathReady()).toBe(true);
    // The price has a delimiter, so its block is rendered once more (and stays text).
    expect(rendered).toEqual(['质能方程 $E=mc^2$。', '$$\n\\int_0^1 x\\,dx\n$$\n\n', '- 列表\n- 价格 $5']);
    expect(view.container.querySelector('[data-md="math-pending"]')).toBeNull();
    expect([...view.container.querySelectorAll('math')].map((math) => math.getAttribute('display'))).toEqual([null, 'block']);
    expect(view.container.querySelector('li:last-child')?.textContent).toBe('价格 $5');
    // The block without math was not touched.
    expect(view.container.querySelector('h1')).toBe(heading);

    // From now on formulas are MathML at once, and nothing renders again.
    rendered.length = 0;
    view.rerender(
      <MarkdownParserContext.Provider value={parser}>
        <MarkdownContent source={source} />
      </MarkdownParserContext.Provider>,
    );
    expect(rendered).toEqual([]);
    expect(renderHtml('$y$').querySelector('math')).not.toBeNull();
  });
});
