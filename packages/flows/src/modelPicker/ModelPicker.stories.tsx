import { createToastQueue, ToastRegion } from '@lingxi/ui';
import { dialogA11yPlay } from '@lingxi/ui/testing';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { GroupKind, GroupModelConfig } from '../chat/chatTypes';
import { createTranslator, type Translate } from '../i18n';
import { messageText, type Notice } from '../session/notify';
import { clearLiveAnnouncer } from '../storyKit';
import { modelPickerCatalog } from './messages';
import { ModelPicker } from './ModelPicker';
import { provideModelPicker } from './modelPicker.machine';
import type { ModelChange, ModelList, SaveConfigRequest } from './modelServices';
import { claudeSonnet, deepseekConfig, storyModels } from './models.fixtures';

const never = () => new Promise<never>(() => {});

type StoryArgs = {
  loadModels: (kind: GroupKind) => Promise<ModelList>;
  saveConfig: (request: SaveConfigRequest) => Promise<void>;
  requireLogin: () => void;
  modelChanged: (change: ModelChange) => void;
  notify: (notice: Notice) => void;
  onOpenSettings: () => void;
  kind: GroupKind;
  isLoggedIn: boolean;
  isVip: boolean;
  groupId: number | null;
  config: GroupModelConfig | null;
};

const translator = (globals: StoryContext['globals']) => createTranslator([modelPickerCatalog], String(globals.locale ?? 'zh-CN'));

/** The bar as the chat screen holds it: the app applies each change to its group config and toasts the notices. */
function ModelPickerHarness({
  t,
  loadModels,
  saveConfig,
  requireLogin,
  modelChanged,
  notify,
  onOpenSettings,
  isVip,
  kind,
  isLoggedIn,
  groupId,
  config: initialConfig,
}: StoryArgs & { t: Translate }) {
  const [config, setConfig] = useState(initialConfig);
  // Toasts stay until closed: on loaded cores the 5 s timeout can pass before the screenshot.
  const [toasts] = useState(() => createToastQueue({ timeout: 0 }));
  const [machine] = useState(() =>
    provideModelPicker({
      loadModels,
      saveConfig,
      requireLogin,
      modelChanged: (change) => {
        modelChanged(change);
        setConfig(change.config);
      },
      notify: (notice) => {
        notify(notice);
        toasts.show(notice.tone, messageText(t, notice.message));
      },
    }),
  );
  return (
    <>
      <ModelPicker
        machine={machine}
        t={t}
        isVip={isVip}
        kind={kind}
        isLoggedIn={isLoggedIn}
        groupId={groupId}
        config={config}
        onOpenSettings={onOpenSettings}
      />
      <ToastRegion queue={toasts.queue} closeLabel="关闭" aria-label="通知" />
    </>
  );
}

const defaultArgs: StoryArgs = {
  loadModels: async () => ({ rows: storyModels, demoMode: false }),
  saveConfig: async () => {},
  requireLogin: fn(),
  modelChanged: fn(),
  notify: fn(),
  onOpenSettings: fn(),
  kind: 'chat',
  isLoggedIn: true,
  isVip: false,
  groupId: 7,
  config: deepseekConfig,
};

