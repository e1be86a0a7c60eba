import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import i18next from 'i18next';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Router, useLocation, useRoute } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import ChatScreen from './ChatScreen';
import DocumentScreen from './DocumentScreen';
import GptScreen from './GptScreen';
import { changeLanguage, initI18n, isLanguage } from '../../i18n/i18n';
import { messages } from '../../i18n/messages';
import { AppLayout } from '../shell/layout/AppLayout';
import { localData, storageKeys } from '../../state/localData';
import { sessionStore } from '../../state/sessionStore';
import { settingsStore } from '../../state/settingsStore';
import { receiveSite } from '../../site/siteStore';
import { agentGroups, chatFetch, chatServer, fileGroups, streamedQuestion, type ChatServer } from './chatFixture';
import { shellFixture, storyUsers } from '../shell/shellFixture';

// Resources are bundled and initialised synchronously (initAsync: false).
void initI18n('zh-CN', messages);

/** The chat screens as the route table renders them: /chat/:id? and /document in the main layout. */
function ChatRoute() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const [, params] = useRoute('/chat/:id?');
  const [, agentParams] = useRoute('/gpt/:id?');
  return (
    <AppLayout kind="main" path={location}>
      {location.startsWith('/document') ? (
        <DocumentScreen title={t('screens.document')} path={location} params={{}} search="" />
      ) : location.startsWith('/gpt') ? (
        <GptScreen title={t('screens.gpt')} path={location} params={agentParams ?? {}} search="" />
      ) : (
        <ChatScreen title={t('screens.chat')} path={location} params={params ?? {}} search="" />
      )}
    </AppLayout>
  );
}

/** A logged-in visit to a chat screen, on the fixture server (installed by the meta's beforeEach). */
function ChatPage({ path, locale }: { path: string; locale: string }) {
  receiveSite(shellFixture);
  // The screens navigate (replace) as the open conversation changes: one memory location per page.
  const location = useMemo(() => memoryLocation({ path }), [path]);
  useEffect(() => {
    if (isLanguage(locale)) void changeLanguage(locale);
  }, [locale]);
  return (
    <Router hook={location.hook}>
      <ChatRoute />
    </Router>
  );
}

/** The app-wide stores and the stored open conversation as a fresh visit has them. */
function resetChatState() {
  sessionStore.set({ token: null, user: null, isSignIn: false });
  settingsStore.set({ siderCollapsed: false, chatListCollapsed: false });
  localData.remove(storageKeys.chatLogId);
}

/** The current story's fixture server (the play test reads the calls it answered). */
let server: ChatServer = chatServer();

