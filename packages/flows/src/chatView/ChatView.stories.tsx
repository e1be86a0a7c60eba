import { Button, IconButton } from '@lingxi/ui';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ChatMessageView } from '../chat/chatMessageView';
import { createTranslator } from '../i18n';
import { AppWelcome } from './AppWelcome';
import { ChatView, type ChatViewProps } from './ChatView';
import {
  assistantMessage,
  failedEmptyConversation,
  failedPartialConversation,
  fileConversation,
  longConversation,
  reasoningConversation,
  sendingConversation,
  stoppedConversation,
  interruptedConversation,
  storyConversation,
  storyModel,
  streamedAnswer,
  streamingConversation,
  thinkingConversation,
  userMessage,
} from './chatView.fixtures';
import { DocumentIcon } from './icons';
import { preloadMath } from './markdownMath';
import { endThreshold } from './MessageList';
import { chatViewCatalog } from './messages';
import * as css from './ChatView.stories.css';

type StoryArgs = Omit<ChatViewProps, 't' | 'toolbar' | 'notice' | 'composerStart'> & {
  /** The model picker bar's place (a stand-in). */
  withToolbar?: boolean;
  /** The 演示模式 banner's place (a stand-in). */
  withNotice?: boolean;
  /** /document's upload button left of the text area (a stand-in). */
  withUpload?: boolean;
  /** An app conversation: its welcome with the app's examples (AppWelcome) as the empty state. */
  withApp?: boolean;
};

function useStoryT(locale: unknown) {
  // Stable per language, as the app's i18next `t` is: the rows are memoised on it.
  return useMemo(() => createTranslator([chatViewCatalog], String(locale ?? 'zh-CN')), [locale]);
}

/** The app of the app conversation stories: a long CJK description and three examples. */
const storyApp = {
  name: '旅行规划师',
  desc: '按预算、天数和兴趣为你安排每日行程，包括交通、住宿、餐饮和景点建议，并提醒当地的注意事项。',
  demoData: '三天两夜去杭州怎么玩？\n预算五千的云南七日游\n带父母去成都，节奏慢一点',
};

function Frame({ locale, withToolbar, withNotice, withUpload, withApp, ...props }: StoryArgs & { locale: unknown }) {
  const t = useStoryT(locale);
  return (
    <div className={css.frame}>
      <ChatView
        {...props}
        t={t}
        toolbar={
          withToolbar ? (
            <div className={css.toolbar}>
              <Button variant="quiet" size="sm" onPress={() => {}}>
                {`${storyModel} ▾`}
              </Button>
            </div>
          ) : undefined
        }
        notice={withNotice ? <p className={css.notice}>演示模式：未配置上游模型，回答由模拟服务生成。</p> : undefined}
        composerStart={withUpload ? <IconButton icon={DocumentIcon} label="上传文件" variant="secondary" size="lg" onPress={() => {}} /> : undefined}
        emptyState={withApp ? <AppWelcome t={t} {...storyApp} onAsk={props.onSend} /> : undefined}
      />
    </div>
  );
}