const meta = {
  title: 'Flows/ModelPicker',
  tags: ['mobile'],
  beforeEach: clearLiveAnnouncer,
  args: defaultArgs,
  render: (args, { globals }) => <ModelPickerHarness {...args} t={translator(globals)} />,
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Pick<StoryContext, 'canvasElement' | 'globals'>;

/** Opens the dropdown with Enter on the trigger and waits for the entry animation (half-faded text fails axe). */
async function openPicker({ canvasElement, globals }: PlayContext) {
  const t = translator(globals);
  within(canvasElement)
    .getByRole('button', { name: new RegExp(`^${t('modelPicker.triggerPrefix')}`) })
    .focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await within(document.body).findByRole('dialog', { name: t('modelPicker.title') });
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  return { dialog, t };
}

async function openList(context: PlayContext) {
  const opened = await openPicker(context);
  const listbox = await within(opened.dialog).findByRole('listbox', { name: opened.t('modelPicker.title') });
  return { ...opened, listbox };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The trigger is named by its content: the hidden 模型选择： then the model's name. */
const triggerName = (model: string) => new RegExp(`^模型选择：\\s?${escapeRegExp(model)}$`);
/** An option is named by all its text (name, description, cost): it is found by the start. */
const option = (listbox: HTMLElement, name: string) => within(listbox).getByRole('option', { name: new RegExp(`^${escapeRegExp(name)}`) });

/** Closed: the group's model (DeepSeek-R1) with its cover, the chevron and the 模型设置 button. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: triggerName('DeepSeek-R1 深度思考') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '模型设置' })).toBeVisible();
  },
};

/**
 * Open (not a member): every cost case — 今日免费 for members, 会员免费 with the non-member price,
 * points per use, 免费使用 — long CJK names, a missing cover (initial), no description. The shared
 * dialog suite runs first (keyboard, focus trapped, Escape returns focus).
 */
export const Open: Story = {
  play: async (context) => {
    await dialogA11yPlay({ trigger: /^模型选择：/, title: '模型选择' })(context);
    const { listbox } = await openList(context);
    await expect(within(listbox).getAllByRole('option')).toHaveLength(storyModels.length);
    const current = option(listbox, 'DeepSeek-R1 深度思考');
    await expect(current).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(current).toHaveFocus());
    await expect(current).toHaveAccessibleName(/会员免费 · 非会员 3 高级积分\/次$/);
    await expect(option(listbox, 'GPT-4o mini')).toHaveAccessibleName(/会员每日免费 20 次 · 1 基础积分\/次$/);
    await expect(option(listbox, 'Claude 3.5 Sonnet')).toHaveAccessibleName(/5 高级积分\/次$/);
    await expect(option(listbox, '通义千问 Qwen-Max')).toHaveAccessibleName(/免费使用$/);
  },
};

/** A member: 今日免费 剩余 n/total (vipFreeNum − used, never below 0), 会员免费 alone. */
export const OpenAsMember: Story = {
  args: { isVip: true },
  play: async (context) => {
    const { listbox } = await openList(context);
    await expect(option(listbox, 'GPT-4o mini')).toHaveAccessibleName(/今日免费 剩余 17\/20 · 之后 1 基础积分\/次$/);
    await expect(option(listbox, 'DeepSeek-R1 深度思考')).toHaveAccessibleName(/会员免费$/);
    await expect(option(listbox, '文心一言 4.0 Turbo 超长上下文增强版（企业知识库专用）')).toHaveAccessibleName(/今日免费 剩余 0\/5 · 之后 2 高级积分\/次$/);
  },
};

/** Keyboard: arrows move, Enter chooses Claude; it is saved, the bar shows it and the dropdown closes. */
export const KeyboardChoose: Story = {
  args: { saveConfig: fn(async () => {}) },
  play: async (context) => {
    const { listbox } = await openList(context);
    await waitFor(() => expect(option(listbox, 'DeepSeek-R1 深度思考')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(option(listbox, 'Claude 3.5 Sonnet')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    const trigger = within(context.canvasElement).getByRole('button', { name: triggerName('Claude 3.5 Sonnet') });
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(context.args.saveConfig).toHaveBeenCalledWith({ groupId: 7, config: expect.stringContaining('"model":"claude-3.5-sonnet"') });
    await expect(context.args.modelChanged).toHaveBeenCalledWith(expect.objectContaining({ groupId: 7, model: claudeSonnet }));
  },
};

/** Escape closes the dropdown without a change; focus returns to the trigger. */
export const EscapeCloses: Story = {
  play: async (context) => {
    const { listbox } = await openList(context);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(listbox).not.toBeInTheDocument();
    await waitFor(() => expect(within(context.canvasElement).getByRole('button', { name: triggerName('DeepSeek-R1 深度思考') })).toHaveFocus());
    await expect(context.args.modelChanged).not.toHaveBeenCalled();
  },
};

/** The list has not answered yet. */
export const Loading: Story = {
  args: { loadModels: never },
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('button', { name: triggerName('选择模型') })).toBeVisible();
    const { dialog } = await openPicker(context);
    await expect(within(dialog).getByRole('progressbar', { name: '模型加载中' })).toBeInTheDocument();
  },
};

let loadAttempts = 0;

/** The list failed: the server's text and 重试, which loads it again. */
export const LoadFailed: Story = {
  args: {
    // Odd calls fail, even ones succeed: every mount of the story fails once, then recovers.
    loadModels: async () => ((loadAttempts += 1) % 2 === 1 ? Promise.reject(new Error('服务繁忙，请稍后再试')) : { rows: storyModels, demoMode: false }),
  },
  play: async (context) => {
    const { dialog } = await openPicker(context);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('服务繁忙，请稍后再试');
    await userEvent.click(within(dialog).getByRole('button', { name: '重试' }));
    await expect(await within(dialog).findByRole('listbox')).toBeVisible();
  },
};

/** The failure as it stays on screen (a load that keeps failing). */
export const LoadFailedHeld: Story = {
  args: { loadModels: () => Promise.reject(new Error('服务繁忙，请稍后再试')) },
  play: async (context) => {
    const { dialog } = await openPicker(context);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('服务繁忙，请稍后再试');
  },
};

/** No model is enabled. */
export const Empty: Story = {
  args: { loadModels: async () => ({ rows: [], demoMode: false }) },
  play: async (context) => {
    const { dialog } = await openPicker(context);
    await expect(await within(dialog).findByText('暂无可用模型')).toBeVisible();
  },
};

/** A change being saved: the dropdown stays open with 正在切换到 … until the server answers. */
export const Saving: Story = {
  args: { saveConfig: never },
  play: async (context) => {
    const { listbox, dialog } = await openList(context);
    await userEvent.click(option(listbox, 'Claude 3.5 Sonnet'));
    await expect(await within(dialog).findByRole('progressbar', { name: '正在切换到 Claude 3.5 Sonnet' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('progressbar', { name: '正在切换到 Claude 3.5 Sonnet' }).closest('[aria-busy]')).not.toBeNull();
    await expect(option(listbox, 'DeepSeek-R1 深度思考')).toHaveAttribute('aria-selected', 'true');
  },
};

/** A refused save: the old model stays and the server's message is toasted. */
export const SaveFailed: Story = {
  args: { saveConfig: () => Promise.reject(new Error('当前模型已下线，请选择其他模型')) },
  play: async (context) => {
    const { listbox } = await openList(context);
    await userEvent.click(option(listbox, 'Claude 3.5 Sonnet'));
    await expect(await within(document.body).findByText('当前模型已下线，请选择其他模型')).toBeVisible();
    await expect(context.args.notify).toHaveBeenCalledWith({ tone: 'error', message: { text: '当前模型已下线，请选择其他模型' } });
    await expect(option(listbox, 'DeepSeek-R1 深度思考')).toHaveAttribute('aria-selected', 'true');
    await expect(context.args.modelChanged).not.toHaveBeenCalled();
  },
};

/** A visitor chooses: nothing changes, the dropdown closes and the login dialog is asked for (SPEC §5). */
export const LoggedOutChooseOpensLogin: Story = {
  args: { isLoggedIn: false, config: null, groupId: null },
  play: async (context) => {
    const { listbox } = await openList(context);
    await userEvent.click(option(listbox, 'Claude 3.5 Sonnet'));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(context.args.requireLogin).toHaveBeenCalledTimes(1);
    await expect(within(context.canvasElement).getByRole('button', { name: triggerName('GPT-4o mini') })).toBeVisible();
    await expect(context.args.modelChanged).not.toHaveBeenCalled();
  },
};

/** A visitor's 模型设置 opens the login dialog; a member's opens the settings. */
export const SettingsButton: Story = {
  args: { isLoggedIn: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '模型设置' }));
    await expect(args.requireLogin).toHaveBeenCalledTimes(1);
    await expect(args.onOpenSettings).not.toHaveBeenCalled();
  },
};

/** A logged-in user's 模型设置 opens the settings dialog (the app's `onOpenSettings`). */
export const SettingsButtonLoggedIn: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: '模型设置' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenSettings).toHaveBeenCalledTimes(1);
    await expect(args.requireLogin).not.toHaveBeenCalled();
  },
};