const meta = {
  title: 'Web chat/Pages',
  parameters: { layout: 'fullscreen' },
  tags: ['page'],
  // The stores and window.fetch outlive a story (the screenshot runner switches stories in one
  // page): each story starts logged in on its own fixture server, in its language, and puts the
  // real fetch back when it ends.
  beforeEach: async ({ globals, parameters }) => {
    resetChatState();
    if (isLanguage(globals.locale)) await changeLanguage(globals.locale);
    // The user popup loads lazily: fetched first, so the avatar is ready at once.
    await import('../shell/layout/UserPopup');
    sessionStore.set({ token: 'story-token', user: storyUsers.vip, isSignIn: true });
    const realFetch = window.fetch;
    server = chatServer(parameters.chatServer as Partial<ChatServer> | undefined);
    window.fetch = chatFetch(server, realFetch);
    return () => {
      window.fetch = realFetch;
      resetChatState();
    };
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Context = Pick<StoryContext, 'canvasElement'>;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
const isMobile = () => window.matchMedia('(max-width: 767px)').matches;

/**
 * Nothing left to arrive: every formula rendered (KaTeX may load on first use, showing the TeX
 * source until then), every image (the logo) loaded, the fonts ready.
 */
async function settledPage(canvasElement: HTMLElement) {
  await waitFor(
    async () => {
      await expect(canvasElement.querySelector('[data-md="math-pending"]')).toBeNull();
      await expect([...canvasElement.querySelectorAll('img')].filter((image) => !image.complete)).toHaveLength(0);
    },
    { timeout: 10_000 },
  );
  await document.fonts.ready;
  await nextFrame();
}

/** The conversation log once `text` is in it and it rests at its end with its rows measured. */
async function settledLog({ canvasElement }: Context, text: string) {
  const log = await within(canvasElement).findByRole('log', {}, { timeout: 10_000 });
  await waitFor(
    async () => {
      await nextFrame();
      await expect(log).toHaveTextContent(text);
      await expect(log.querySelector('[data-md="math-pending"]')).toBeNull();
      await expect(log.scrollHeight - log.scrollTop - log.clientHeight).toBeLessThanOrEqual(1);
    },
    { timeout: 10_000 },
  );
  await settledPage(canvasElement);
  return log;
}

/** The conversation list beside the pane (hidden below 768 px, where it opens as a sheet). */
const listColumn = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('main aside')!;

/** /chat/7: three exchanges (a heading, lists, a code block, inline math) beside the list. */
const conversationPlay = async (context: Context) => {
  const log = await settledLog(context, '空间为');
  await expect(log.querySelector('math')).not.toBeNull();
  // The list (sticky first; long titles cut) with conversation 7 selected.
  const list = within(listColumn(context.canvasElement));
  await waitFor(() => expect(list.getAllByRole('row', { hidden: true })).toHaveLength(6));
  const selected = list.getAllByRole('row', { hidden: true }).find((row) => row.getAttribute('aria-selected') === 'true');
  await expect(selected).toHaveTextContent('用 TypeScript 实现快速排序');
};

export const Conversation: Story = {
  render: (_args, { globals }) => <ChatPage path="/chat/7" locale={String(globals.locale ?? 'zh-CN')} />,
  play: conversationPlay,
};

/**
 * The conversation list hidden (the toolbar's list button, or Ctrl/⌘ + Shift + S; remembered): the conversation takes
 * the room. On a phone the list is a sheet either way.
 */
export const ListCollapsed: Story = {
  beforeEach: () => settingsStore.set({ chatListCollapsed: true }),
  render: (_args, { globals }) => <ChatPage path="/chat/7" locale={String(globals.locale ?? 'zh-CN')} />,
  play: async (context) => {
    await settledLog(context, '空间为');
    const aside = listColumn(context.canvasElement);
    await expect(getComputedStyle(aside).display).toBe('none');
    if (window.matchMedia('(max-width: 767px)').matches) return;
    const toggle = within(context.canvasElement).getByRole('button', { name: '对话列表' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Control>}{Shift>}[KeyS]{/Shift}{/Control}');
    await waitFor(() => expect(getComputedStyle(aside).display).not.toBe('none'));
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await waitFor(() => expect(getComputedStyle(aside).display).toBe('none'));
  },
};

/** The same conversation with the interface in English, whatever the toolbar says. */
export const ConversationEnglish: Story = {
  globals: { locale: 'en' },
  render: () => <ChatPage path="/chat/7" locale="en" />,
  play: conversationPlay,
};

/** The same conversation with the interface in Traditional Chinese, whatever the toolbar says. */
export const ConversationTraditional: Story = {
  globals: { locale: 'zh-TW' },
  render: () => <ChatPage path="/chat/7" locale="zh-TW" />,
  play: conversationPlay,
};

/** No conversations yet, in demo mode: 暂无对话, the chat view’s welcome and the 演示模式 badge. */
export const Empty: Story = {
  parameters: { chatServer: { groups: { chat: [], file: [] }, demoMode: true } },
  render: (_args, { globals }) => <ChatPage path="/chat" locale={String(globals.locale ?? 'zh-CN')} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('note', { name: i18next.t('chat.demoTitle') }, { timeout: 10_000 })).toHaveTextContent(i18next.t('chat.demoBody'));
    await expect(canvas.getByRole('heading', { name: '有什么可以帮你的？' })).toBeVisible();
    await expect(await within(listColumn(canvasElement)).findByText('暂无对话')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: '输入你的问题' })).toBeVisible();
    await settledPage(canvasElement);
  },
};

