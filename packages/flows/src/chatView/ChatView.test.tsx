// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFileScope } from '@vanilla-extract/css/fileScope';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as UiModule from '@lingxi/ui';
import type { ChatMessageView, ChatPhase } from '../chat/chatMessageView';
import { createTranslator } from '../i18n';
import { assistantMessage, failedPartialConversation, userMessage } from './chatView.fixtures';
import { preloadMath } from './markdownMath';
import { markdownParser, type MarkdownParser } from './markdownParser';
import { chatViewCatalog } from './messages';

/** Every row draws one Avatar: counting its renders counts the rows' renders. */
const avatarRenders: string[] = [];
vi.mock('@lingxi/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof UiModule>()),
  Avatar: ({ name }: { name: string }) => {
    avatarRenders.push(name);
    return null;
  },
}));

setFileScope('packages/flows/src/chatView/ChatView.test.tsx', '@lingxi/flows');
const { ChatView } = await import('./ChatView');
const { MarkdownParserContext } = await import('./MarkdownContent');

const t = createTranslator([chatViewCatalog], 'zh-CN');

beforeAll(async () => {
  // The answers hold formulas: KaTeX is there from the start, so it cannot arrive mid-test.
  await preloadMath();
  // jsdom lays nothing out: give the log and its rows a size so the virtualizer shows them all.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    bottom: 100,
    right: 800,
    width: 800,
    height: 100,
    toJSON: () => ({}),
  });
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(800);
  HTMLElement.prototype.scrollTo = function scrollTo() {};
});
afterEach(() => {
  cleanup();
  avatarRenders.length = 0;
});

function countingParser() {
  const rendered: string[] = [];
  const parser: MarkdownParser = {
    lex: markdownParser.lex,
    render(block, labels) {
      rendered.push(block.raw);
      return markdownParser.render(block, labels);
    },
  };
  return { parser, rendered };
}

interface Props {
  messages: readonly ChatMessageView[];
  phase?: ChatPhase;
  canRegenerate?: boolean;
  onRegenerate?: () => void;
  onRetryLoad?: () => void;
}

function view(parser: MarkdownParser, { messages, phase = 'idle', canRegenerate = false, onRegenerate = () => {}, onRetryLoad = () => {} }: Props) {
  return (
    <MarkdownParserContext.Provider value={parser}>
      <ChatView
        t={t}
        messages={messages}
        phase={phase}
        hasOlder={false}
        loadingOlder={false}
        canRegenerate={canRegenerate}
        // Inline functions, new on every render, as an app might pass them.
        onSend={() => {}}
        onStop={() => {}}
        onRegenerate={() => onRegenerate()}
        onLoadOlder={() => {}}
        onRetryLoad={() => onRetryLoad()}
      />
    </MarkdownParserContext.Provider>
  );
}

const earlier: ChatMessageView[] = [
  userMessage('u1', '第一个问题'),
  assistantMessage('a1', '# 第一个回答\n\n有**两段**。', { modelName: '模型甲' }),
  userMessage('u2', '第二个问题'),
  assistantMessage('a2', '第二个回答：$x^2$', { modelName: '模型乙' }),
  userMessage('u3', '第三个问题'),
];