const meta = {
  title: 'Flows/ChatView',
  tags: ['mobile'],
  parameters: { layout: 'fullscreen' },
  args: {
    messages: storyConversation,
    phase: 'idle',
    hasOlder: false,
    loadingOlder: false,
    canRegenerate: true,
    onSend: fn(),
    onStop: fn(),
    onRegenerate: fn(),
    onLoadOlder: fn(),
    onRetryLoad: fn(),
  },
  // KaTeX is loaded on demand; awaited here so formulas render as MathML from the first frame.
  loaders: [async () => preloadMath()],
  render: (args, { globals }) => <Frame {...args} locale={globals.locale} />,
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

type Context = Pick<StoryContext, 'canvasElement'>;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
const distanceFromEnd = (log: HTMLElement) => log.scrollHeight - log.scrollTop - log.clientHeight;
/** A reader scrolling to the top: the wheel turned up (what tells the list to stop following), then the scroll. */
const readerScrollsToTop = (log: HTMLElement) => {
  log.dispatchEvent(new WheelEvent('wheel', { deltaY: -1000 }));
  log.scrollTop = 0;
};

/** The log, once its rows are measured and it rests at the latest message. */
async function settledAtEnd({ canvasElement }: Context) {
  const log = await within(canvasElement).findByRole('log');
  await waitFor(async () => {
    await nextFrame();
    await expect(distanceFromEnd(log)).toBeLessThanOrEqual(1);
    await expect(log.querySelectorAll('[data-index]').length).toBeGreaterThan(0);
  });
  await nextFrame();
  return log;
}

const row = (log: HTMLElement, key: string) => log.querySelector<HTMLElement>(`[data-key="${key}"]`);

/** No messages yet: a welcome, and the composer. */
export const Empty: Story = {
  args: { messages: [], canRegenerate: false, withToolbar: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '有什么可以帮你的？' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '发送' })).toBeDisabled();
  },
};

/** An app conversation, empty: the app's logo (its initial without one), name and description, and its examples as buttons that send them. */
export const AppEmpty: Story = {
  args: { messages: [], canRegenerate: false, withApp: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '旅行规划师' })).toBeVisible();
    const starters = within(canvas.getByRole('list', { name: '试试这样问' })).getAllByRole('button');
    await expect(starters).toHaveLength(3);
    starters[1]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('预算五千的云南七日游');
  },
};

/** The conversation is loading: skeleton rows. */
export const Loading: Story = {
  args: { messages: [], phase: 'loading', withToolbar: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toHaveTextContent('对话加载中');
    await expect(within(canvasElement).queryByRole('log')).toBeNull();
  },
};