/** No conversation yet: the choice is kept and reported with groupId null (the app applies it to the group it creates). */
export const NoGroupYet: Story = {
  args: { groupId: null, config: null, saveConfig: fn(async () => {}) },
  play: async (context) => {
    const { listbox } = await openList(context);
    await userEvent.click(option(listbox, '通义千问 Qwen-Max'));
    await expect(await within(context.canvasElement).findByRole('button', { name: triggerName('通义千问 Qwen-Max') })).toBeVisible();
    await expect(context.args.saveConfig).not.toHaveBeenCalled();
    await expect(context.args.modelChanged).toHaveBeenCalledWith(expect.objectContaining({ groupId: null }));
  },
};

/** The server answers from its simulator: a note in the dropdown (the page's 演示模式 badge says it once, not the picker). */
export const DemoMode: Story = {
  args: { loadModels: async () => ({ rows: storyModels, demoMode: true }) },
  play: async (context) => {
    const { dialog } = await openList(context);
    await expect(within(context.canvasElement).queryByText('演示模式')).toBeNull();
    await expect(within(dialog).getByText('未配置模型服务，回答由内置模拟器生成')).toBeVisible();
  },
};

/** A long CJK model name in the bar is cut with an ellipsis. */
export const LongNameInBar: Story = {
  args: { config: { modelInfo: { ...deepseekConfig.modelInfo, model: 'ernie-4.0-turbo-128k' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /文心一言 4.0 Turbo/ })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const { listbox } = await openList(context);
    await expect(option(listbox, 'Claude 3.5 Sonnet')).toHaveAccessibleName(/5 advanced pts\/use$/);
    await expect(within(context.canvasElement).getByRole('button', { name: 'Model settings' })).toBeInTheDocument();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async (context) => {
    const { dialog, listbox } = await openList(context);
    await expect(within(dialog).getByRole('heading', { name: '模型選擇' })).toBeVisible();
    await expect(option(listbox, 'DeepSeek-R1 深度思考')).toHaveAccessibleName(/會員免費 · 非會員 3 高級積分\/次$/);
  },
};
