import { dialogA11yPlay } from '@lingxi/ui/testing';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { GroupKind, GroupModelConfig } from '../chat/chatTypes';
import { createTranslator, type Translate } from '../i18n';
import { groupConfigFor } from '../modelPicker/modelConfig';
import { claudeConfig, deepseekConfig, gpt4oMini, storyModels } from '../modelPicker/models.fixtures';
import type { ModelChange, ModelList, SaveConfigRequest } from '../modelPicker/modelServices';
import type { Notice } from '../session/notify';
import { clearLiveAnnouncer, DialogStoryHarness, keyboardOpener, settleAnnouncements } from '../storyKit';
import { modelSettingsCatalogs } from './messages';
import { provideModelSettings } from './modelSettings.machine';
import { ModelSettingsDialog } from './ModelSettingsDialog';

const never = () => new Promise<never>(() => {});

type StoryArgs = {
  loadModels: (kind: GroupKind) => Promise<ModelList>;
  saveConfig: (request: SaveConfigRequest) => Promise<void>;
  modelChanged: (change: ModelChange) => void;
  notify: (notice: Notice) => void;
  requireLogin: () => void;
  isLoggedIn: boolean;
  isVip: boolean;
  groupId: number | null;
  config: GroupModelConfig | null;
  defaultAdvancedOpen: boolean;
};

const translator = (globals: StoryContext['globals']) => createTranslator(modelSettingsCatalogs, String(globals.locale ?? 'zh-CN'));

function ModelSettingsHarness({
  t,
  loadModels,
  saveConfig,
  modelChanged,
  notify,
  requireLogin,
  isLoggedIn,
  isVip,
  groupId,
  config: initialConfig,
  defaultAdvancedOpen,
}: StoryArgs & { t: Translate }) {
  // The app keeps the group's config: a saved change is what the next opening shows.
  const [config, setConfig] = useState(initialConfig);
  return (
    <DialogStoryHarness t={t} trigger={t('modelSettings.trigger')} closeLabel={t('modelSettings.close')} notify={notify}>
      {(dialog) => (
        <ModelSettingsDialog
          machine={provideModelSettings({
            loadModels,
            saveConfig,
            notify: dialog.notify,
            modelChanged: (change) => {
              modelChanged(change);
              setConfig(change.config);
            },
          })}
          input={{ kind: 'chat', groupId, config }}
          t={t}
          isVip={isVip}
          isLoggedIn={isLoggedIn}
          requireLogin={requireLogin}
          isOpen={dialog.isOpen}
          onOpenChange={dialog.onOpenChange}
          defaultAdvancedOpen={defaultAdvancedOpen}
        />
      )}
    </DialogStoryHarness>
  );
}

const defaultArgs: StoryArgs = {
  loadModels: async () => ({ rows: storyModels, demoMode: false }),
  saveConfig: async () => {},
  modelChanged: fn(),
  notify: fn(),
  requireLogin: fn(),
  isLoggedIn: true,
  isVip: false,
  groupId: 7,
  config: deepseekConfig,
  defaultAdvancedOpen: false,
};

