import { IconButton } from '@lingxi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PanelLeft } from 'lucide-react';
import { useMemo } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ChatMessageView } from '../chat/chatMessageView';
import { ChatView } from '../chatView/ChatView';
import { assistantMessage, userMessage } from '../chatView/chatView.fixtures';
import { chatViewCatalog } from '../chatView/messages';
import { createTranslator, type FlowLocale, flowLocales } from '../i18n';
import { noteSourceFixture, notePassageFixture, passageFixture, sourceFixture } from './agent.fixtures';
import type { ChatSource, SourcePanelServices, SourcePassage } from './agentTypes';
import { AgentToolbar, AgentWelcome } from './AgentToolbar';
import { agentCatalog } from './messages';
import { SourcePanel } from './SourcePanel';
import * as css from './KnowledgeAgent.stories.css';

const opened = fn();
const scopeChanged = fn();
const documentsOpened = fn();

type Scene = 'answer' | 'welcome' | 'panel';
interface StoryArgs {
  scene: Scene;
  /** The panel's source, and what its passage load answers: a passage, null (deleted), a failure, or nothing yet. */
  source?: ChatSource;
  passage?: SourcePassage | null | 'fails' | 'pending';
}

const bases = [
  { id: 4, name: '公司制度' },
  { id: 5, name: '产品资料' },
];

/** A question and an answer citing a PDF page and a note, as /knowledge/chat streams and saves them. */
const grounded: readonly ChatMessageView[] = [
  userMessage('q1', '年假有几天？周会什么时候开？'),
  assistantMessage('a1', '入职满一年后每年有带薪年假 5 天，满十年增至 10 天[1]。周会在每周三上午十点，线上参加需提前五分钟进入会议室【2】。', {
    id: 12,
    sources: [sourceFixture, noteSourceFixture],
  }),
];

const servicesFor = (passage: StoryArgs['passage']): SourcePanelServices => ({
  loadPassage: () =>
    passage === 'pending' ? new Promise(() => {}) : passage === 'fails' ? Promise.reject(new Error('网络错误')) : Promise.resolve(passage ?? null),
});

function Scene({ locale, scene, source = sourceFixture, passage = passageFixture }: StoryArgs & { locale: FlowLocale }) {
  const t = useMemo(() => createTranslator([agentCatalog], locale), [locale]);
  const chatT = useMemo(() => createTranslator([chatViewCatalog], locale), [locale]);
  const services = useMemo(() => servicesFor(passage), [passage]);
  if (scene === 'panel') return <SourcePanel t={t} source={source} services={services} onClose={fn()} onOpenOriginal={opened} />;
  return (
    <div className={css.frame}>
      <ChatView
        t={chatT}
        messages={scene === 'answer' ? grounded : []}
        phase="idle"
        hasOlder={false}
        loadingOlder={false}
        canRegenerate={scene === 'answer'}
        onSend={fn()}
        onStop={fn()}
        onRegenerate={fn()}
        onLoadOlder={fn()}
        onRetryLoad={fn()}
        placeholder={t('agent.placeholder')}
        toolbar={
          <div className={css.toolbar}>
            <AgentToolbar
              t={t}
              listButton={<IconButton icon={PanelLeft} label="对话列表" onPress={() => {}} />}
              bases={bases}
              scope={null}
              onScopeChange={scopeChanged}
              onDocuments={documentsOpened}
            />
          </div>
        }
        emptyState={<AgentWelcome t={t} onDocuments={documentsOpened} />}
        onOpenSource={opened}
      />
    </div>
  );
}

const meta = {
  title: 'Flows/KnowledgeAgent',
  tags: ['page'],
  parameters: { layout: 'fullscreen' },
  args: { scene: 'answer' } as StoryArgs,
  render: (args, { globals }) => {
    const locale: FlowLocale = (flowLocales as readonly string[]).includes(String(globals.locale)) ? (globals.locale as FlowLocale) : 'zh-CN';
    return <Scene locale={locale} {...(args as StoryArgs)} />;
  },
  beforeEach: () => {
    opened.mockClear();
    scopeChanged.mockClear();
    documentsOpened.mockClear();
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A grounded answer: its [n] are buttons, 参考来源 lists what it cited (a PDF page, a note); [1] shows its snippet. */
export const CitedAnswer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sources = await canvas.findByRole('region', { name: '参考来源' });
    await expect(
      within(sources)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['[1]员工手册2026.pdf第3页', '[2]部门周会纪要']);
    await userEvent.click(canvas.getByRole('button', { name: '来源 1' }));
    const popover = await within(document.body).findByRole('dialog', { name: '来源 1' });
    await expect(popover).toHaveTextContent('[1] 员工手册2026.pdf · 第3页');
    await expect(within(popover).getByRole('button', { name: '查看原文段落' })).toBeVisible();
  },
};

