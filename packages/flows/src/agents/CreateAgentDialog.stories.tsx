import { ApiError } from '@lingxi/api-client';
import { dialogA11yPlay } from '@lingxi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appLogoFixture } from '../appStore/appStoreFixtures';
import { CreateAppDialog } from '../appStore/CreateAppDialog';
import { createTranslator } from '../i18n';
import type { Notice } from '../session/notify';
import { clearLiveAnnouncer, DialogStoryHarness, keyboardOpener } from '../storyKit';
import { agentFormServices, type AgentStoreServices } from './agentForm';
import { agentCategoriesFixture, agentModelsFixture, myAgentsFixture } from './agentsFixtures';
import { type Agent, agentAsMyApp } from './agentsTypes';
import { agentsCatalogs } from './messages';

interface StoryArgs {
  /** Edit this own agent; null creates one. */
  agent: Agent | null;
  saveAgent: AgentStoreServices['saveAgent'];
  notify: (notice: Notice) => void;
}

/** The create-agent dialog as /gpts opens it: dialog 7 with the model field, saving through POST /gpts/set. */
function Harness({ agent, saveAgent, notify, locale }: StoryArgs & { locale: string }) {
  const t = createTranslator(agentsCatalogs, locale);
  const services = agentFormServices({
    loadCategories: async () => agentCategoriesFixture,
    loadTab: async () => ({ rows: [], count: 0 }),
    query: async () => ({ rows: [], count: 0 }),
    collect: async () => '',
    createChat: () => Promise.reject(new Error('unused')),
    deleteAgent: async () => null,
    uploadLogo: async () => appLogoFixture(99),
    loadModels: async () => agentModelsFixture,
    saveAgent,
  });
  return (
    <DialogStoryHarness t={t} trigger={t(agent ? 'appStore.form.editTitle' : 'agents.create')} closeLabel={t('appStore.close')} notify={notify}>
      {(dialog) => <CreateAppDialog t={t} {...dialog} services={services} app={agent && agentAsMyApp(agent)} modelId={agent?.modelId ?? 0} />}
    </DialogStoryHarness>
  );
}

const meta = {
  title: 'Flows/CreateAgentDialog',
  tags: ['mobile'],
  beforeEach: clearLiveAnnouncer,
  args: { agent: null, saveAgent: async (): Promise<unknown> => ({ id: 99 }), notify: fn() },
  render: (args, { globals }) => <Harness {...args} locale={String(globals.locale ?? 'zh-CN')} />,
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const showField = (dialog: HTMLElement, field: string) => dialog.querySelector(`[data-field="${field}"]`)?.scrollIntoView({ block: 'start' });

/** 创建智能体: the model field under the category, 站点默认模型 chosen; its list offers the operator's models (keyboard). */
export const ModelChoice: Story = {
  play: async (context) => {
    await dialogA11yPlay({ trigger: '创建智能体', title: '创建智能体' })(context);
    const dialog = await keyboardOpener('创建智能体')(context);
    const fields = [...dialog.querySelectorAll('[data-field]')].map((field) => field.getAttribute('data-field'));
    await expect(fields).toEqual(['catId', 'modelId', 'name', 'preset', 'des', 'demoData', 'coverImg', 'public']);
    const model = within(dialog).getByRole('button', { name: /模型/ });
    await expect(model).toHaveTextContent('站点默认模型');
    // Open with Enter: 站点默认模型 first, then the operator's models; the arrow and Enter choose the next one.
    model.focus();
    await userEvent.keyboard('{Enter}');
    const options = await within(document.body).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['站点默认模型', ...agentModelsFixture.map((choice) => choice.modelName)]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(model).toHaveTextContent(agentModelsFixture[0]!.modelName));
  },
};

/** Submitting the empty form: §5's messages under their fields (the model has none), focus on the first (分类). */
export const Required: Story = {
  play: async (context) => {
    const dialog = await keyboardOpener('创建智能体')(context);
    await userEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/分类/));
    await expect(within(dialog).getByRole('textbox', { name: '应用名称' })).toHaveAccessibleDescription('请输入应用名称');
    await expect(within(dialog).getByRole('button', { name: /模型/ })).toHaveAccessibleDescription(/智能体回答时使用的模型/);
    await expect(context.args.notify).not.toHaveBeenCalled();
  },
};

/** 编辑智能体, refused by the server with 模型不存在或已停用 (a model disabled meanwhile): said under the model field, focused. */
export const ModelRefused: Story = {
  args: {
    agent: myAgentsFixture.find((agent) => agent.status === 'rejected')!,
    saveAgent: () => Promise.reject(new ApiError(400, '模型不存在或已停用')),
  },
  play: async (context) => {
    const dialog = await keyboardOpener('编辑智能体')(context);
    await expect(within(dialog).getByRole('textbox', { name: '应用名称' })).toHaveValue('星座运势');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    // Asked afresh each time: the select is drawn again once the save is answered.
    const model = () => within(dialog).getByRole('button', { name: /模型/ });
    await waitFor(() => expect(model()).toHaveAccessibleDescription(/模型不存在或已停用/));
    await waitFor(() => expect(model()).toHaveFocus());
    // Under its field, not above the buttons.
    await expect(
      within(dialog)
        .queryAllByRole('alert')
        .some((alert) => alert.textContent?.includes('模型不存在或已停用')),
    ).toBe(false);
    showField(dialog, 'catId');
  },
};

/** Edit an agent in English: its model chosen (DeepSeek-V3), Save. */
export const EnglishEdit: Story = {
  globals: { locale: 'en' },
  args: { agent: myAgentsFixture.find((agent) => agent.modelId === 12)! },
  play: async (context) => {
    const dialog = await keyboardOpener('Edit agent')(context);
    await expect(dialog).toHaveAccessibleName('Edit agent');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Model/ })).toHaveTextContent('DeepSeek-V3'));
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};