const meta = {
  title: 'Flows/ModelSettingsDialog',
  tags: ['mobile'],
  beforeEach: clearLiveAnnouncer,
  args: defaultArgs,
  render: (args, { globals }) => <ModelSettingsHarness {...args} t={translator(globals)} />,
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Pick<StoryContext, 'canvasElement' | 'globals'>;

async function open(context: PlayContext) {
  const t = translator(context.globals);
  const dialog = await keyboardOpener(t('modelSettings.trigger'))(context);
  return { dialog, t };
}

/** Opens the dialog, waits for the list and expands 高级配置 with the keyboard. */
async function openAdvanced(context: PlayContext) {
  const { dialog, t } = await open(context);
  const toggle = await within(dialog).findByRole('button', { name: t('modelSettings.advanced') });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  toggle.focus();
  await userEvent.keyboard('{Enter}');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(within(dialog).getByRole('region', { name: t('modelSettings.advanced') })).toBeVisible();
  return { dialog, t };
}

const slider = (dialog: HTMLElement, name: string) => within(dialog).getByRole('slider', { name });

/** Presses `keys` on a slider and expects its value after each. */
async function stepSlider(thumb: HTMLElement, steps: [key: string, value: string][]) {
  thumb.focus();
  for (const [key, value] of steps) {
    await userEvent.keyboard(key);
    await waitFor(() => expect(thumb).toHaveValue(value));
  }
}

/** The group's model (DeepSeek-R1) chosen; 高级配置 collapsed. The shared dialog suite runs first. */
export const Default: Story = {
  play: async (context) => {
    await dialogA11yPlay({ trigger: '模型设置', title: '模型设置' })(context);
    const { dialog } = await open(context);
    const listbox = await within(dialog).findByRole('listbox', { name: '选择模型' });
    await expect(within(listbox).getByRole('option', { name: /^DeepSeek-R1 深度思考/ })).toHaveAttribute('aria-selected', 'true');
    await expect(within(dialog).getByRole('button', { name: '高级配置' })).toHaveAttribute('aria-expanded', 'false');
    await expect(within(dialog).queryByRole('slider')).toBeNull();
  },
};

/** keyType 1 (GPT-4o mini): topN up to 1.2 in 0.1 steps; tokens in 100s; rounds in 1s — all by keyboard. */
export const AdvancedKeyType1: Story = {
  args: { config: groupConfigFor(gpt4oMini, { topN: 1, rounds: 8, maxResponseTokens: 4000 }) },
  play: async (context) => {
    const { dialog } = await openAdvanced(context);
    const topN = slider(dialog, '随机性（topN）');
    await expect(topN).toHaveAttribute('max', '1.2');
    await expect(topN).toHaveAccessibleDescription('数值越大，回答越多样、越有创意；数值越小，回答越稳定、越严谨');
    await stepSlider(topN, [
      ['{ArrowRight}', '1.1'],
      ['{ArrowRight}', '1.2'],
      ['{ArrowRight}', '1.2'],
      ['{ArrowLeft}', '1.1'],
    ]);
    await expect(within(dialog).getByText('1.1')).toBeVisible();
    const tokens = slider(dialog, '回复 tokens 上限');
    await expect(tokens).toHaveAttribute('max', '16000');
    await stepSlider(tokens, [
      ['{ArrowRight}', '4100'],
      ['{ArrowLeft}', '4000'],
      ['{ArrowLeft}', '3900'],
    ]);
    const rounds = slider(dialog, '上下文轮数');
    await expect(rounds).toHaveAttribute('max', '12');
    await stepSlider(rounds, [
      ['{ArrowRight}', '9'],
      ['{End}', '12'],
    ]);
  },
};

/** keyType 2 (Claude): topN stops at 1. */
export const AdvancedKeyType2: Story = {
  args: { config: claudeConfig },
  play: async (context) => {
    const { dialog } = await openAdvanced(context);
    const topN = slider(dialog, '随机性（topN）');
    await expect(topN).toHaveAttribute('max', '1');
    await stepSlider(topN, [
      ['{End}', '1'],
      ['{ArrowLeft}', '0.9'],
    ]);
    await expect(slider(dialog, '上下文轮数')).toHaveAttribute('max', '20');
  },
};

/** Choosing another model clamps the settings: Claude's 12 rounds become DeepSeek-R1's maximum 6. */
export const ClampedOnModelChange: Story = {
  args: { config: claudeConfig, defaultAdvancedOpen: true },
  play: async (context) => {
    const { dialog } = await open(context);
    await expect(await within(dialog).findByRole('slider', { name: '上下文轮数' })).toHaveValue('12');
    await userEvent.click(within(dialog).getByRole('option', { name: /^DeepSeek-R1 深度思考/ }));
    await waitFor(() => expect(slider(dialog, '上下文轮数')).toHaveValue('6'));
    await expect(slider(dialog, '上下文轮数')).toHaveAttribute('max', '6');
  },
};

/** 保存 → POST /group/update: 修改当前对话组自定义模型配置成功！ and the dialog closes. */
export const Saved: Story = {
  args: { saveConfig: fn(async () => {}), defaultAdvancedOpen: true },
  play: async (context) => {
    const { dialog } = await open(context);
    await stepSlider(await within(dialog).findByRole('slider', { name: '上下文轮数' }), [['{ArrowLeft}', '3']]);
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(document.body).findByText('修改当前对话组自定义模型配置成功！')).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(context.args.saveConfig).toHaveBeenCalledWith({ groupId: 7, config: expect.stringContaining('"rounds":3') });
    await expect(context.args.notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'modelSettings.success' } });
    await settleAnnouncements();
  },
};

