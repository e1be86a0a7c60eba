// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadMath } from './markdownMath';
import { citedMarkdownParser, markdownParser, withCaret, type MarkdownLabels } from './markdownParser';

const labels: MarkdownLabels = { copyCode: '复制代码', code: '代码', taskDone: '已完成', taskTodo: '未完成' };

/** The whole text rendered block by block, as MarkdownContent does, then parsed for inspection. */
function render(source: string) {
  const html = markdownParser
    .lex(source)
    .blocks.map((block) => markdownParser.render(block, labels))
    .join('');
  const container = document.createElement('div');
  container.innerHTML = html;
  return { html, container };
}

describe('markdownParser: sanitising', () => {
  it('drops scripts, event handlers and javascript: links from model HTML and markdown', () => {
    const { html, container } = render(
      [
        '<script>alert(1)</script><img src="https://example.com/a.png" onerror="alert(2)">',
        '[点我](javascript:alert(3)) <a href="javascript:alert(4)" onclick="alert(5)">也点我</a>',
        '<iframe src="https://evil.example"></iframe><form><input name="x"></form><p style="position:fixed" id="app" tabindex="1">样式</p>',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<form|style=|id="app"/i);
    // A field can only be a disabled checkbox (task lists).
    expect([...container.querySelectorAll('input')].map((input) => [input.type, input.disabled])).toEqual([['checkbox', true]]);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://example.com/a.png');
    // The link text stays, without a target to follow.
    expect([...container.querySelectorAll('a')].map((link) => [link.textContent, link.hasAttribute('href')])).toEqual([
      ['点我', false],
      ['也点我', false],
    ]);
    expect(container.textContent).toContain('样式');
    expect(container.querySelector('p[tabindex]')).toBeNull();
  });

  it('opens links in a new tab without an opener', () => {
    const { container } = render('见 [文档](https://example.com/docs) 和 <https://example.org>。');
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.com/docs', 'https://example.org']);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });
});

describe('markdownParser: math', () => {
  // KaTeX is loaded on demand (markdownMath.test.tsx covers the formulas shown before it arrives).
  beforeAll(() => preloadMath());

  it('renders $…$, \\(…\\), $$…$$ and \\[…\\] to MathML, inline and displayed', () => {
    const { container } = render(
      '质能方程 $E=mc^2$，以及 \\(a^2+b^2=c^2\\)。\n\n$$\n\\int_0^1 x\\,dx = \\frac{1}{2}\n$$\n\n\\[\n\\sum_{n=1}^{\\infty} \\frac{1}{n^2}\n\\]',
    );
    const formulas = [...container.querySelectorAll('math')];
    expect(formulas).toHaveLength(4);
    expect(formulas.map((math) => math.getAttribute('display'))).toEqual([null, null, 'block', 'block']);
    expect(formulas[0]!.querySelector('msup')).not.toBeNull();
    expect(formulas[2]!.querySelector('mfrac')).not.toBeNull();
    // MathML only: no KaTeX HTML rendering (which would need katex.css).
    expect(container.querySelector('.katex-html')).toBeNull();
  });

  it('leaves prices and unclosed dollars as text', () => {
    const { container } = render('苹果 $5，香蕉 $10。这里只有一个 $ 符号');
    expect(container.querySelector('math')).toBeNull();
    expect(container.textContent?.trim()).toBe('苹果 $5，香蕉 $10。这里只有一个 $ 符号');
  });

  it('does not read math inside code', () => {
    const { container } = render('`$x$`\n\n```\n$$y$$\n```');
    expect(container.querySelector('math')).toBeNull();
    expect(container.querySelector('p code')?.textContent).toBe('$x$');
  });

  it('shows a formula KaTeX cannot read as its source, without its red (contrast)', () => {
    const { html, container } = render('$\\notacommand{x}$');
    expect(container.querySelector('[data-md="math-pending"]')).toBeNull();
    expect(container.textContent).toContain('\\notacommand');
    expect(html).not.toContain('mathcolor');
  });
});

describe('markdownParser: code', () => {
  it('highlights a known language and gives the block a header with the language and 复制代码', () => {
    const { container } = render('```python\ndef add(a, b):\n    return a + b  # 求和\n```');
    const block = container.querySelector('[data-md="code"]')!;
    expect(block.querySelector('[data-md="code-language"]')?.textContent).toBe('python');
    const button = block.querySelector('button[data-md="copy-code"]')!;
    expect(button.textContent).toBe('复制代码');
    expect(button.getAttribute('type')).toBe('button');
    const code = block.querySelector('pre code')!;
    // The code scrolls sideways: its box can be reached by keyboard.
    expect(block.querySelector('pre')?.getAttribute('tabindex')).toBe('0');
    expect(code.className).toContain('language-python');
    expect(code.querySelector('.hljs-keyword')?.textContent).toBe('def');
    expect(code.querySelector('.hljs-comment')?.textContent).toBe('# 求和');
    // The code's text is the raw code: what 复制代码 copies.
    expect(code.textContent).toBe('def add(a, b):\n    return a + b  # 求和');
  });

  it('resolves aliases (ts, sh) and escapes an unknown language without guessing', () => {
    expect(render('```ts\nlet a = 1\n```').container.querySelector('.hljs-keyword')?.textContent).toBe('let');
    expect(render('```sh\necho "hi"\n```').container.querySelector('.hljs-built_in, .hljs-string')).not.toBeNull();
    const unknown = render('```brainfuck\n<script>++</script>\n```');
    expect(unknown.container.querySelector('[data-md="code-language"]')?.textContent).toBe('brainfuck');
    expect(unknown.container.querySelector('pre code span')).toBeNull();
    expect(unknown.container.querySelector('pre code')?.textContent).toBe('<script>++</script>');
    expect(unknown.container.querySelector('script')).toBeNull();
  });

  it('names a block without a language 代码', () => {
    expect(render('```\nplain\n```').container.querySelector('[data-md="code-language"]')?.textContent).toBe('代码');
  });

  it('renders an unclosed fence (an answer streaming mid-code) as a code block', () => {
    const { blocks } = markdownParser.lex('看这段：\n\n```js\nconst answer = 42;\nconsole.log(');
    expect(blocks.map((block) => block.token.type)).toEqual(['paragraph', 'space', 'code']);
    const container = document.createElement('div');
    container.innerHTML = markdownParser.render(blocks[2]!, labels);
    expect(container.querySelector('pre code')?.textContent).toBe('const answer = 42;\nconsole.log(');
    expect(container.querySelector('.hljs-keyword')?.textContent).toBe('const');
  });
});

describe('markdownParser: the rest of GFM', () => {
  it('renders headings, lists, task lists, tables (in a scroll box), quotes and line breaks', () => {
    const { container } = render('## 标题\n\n- 一\n- 二\n\n1. 甲\n2. 乙\n\n- [x] 完成\n\n| 名 | 值 |\n|---|---|\n| a | 1 |\n\n> 引用\n\n第一行\n第二行');
    expect(container.querySelector('h2')?.textContent).toBe('标题');
    expect(container.querySelectorAll('ul > li')).toHaveLength(3);
    expect(container.querySelectorAll('ol > li')).toHaveLength(2);
    const box = container.querySelector('input')!;
    expect([box.type, box.checked, box.disabled, box.getAttribute('aria-label')]).toEqual(['checkbox', true, true, '已完成']);
    expect(container.querySelector('[data-md="table"] > table th')?.textContent).toBe('名');
    expect(container.querySelector('blockquote')?.textContent?.trim()).toBe('引用');
    expect(container.querySelector('p:last-child br')).not.toBeNull();
  });
});

describe('withCaret', () => {
  it('puts the caret after the last character, inside the innermost closing element', () => {
    expect(withCaret('<p>你好</p>\n')).toBe('<p>你好<span data-md="caret" aria-hidden="true"></span></p>');
    expect(withCaret('<ol>\n<li>一</li>\n<li>二</li>\n</ol>\n')).toBe('<ol>\n<li>一</li>\n<li>二<span data-md="caret" aria-hidden="true"></span></li>\n</ol>');
    expect(withCaret('<div data-md="code"><pre><code class="hljs">x</code></pre></div>')).toBe(
      '<div data-md="code"><pre><code class="hljs">x<span data-md="caret" aria-hidden="true"></span></code></pre></div>',
    );
  });

  it('does not enter links or formulas', () => {
    expect(withCaret('<p>见 <a href="https://a.b">链接</a></p>')).toBe(
      '<p>见 <a href="https://a.b">链接</a><span data-md="caret" aria-hidden="true"></span></p>',
    );
    expect(withCaret('<p><span class="katex"><math><mi>x</mi></math></span></p>')).toBe(
      '<p><span class="katex"><math><mi>x</mi></math></span><span data-md="caret" aria-hidden="true"></span></p>',
    );
  });
});

describe('citedMarkdownParser: a grounded answer’s [n]', () => {
  const cited: MarkdownLabels = { ...labels, citations: { label: '来源', known: new Set([1, 3]) } };
  const renderCited = (source: string) => {
    const container = document.createElement('div');
    container.innerHTML = citedMarkdownParser
      .lex(source)
      .blocks.map((block) => citedMarkdownParser.render(block, cited))
      .join('');
    return container;
  };

  it('turns [n] and 【n】 of a known source into buttons named 来源 n; an unknown n stays text', () => {
    const container = renderCited('年假 5 天[1]，病假见【3】，另见[2]。');
    const buttons = [...container.querySelectorAll('button[data-md="cite"]')];
    expect(buttons.map((button) => [button.getAttribute('data-n'), button.getAttribute('aria-label'), button.getAttribute('type')])).toEqual([
      ['1', '来源 1', 'button'],
      ['3', '来源 3', 'button'],
    ]);
    expect(container.textContent?.trim()).toBe('年假 5 天1，病假见3，另见[2]。');
  });

  it('leaves links, reference definitions, code and list markers alone', () => {
    const container = renderCited('[1](https://example.com) `a[1]`\n\n[3]: https://example.com/x\n\n- [ ] 待办');
    expect(container.querySelectorAll('button[data-md="cite"]')).toHaveLength(0);
    expect(container.querySelector('a')?.textContent).toBe('1');
    expect(container.querySelector('code')?.textContent).toBe('a[1]');
  });

  it('the plain parser never makes citation buttons', () => {
    expect(render('见[1]').container.querySelectorAll('button')).toHaveLength(0);
  });
});