describe('ChatView: streaming renders only the streaming row', () => {
  it('leaves the other rows and their markdown alone while the last answer grows', () => {
    const { parser, rendered } = countingParser();
    const streaming = (content: string) => [...earlier, assistantMessage('a3', content, { status: 'streaming', modelName: '模型丙' })];
    const screenView = render(view(parser, { messages: streaming('第三个') }));
    expect(new Set(avatarRenders)).toEqual(new Set(['我', '模型甲', '模型乙', '模型丙']));
    expect(rendered).toContain('# 第一个回答');

    avatarRenders.length = 0;
    rendered.length = 0;
    screenView.rerender(view(parser, { messages: streaming('第三个回答正在') }));
    screenView.rerender(view(parser, { messages: streaming('第三个回答正在生成') }));
    expect(avatarRenders).toEqual(['模型丙', '模型丙']);
    expect(rendered).toEqual(['第三个回答正在', '第三个回答正在生成']);
    expect(screen.getByRole('article', { name: '模型丙' }).textContent).toContain('第三个回答正在生成');
  });

  it('announces a finished answer once, as a whole, in the status region (the log itself is not live)', () => {
    const { parser } = countingParser();
    const screenView = render(
      view(parser, { messages: [...earlier, assistantMessage('a3', '', { status: 'sending', modelName: '模型丙' })], phase: 'sending' }),
    );
    const log = screen.getByRole('log', { name: '对话记录' });
    expect(log.getAttribute('aria-live')).toBe('off');
    const status = screen.getByRole('status');
    screenView.rerender(
      view(parser, { messages: [...earlier, assistantMessage('a3', '答案是 **42**', { status: 'streaming', modelName: '模型丙' })], phase: 'streaming' }),
    );
    expect(status.textContent).toBe('');
    screenView.rerender(
      view(parser, { messages: [...earlier, assistantMessage('a3', '答案是 **42**。', { status: 'done', modelName: '模型丙' })], phase: 'idle' }),
    );
    expect(status.textContent).toBe('模型丙：答案是 42。');
  });
});

describe('ChatView: rows', () => {
  it('offers 重新生成 on the last answer only, calling the latest handler', async () => {
    const { parser } = countingParser();
    const messages = [...earlier, assistantMessage('a3', '第三个回答', { modelName: '模型丙' })];
    const first = vi.fn();
    const latest = vi.fn();
    const screenView = render(view(parser, { messages, canRegenerate: true, onRegenerate: first }));
    screenView.rerender(view(parser, { messages, canRegenerate: true, onRegenerate: latest }));
    const buttons = screen.getAllByRole('button', { name: '重新生成' });
    expect(buttons).toHaveLength(1);
    expect(within(screen.getByRole('article', { name: '模型丙' })).getByRole('button', { name: '重新生成' })).toBe(buttons[0]);
    await userEvent.click(buttons[0]!);
    expect([first.mock.calls.length, latest.mock.calls.length]).toEqual([0, 1]);
    screenView.rerender(view(parser, { messages, canRegenerate: false }));
    expect(screen.queryByRole('button', { name: '重新生成' })).toBeNull();
  });

  it('shows a failure with its partial text; only the newest failure is an alert', () => {
    const { parser } = countingParser();
    const failed = failedPartialConversation.at(-1)!;
    const screenView = render(view(parser, { messages: failedPartialConversation }));
    expect(screen.getByRole('alert').textContent).toBe(failed.error);
    expect(screen.getByText('长城是中国古代的军事防御工程，始建于')).toBeTruthy();
    screenView.rerender(view(parser, { messages: [...failedPartialConversation, userMessage('u2', '再试一次')] }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(failed.error!)).toBeTruthy();
  });
});

describe('ChatView: phases', () => {
  it('loading: skeleton rows under a spoken label', () => {
    render(view(countingParser().parser, { messages: [], phase: 'loading' }));
    expect(document.querySelector('[aria-busy="true"]')?.textContent).toBe('对话加载中');
    expect(screen.queryByRole('log')).toBeNull();
  });

  it('loadFailed: the message and 重试', async () => {
    const onRetryLoad = vi.fn();
    render(view(countingParser().parser, { messages: [], phase: 'loadFailed', onRetryLoad }));
    expect(screen.getByRole('alert').textContent).toBe('对话加载失败');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetryLoad).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '发送' }).hasAttribute('disabled')).toBe(true);
  });

  it('empty: a welcome', () => {
    render(view(countingParser().parser, { messages: [] }));
    expect(screen.getByRole('heading', { name: '有什么可以帮你的？' })).toBeTruthy();
  });

  it('sending: a typing indicator and 停止生成', async () => {
    render(view(countingParser().parser, { messages: [...earlier, assistantMessage('a3', '', { status: 'sending', modelName: '模型丙' })], phase: 'sending' }));
    const row = screen.getByRole('article', { name: '模型丙' });
    expect(row.getAttribute('aria-busy')).toBe('true');
    expect(row.textContent).toContain('正在回答…');
    expect(screen.getByRole('button', { name: '停止生成' })).toBeTruthy();
    await act(async () => {});
  });
});