/** The save is under way: 保存 shows its spinner. */
export const Saving: Story = {
  args: { saveConfig: never },
  play: async (context) => {
    const { dialog } = await open(context);
    await within(dialog).findByRole('listbox');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByRole('progressbar', { name: '保存中' })).toBeInTheDocument();
  },
};

/** A refused save only stops the spinner (SPEC §8: the HTTP layer toasts the server's error); the dialog stays. */
export const SaveFailed: Story = {
  args: { saveConfig: fn(() => Promise.reject(new Error('当前模型已下线'))) },
  play: async (context) => {
    const { dialog } = await open(context);
    await within(dialog).findByRole('listbox');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(context.args.saveConfig).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).toBeNull());
    await expect(within(dialog).getByRole('button', { name: '保存' })).toBeEnabled();
    await expect(context.args.notify).not.toHaveBeenCalled();
    await expect(context.args.modelChanged).not.toHaveBeenCalled();
    await settleAnnouncements();
  },
};

export const Loading: Story = {
  args: { loadModels: never },
  play: async (context) => {
    const { dialog } = await open(context);
    await expect(within(dialog).getByRole('progressbar', { name: '模型加载中' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: '保存' })).toBeDisabled();
  },
};

let loadAttempts = 0;

/** The list failed: the server's text and 重试. */
export const LoadFailed: Story = {
  args: {
    // Odd calls fail, even ones succeed: every mount of the story fails once, then recovers.
    loadModels: async () => ((loadAttempts += 1) % 2 === 1 ? Promise.reject(new Error('服务繁忙，请稍后再试')) : { rows: storyModels, demoMode: false }),
  },
  play: async (context) => {
    const { dialog } = await open(context);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('服务繁忙，请稍后再试');
    within(dialog).getByRole('button', { name: '重试' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByRole('listbox')).toBeVisible();
  },
};

/** A visitor: the trigger asks for login instead of opening the dialog (SPEC §6). */
export const LoggedOut: Story = {
  args: { isLoggedIn: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '模型设置' }));
    await waitFor(() => expect(args.requireLogin).toHaveBeenCalledTimes(1));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** No conversation yet: 保存 saves nothing; the change goes to the app (groupId null) and the dialog closes. */
export const NoGroupYet: Story = {
  args: { groupId: null, config: null, saveConfig: fn(async () => {}) },
  play: async (context) => {
    const { dialog } = await open(context);
    await userEvent.click(await within(dialog).findByRole('option', { name: /^Claude 3\.5 Sonnet/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(context.args.saveConfig).not.toHaveBeenCalled();
    await expect(context.args.modelChanged).toHaveBeenCalledWith(expect.objectContaining({ groupId: null }));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { defaultAdvancedOpen: true, config: claudeConfig },
  play: async (context) => {
    const { dialog } = await open(context);
    await expect(await within(dialog).findByRole('slider', { name: 'Randomness (topN)' })).toHaveAttribute('max', '1');
    await expect(within(dialog).getByRole('button', { name: 'Advanced settings' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  args: { defaultAdvancedOpen: true, config: groupConfigFor(gpt4oMini, {}) },
  play: async (context) => {
    const { dialog } = await open(context);
    await expect(await within(dialog).findByRole('slider', { name: '隨機性（topN）' })).toHaveAttribute('max', '1.2');
    await expect(within(dialog).getByRole('button', { name: '儲存' })).toBeVisible();
  },
};