/** /document: a question about an uploaded PDF (its chip on the question) and the answer. */
export const DocumentChat: Story = {
  render: (_args, { globals }) => <ChatPage path="/document" locale={String(globals.locale ?? 'zh-CN')} />,
  play: async (context) => {
    const { canvasElement } = context;
    const page = within(document.body);
    const title = fileGroups[0]!.title;
    // No conversation is open at first: choose the file's from the list (a sheet on a phone).
    if (isMobile()) {
      await userEvent.click(await within(canvasElement).findByRole('button', { name: '对话列表' }));
      const sheet = await page.findByRole('dialog', { name: '对话列表' });
      await userEvent.click(await within(sheet).findByRole('row', { name: title }));
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    } else {
      await userEvent.click(await within(listColumn(canvasElement)).findByRole('row', { name: title }, { timeout: 10_000 }));
    }
    const log = await settledLog(context, '营收');
    await expect(within(log).getByRole('link', { name: `文件：${title}` })).toBeVisible();
    await expect(within(canvasElement).getByRole('textbox', { name: '输入你的问题' })).toHaveAttribute('placeholder', i18next.t('chat.documentPlaceholder'));
  },
};

/**
 * A new conversation: type a question, press Enter; the first message creates the group, the
 * answer streams in (mocked NDJSON frames), the balance of the end frame becomes the user's and the
 * list shows the conversation under the name the server gave it.
 */
export const SendQuestion: Story = {
  parameters: { chatServer: { demoMode: true } },
  render: (_args, { globals }) => <ChatPage path="/chat" locale={String(globals.locale ?? 'zh-CN')} />,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('heading', { name: '有什么可以帮你的？' }, { timeout: 10_000 });
    const composer = canvas.getByRole('textbox', { name: '输入你的问题' });
    await userEvent.click(composer);
    await userEvent.type(composer, streamedQuestion);
    await userEvent.keyboard('{Enter}');

    const log = await settledLog(context, '额外空间为');
    await expect(log).toHaveTextContent(streamedQuestion);
    await expect(log.querySelector('math')).not.toBeNull();
    // The turn is over: 发送 again, an empty composer, the new conversation open and named in the list.
    await waitFor(() => expect(canvas.queryByRole('button', { name: '停止生成' })).toBeNull());
    await expect(composer).toHaveValue('');
    await expect(server.calls.find((call) => call.path === '/chatgpt/chat-process')?.body).toEqual({ prompt: streamedQuestion, groupId: 8 });
    await waitFor(() => expect(sessionStore.get().user?.score).toBe(1275));
    // The server named the conversation after its first question; the list learns the name.
    const list = within(listColumn(context.canvasElement));
    await waitFor(() =>
      expect(list.getAllByRole('row', { hidden: true }).find((row) => row.getAttribute('aria-selected') === 'true')).toHaveTextContent(streamedQuestion),
    );
    await settledPage(context.canvasElement);
  },
};

/**
 * /gpt/31: a conversation with an agent, not yet begun — the agent's welcome (logo, description, its examples), no model
 * picker (the agent decides); the list holds the agents' conversations only, from /gpts/chat_group_get.
 */
export const AgentConversation: Story = {
  parameters: { chatServer: { groups: { chat: agentGroups, file: [] } } },
  render: (_args, { globals }) => <ChatPage path="/gpt/31" locale={String(globals.locale ?? 'zh-CN')} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /帮我把这些记录整理成周报/ }, { timeout: 10_000 });
    await expect(canvas.getByText('把零散的工作记录整理成结构清晰、重点突出的周报')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /模型选择/ })).toBeNull();
    await expect(server.calls.some((call) => call.path === '/gpts/chat_group_get')).toBe(true);
    await expect(server.calls.some((call) => call.path === '/group/query')).toBe(false);
    if (!isMobile()) await waitFor(() => expect(within(listColumn(canvasElement)).getAllByRole('row', { hidden: true })).toHaveLength(2));
    await settledPage(canvasElement);
  },
};

/** /gpt with no conversation with an agent yet: a new one starts from an agent, chosen on /gpts. */
export const AgentsEmpty: Story = {
  parameters: { chatServer: { groups: { chat: [], file: [] } } },
  render: (_args, { globals }) => <ChatPage path="/gpt" locale={String(globals.locale ?? 'zh-CN')} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: i18next.t('chat.agents.emptyTitle') }, { timeout: 10_000 })).toBeVisible();
    // The pane's way to an agent (the list offers it too, under 新建对话).
    await expect(canvas.getAllByRole('button', { name: i18next.t('chat.agents.browse') }).at(-1)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: '输入你的问题' })).toBeNull();
    if (!isMobile()) await expect(await within(listColumn(canvasElement)).findByText('暂无对话')).toBeInTheDocument();
    await settledPage(canvasElement);
  },
};