/** By keyboard: Tab reaches the citations in the text and the source cards; Enter opens, Escape closes and returns. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cite = await canvas.findByRole('button', { name: '来源 2' });
    cite.focus();
    await userEvent.keyboard('{Enter}');
    const popover = await within(document.body).findByRole('dialog', { name: '来源 2' });
    await expect(popover).toHaveTextContent('部门周会纪要');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(cite).toHaveFocus());
    const card = within(canvas.getByRole('region', { name: '参考来源' })).getByRole('button', { name: /部门周会纪要/ });
    card.focus();
    await userEvent.keyboard('{Enter}');
    await expect(opened).toHaveBeenCalledWith(noteSourceFixture);
  },
};

/** An empty knowledge conversation: what to ask, 提问范围 (全部知识库 or one base) and 文档. */
export const Welcome: Story = {
  args: { scene: 'welcome' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '向你的知识库提问' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /提问范围/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '产品资料' }));
    await expect(scopeChanged).toHaveBeenCalledWith(5);
  },
};

/** The source panel: the passage highlighted between its neighbours, under its headings; 打开原文 opens the PDF page. */
export const SourcePassageShown: Story = {
  args: { scene: 'panel' },
  play: async () => {
    const panel = await within(document.body).findByRole('dialog', { name: '来源 [1]' });
    await waitFor(() => expect(panel.querySelector('mark')).toHaveTextContent('每年享有带薪年假 5 天'));
    await expect(panel).toHaveTextContent('第二章 休假制度 › 2.1 年假');
    await userEvent.click(within(panel).getByRole('button', { name: '打开原文' }));
    await expect(opened).toHaveBeenCalledWith(sourceFixture);
  },
};

/** A cited note: no page, and 打开笔记. */
export const NotePassage: Story = {
  args: { scene: 'panel', source: noteSourceFixture, passage: notePassageFixture },
  play: async () => {
    const panel = await within(document.body).findByRole('dialog', { name: '来源 [2]' });
    await expect(await within(panel).findByRole('button', { name: '打开笔记' })).toBeVisible();
  },
};

/** Its document was deleted: 来源已删除, the card's name, page and snippet kept; nothing to open. */
export const SourceDeleted: Story = {
  args: { scene: 'panel', passage: null },
  play: async () => {
    const panel = await within(document.body).findByRole('dialog', { name: '来源 [1]' });
    await expect(await within(panel).findByText('来源已删除')).toBeVisible();
    await expect(within(panel).queryByRole('button', { name: '打开原文' })).toBeNull();
  },
};

/** The passage could not be loaded: the reason and 重试. */
export const SourceFailed: Story = {
  args: { scene: 'panel', passage: 'fails' },
  play: async () => {
    const panel = await within(document.body).findByRole('dialog', { name: '来源 [1]' });
    await expect(await within(panel).findByRole('alert')).toHaveTextContent('原文段落加载失败');
    await expect(within(panel).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const SourceLoading: Story = {
  args: { scene: 'panel', passage: 'pending' },
  play: async () => {
    const panel = await within(document.body).findByRole('dialog', { name: '来源 [1]' });
    await expect(within(panel).getByRole('progressbar', { name: '正在加载原文段落' })).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Sources' })).toHaveTextContent('page 3');
    await expect(canvas.getByRole('button', { name: /Ask in/ })).toHaveTextContent('All knowledge bases');
  },
};

export const TraditionalChinese: Story = {
  args: { scene: 'panel' },
  globals: { locale: 'zh-TW' },
  play: async () => {
    const panel = await within(document.body).findByRole('dialog', { name: '來源 [1]' });
    await expect(await within(panel).findByRole('button', { name: '開啟原文' })).toBeVisible();
  },
};