/** Loading failed: 重试 (by keyboard) asks for it again. */
export const LoadFailed: Story = {
  args: { messages: [], phase: 'loadFailed', withToolbar: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('对话加载失败');
    canvas.getByRole('button', { name: '重试' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetryLoad).toHaveBeenCalledTimes(1);
  },
};

/**
 * A finished conversation with the model bar and the demo banner: headings, lists, a table, code in
 * three languages (each with its header), inline and displayed math, a link; 复制 and 重新生成.
 */
export const Conversation: Story = {
  args: { withToolbar: true, withNotice: true },
  play: async (context) => {
    const log = await settledAtEnd(context);
    const answer = within(row(log, 'a1')!);
    await expect(answer.getByRole('heading', { level: 2, name: '快速排序简介' })).toBeInTheDocument();
    await expect(answer.getByRole('table')).toBeInTheDocument();
    await expect(answer.getAllByRole('listitem')).toHaveLength(5);
    const languages = [...log.querySelectorAll('[data-key="a1"] [data-md="code-language"]')].map((label) => label.textContent);
    await expect(languages).toEqual(['python', 'typescript', 'rust']);
    await expect(answer.getAllByRole('button', { name: '复制代码' })).toHaveLength(3);
    await expect(log.querySelectorAll('[data-key="a1"] math')).toHaveLength(4);
    await expect(log.querySelector('[data-key="a1"] math[display="block"]')).not.toBeNull();
    const link = answer.getByRole('link', { name: '维基百科：快速排序' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // 重新生成 only on the last answer.
    await expect(within(log).getAllByRole('button', { name: '重新生成' })).toHaveLength(1);
    await expect(within(row(log, 'a2')!).getByRole('button', { name: '重新生成' })).toBeVisible();
    await expect(within(log).getAllByRole('button', { name: '复制' })).toHaveLength(2);
  },
};

/** 复制 copies the answer's markdown; the button says 已复制 for a moment, then 复制 again. */
export const CopyAnswer: Story = {
  args: { messages: storyConversation.slice(2) },
  play: async (context) => {
    const log = await settledAtEnd(context);
    const copy = within(row(log, 'a2')!).getByRole('button', { name: '复制' });
    await userEvent.click(copy);
    await expect(await within(log).findByRole('button', { name: /已复制|复制失败/ })).toBeVisible();
    await waitFor(() => expect(within(log).getByRole('button', { name: '复制' })).toBeVisible(), { timeout: 4000 });
  },
};

/** 重新生成 on the last answer, by keyboard. */
export const Regenerate: Story = {
  args: { messages: storyConversation.slice(2) },
  play: async (context) => {
    const log = await settledAtEnd(context);
    within(log).getByRole('button', { name: '重新生成' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(context.args.onRegenerate).toHaveBeenCalledTimes(1);
  },
};

/** An answer with the model's reasoning: 思考过程 is folded once the answer is done, and opens. */
export const Reasoning: Story = {
  args: { messages: reasoningConversation },
  play: async (context) => {
    const log = await settledAtEnd(context);
    const details = log.querySelector('details')!;
    await expect(details.open).toBe(false);
    await userEvent.click(within(details).getByText('思考过程'));
    await waitFor(() => expect(details.open).toBe(true));
    await expect(within(details).getByText(/主定理/)).toBeVisible();
  },
};

/** The reasoning is still streaming, before the answer: open, with the caret. */
export const Thinking: Story = {
  args: { messages: thinkingConversation, phase: 'streaming', canRegenerate: false },
  play: async (context) => {
    const log = await settledAtEnd(context);
    const details = log.querySelector('details')!;
    await expect(details.open).toBe(true);
    await expect(within(details).getByText('正在思考…')).toBeVisible();
    await expect(details.querySelector('[data-md="caret"]')).not.toBeNull();
  },
};

/** Sent, no token yet: the typing indicator; the send button is 停止生成 (by keyboard). */
export const Sending: Story = {
  args: { messages: sendingConversation, phase: 'sending', canRegenerate: false },
  play: async (context) => {
    const log = await settledAtEnd(context);
    const answer = row(log, 'a9')!;
    await expect(within(answer).getByText('正在回答…')).toBeInTheDocument();
    await expect(answer.querySelector('article')).toHaveAttribute('aria-busy', 'true');
    await expect(within(answer).queryByRole('button')).toBeNull();
    const canvas = within(context.canvasElement);
    canvas.getByRole('button', { name: '停止生成' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(context.args.onStop).toHaveBeenCalledTimes(1);
  },
};

/** Streaming mid-code: the open fence is already a code block, with the caret at its end. */
export const StreamingCode: Story = {
  args: { messages: streamingConversation, phase: 'streaming', canRegenerate: false },
  play: async (context) => {
    const log = await settledAtEnd(context);
    const answer = row(log, 'a9')!;
    await expect(answer.querySelector('[data-md="code-language"]')).toHaveTextContent('typescript');
    await expect(answer.querySelector('pre code [data-md="caret"]')).not.toBeNull();
    await expect(answer.querySelector('pre code')?.textContent).toContain('clearTimeout(timer);');
  },
};

/** Stopped by the user: the partial answer and 已停止生成. */
export const Stopped: Story = {
  args: { messages: stoppedConversation },
  play: async (context) => {
    const log = await settledAtEnd(context);
    await expect(within(log).getByText('已停止生成')).toBeVisible();
    await expect(within(log).getByRole('button', { name: '重新生成' })).toBeVisible();
  },
};

/** Interrupted by a crash of the server streaming it: 回答已中断，积分已退还, and it may be regenerated. */
export const Interrupted: Story = {
  args: { messages: interruptedConversation },
  play: async (context) => {
    const log = await settledAtEnd(context);
    await expect(within(log).getByText('回答已中断，积分已退还')).toBeVisible();
    await expect(within(log).getByRole('button', { name: '重新生成' })).toBeVisible();
  },
};

/** Failed after some text: the text stays, the error is an alert. */
export const FailedWithPartialText: Story = {
  args: { messages: failedPartialConversation },
  play: async (context) => {
    const log = await settledAtEnd(context);
    await expect(within(log).getByRole('alert')).toHaveTextContent('上游服务连接中断，本次未扣除积分');
    await expect(within(log).getByText('长城是中国古代的军事防御工程，始建于')).toBeVisible();
  },
};

/** Failed before any text: only the error, 重新生成, no 复制. */
export const FailedWithNothing: Story = {
  args: { messages: failedEmptyConversation },
  play: async (context) => {
    const log = await settledAtEnd(context);
    await expect(within(log).getByRole('alert')).toHaveTextContent('积分不足，请充值后再试');
    await expect(within(log).queryByRole('button', { name: '复制' })).toBeNull();
    await expect(within(log).getByRole('button', { name: '重新生成' })).toBeVisible();
  },
};

/** The app refuses the question (no points, a rule): the question comes back into the composer. */
function RefusingFrame(args: StoryArgs & { locale: unknown }) {
  const [draft, setDraft] = useState<string>();
  return (
    <Frame
      {...args}
      draft={draft}
      onSend={(prompt) => {
        args.onSend(prompt);
        setDraft(undefined);
        setTimeout(() => setDraft(prompt), 0);
      }}
    />
  );
}

export const RefusedDraftRestored: Story = {
  args: { messages: storyConversation.slice(0, 2), canRegenerate: false },
  render: (args, { globals }) => <RefusingFrame {...args} locale={globals.locale} />,
  play: async (context) => {
    await settledAtEnd(context);
    const box = within(context.canvasElement).getByRole('textbox', { name: '输入你的问题' });
    await userEvent.click(box);
    await userEvent.keyboard('帮我写一首关于春天的诗{Enter}');
    await expect(context.args.onSend).toHaveBeenCalledWith('帮我写一首关于春天的诗');
    await waitFor(() => expect(box).toHaveValue('帮我写一首关于春天的诗'));
  },
};

/** A thousand messages: only a window of rows is in the DOM, opened at the latest. */
export const ThousandMessages: Story = {
  args: { messages: longConversation(1000) },
  play: async (context) => {
    const log = await settledAtEnd(context);
    const rows = log.querySelectorAll('[data-index]');
    await expect(rows.length).toBeGreaterThan(2);
    await expect(rows.length).toBeLessThan(40);
    await expect(row(log, 'm999')).not.toBeNull();
    await expect(row(log, 'm0')).toBeNull();
    // The canvas is as tall as all thousand rows.
    await expect(log.scrollHeight).toBeGreaterThan(1000 * 60);
  },
};

/** Older messages are loading (shown scrolled to the top, where they appear). */
export const LoadingOlder: Story = {
  args: { messages: longConversation(30), hasOlder: true, loadingOlder: true },
  play: async (context) => {
    const log = await settledAtEnd(context);
    readerScrollsToTop(log);
    await waitFor(() => expect(row(log, 'm0')).not.toBeNull());
    await expect(within(log).getByRole('progressbar', { name: '正在加载更早的消息' })).toBeInTheDocument();
    await expect(context.args.onLoadOlder).not.toHaveBeenCalled();
    await expect(await within(context.canvasElement).findByRole('button', { name: '回到底部' })).toBeVisible();
  },
};

/** Older messages exist: 加载更多 (keyboard) and scrolling near the top both ask for them, once. */
export const HasOlder: Story = {
  args: { messages: longConversation(30), hasOlder: true },
  play: async (context) => {
    const log = await settledAtEnd(context);
    await expect(context.args.onLoadOlder).not.toHaveBeenCalled();
    readerScrollsToTop(log);
    await waitFor(() => expect(context.args.onLoadOlder).toHaveBeenCalledTimes(1));
    const more = await within(log).findByRole('button', { name: '加载更多' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await expect(context.args.onLoadOlder).toHaveBeenCalledTimes(2);
  },
};

/** Loading older messages prepends them and keeps the rows in view where they were. */
function OlderFrame(args: StoryArgs & { locale: unknown }) {
  const [state, setState] = useState({ messages: longConversation(30, 'n'), hasOlder: true, loadingOlder: false });
  return (
    <Frame
      {...args}
      {...state}
      onLoadOlder={() => {
        args.onLoadOlder();
        setState((current) => ({ ...current, loadingOlder: true }));
        setTimeout(() => setState((current) => ({ messages: [...longConversation(20, 'o'), ...current.messages], hasOlder: false, loadingOlder: false })), 50);
      }}
    />
  );
}

export const OlderKeepsPlace: Story = {
  render: (args, { globals }) => <OlderFrame {...args} locale={globals.locale} />,
  play: async (context) => {
    const log = await settledAtEnd(context);
    readerScrollsToTop(log);
    await waitFor(() => expect(row(log, 'n0')).not.toBeNull());
    const before = row(log, 'n0')!.getBoundingClientRect().top;
    await waitFor(() => expect(row(log, 'o19') ?? row(log, 'o0')).not.toBeNull(), { timeout: 3000 });
    await nextFrame();
    await nextFrame();
    await expect(context.args.onLoadOlder).toHaveBeenCalledTimes(1);
    // The first row of before is where it was: the older rows went in above it, out of view.
    await waitFor(() => expect(Math.abs(row(log, 'n0')!.getBoundingClientRect().top - before)).toBeLessThanOrEqual(4));
    await expect(log.scrollTop).toBeGreaterThan(500);
    await expect(within(log).queryByRole('button', { name: '加载更多' })).toBeNull();
  },
};

const streamSteps = 24;

/** An answer streams into a long conversation (chunks on a timer; it ends after `streamSteps`). */
function StreamingFrame(args: StoryArgs & { locale: unknown }) {
  const history = useMemo(() => longConversation(30), []);
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (step >= streamSteps) return undefined;
    const timer = setTimeout(() => setStep((current) => current + 1), 40);
    return () => clearTimeout(timer);
  }, [step]);
  const done = step >= streamSteps;
  const messages: ChatMessageView[] = [
    ...history,
    userMessage('q', '再讲一遍快速排序'),
    assistantMessage('streaming', streamedAnswer.slice(0, Math.round((streamedAnswer.length * step) / streamSteps)), {
      status: done ? 'done' : step === 0 ? 'sending' : 'streaming',
    }),
  ];
  return <Frame {...args} messages={messages} phase={done ? 'idle' : step === 0 ? 'sending' : 'streaming'} />;
}

/** Pinned: the view follows the answer to its end. */
export const StreamingPinned: Story = {
  render: (args, { globals }) => <StreamingFrame {...args} locale={globals.locale} />,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: '发送' })).toBeInTheDocument(), { timeout: 15_000 });
    const log = await settledAtEnd(context);
    await expect(within(row(log, 'streaming')!).getByRole('link', { name: '维基百科：快速排序' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '回到底部' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(`${storyModel}：快速排序简介`);
  },
};

/** Scrolled up while an answer streams: the view stays where the user put it, with 回到底部. */
export const ScrolledUp: Story = {
  render: (args, { globals }) => <StreamingFrame {...args} locale={globals.locale} />,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const log = await canvas.findByRole('log');
    await waitFor(() => expect(row(log, 'q')).not.toBeNull());
    readerScrollsToTop(log);
    await waitFor(() => expect(canvas.getByRole('button', { name: '发送' })).toBeInTheDocument(), { timeout: 15_000 });
    await nextFrame();
    await expect(log.scrollTop).toBeLessThan(endThreshold);
    await expect(distanceFromEnd(log)).toBeGreaterThan(endThreshold);
    await expect(await canvas.findByRole('button', { name: '回到底部' })).toBeVisible();
  },
};

/** 回到底部 brings the latest message back and goes away. */
export const JumpToLatest: Story = {
  args: { messages: longConversation(30) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const log = await settledAtEnd(context);
    readerScrollsToTop(log);
    await userEvent.click(await canvas.findByRole('button', { name: '回到底部' }));
    await waitFor(() => expect(distanceFromEnd(log)).toBeLessThanOrEqual(endThreshold));
    await waitFor(() => expect(canvas.queryByRole('button', { name: '回到底部' })).toBeNull());
  },
};

/** Questions about files (/document): a document chip and a picture, and the upload button. */
export const FilesAndImages: Story = {
  args: { messages: fileConversation, withUpload: true, withToolbar: true },
  play: async (context) => {
    const log = await settledAtEnd(context);
    await expect(within(log).getByRole('link', { name: '文件：2024年度经营报告.pdf' })).toHaveAttribute('target', '_blank');
    const image = within(log).getByRole('img', { name: '图片：风景.png' }) as HTMLImageElement;
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
    await settledAtEnd(context);
    await expect(within(context.canvasElement).getByRole('button', { name: '上传文件' })).toBeVisible();
  },
};

/** Keyboard: type and Enter sends; Shift+Enter is a new line; IME Enter does not send; Tab to 发送. */
export const Keyboard: Story = {
  args: { messages: [], canRegenerate: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: '输入你的问题' });
    await userEvent.click(box);
    await userEvent.keyboard('你好{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith('你好');
    await expect(box).toHaveValue('');
    await userEvent.keyboard('第一行{Shift>}{Enter}{/Shift}第二行');
    await expect(box).toHaveValue('第一行\n第二行');
    // The Enter that picks a Pinyin candidate.
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', isComposing: true, bubbles: true, cancelable: true }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '发送' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenLastCalledWith('第一行\n第二行');
    await expect(box).toHaveFocus();
  },
};

/** The composer grows with a long question, up to eight lines, then scrolls. */
export const LongQuestion: Story = {
  args: { messages: storyConversation.slice(0, 2), canRegenerate: false },
  play: async (context) => {
    await settledAtEnd(context);
    const box = within(context.canvasElement).getByRole('textbox', { name: '输入你的问题' });
    const oneLine = box.getBoundingClientRect().height;
    await userEvent.click(box);
    await userEvent.keyboard('第 1 行');
    for (let line = 2; line <= 3; line += 1) await userEvent.keyboard(`{Shift>}{Enter}{/Shift}第 ${line} 行`);
    const threeLines = box.getBoundingClientRect().height;
    await expect(threeLines).toBeGreaterThan(oneLine + 30);
    for (let line = 4; line <= 12; line += 1) await userEvent.keyboard(`{Shift>}{Enter}{/Shift}第 ${line} 行`);
    const capped = box.getBoundingClientRect().height;
    // Eight lines of 1.6 × 14 px plus padding; the rest scrolls inside.
    await expect(capped).toBeLessThanOrEqual(8 * 22.4 + 16 + 1);
    await expect(capped).toBeGreaterThan(7 * 22.4);
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { withToolbar: true },
  play: async (context) => {
    const log = await settledAtEnd(context);
    await expect(within(log).getAllByRole('button', { name: 'Copy code' })).toHaveLength(3);
    await expect(within(log).getByRole('button', { name: 'Regenerate' })).toBeVisible();
    await expect(within(context.canvasElement).getByRole('textbox', { name: 'Ask a question' })).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  args: { messages: stoppedConversation },
  play: async (context) => {
    const log = await settledAtEnd(context);
    await expect(within(log).getByRole('button', { name: '複製' })).toBeVisible();
    await expect(within(context.canvasElement).getByRole('button', { name: '傳送' })).toBeDisabled();
  },
};
