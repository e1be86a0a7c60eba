import { dialogA11yPlay } from '@lingxi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator } from '../i18n';
import type { Notice } from '../session/notify';
import { clearLiveAnnouncer, DialogStoryHarness, keyboardOpener, settleAnnouncements } from '../storyKit';
import { appCategoriesFixture, appLogoFixture, myAppsFixture } from './appStoreFixtures';
import type { MyApp } from './appStoreTypes';
import { CreateAppDialog } from './CreateAppDialog';
import type { CreateAppServices } from './createApp.machine';
import { appStoreCatalog } from './messages';

const never = () => new Promise<never>(() => undefined);

interface StoryArgs {
  uploadLogo: CreateAppServices['uploadLogo'];
  saveApp: CreateAppServices['saveApp'];
  app: MyApp | null;
  notify: (notice: Notice) => void;
  onSaved: (appId: number | null) => void;
}

function Harness({ locale, uploadLogo, saveApp, app, notify, onSaved }: StoryArgs & { locale: string }) {
  const t = createTranslator([appStoreCatalog], locale);
  const services: CreateAppServices = { loadCategories: async () => appCategoriesFixture, uploadLogo, saveApp };
  return (
    <DialogStoryHarness t={t} trigger={t(app ? 'appStore.form.editTitle' : 'appStore.create')} closeLabel={t('appStore.close')} notify={notify}>
      {(dialog) => <CreateAppDialog t={t} {...dialog} services={services} app={app} categories={appCategoriesFixture} onSaved={onSaved} />}
    </DialogStoryHarness>
  );
}

const meta = {
  title: 'Flows/CreateAppDialog',
  tags: ['mobile'],
  beforeEach: clearLiveAnnouncer,
  args: {
    uploadLogo: async (_file, { onProgress }) => {
      onProgress(100);
      return appLogoFixture(99);
    },
    saveApp: async (): Promise<unknown> => ({ id: 99 }),
    app: null,
    notify: fn(),
    onSaved: fn(),
  },
  render: (args, { globals }) => <Harness {...args} locale={String(globals.locale ?? 'zh-CN')} />,
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const openWithKeyboard = keyboardOpener('创建应用');
const picture = (name: string, type: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type });
const fileInput = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Scrolls the dialog's body to a field, for the shot. */
const showField = (dialog: HTMLElement, field: string, block: ScrollLogicalPosition) =>
  dialog.querySelector(`[data-field="${field}"]`)?.scrollIntoView({ block });

/** Picks a category with the pointer (the select's popover). */
async function chooseCategory(dialog: HTMLElement, name: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: /分类/ }));
  await userEvent.click(await within(document.body).findByRole('option', { name }));
}

/** The empty form, fields in SPEC §5's order; the shared dialog suite runs first. */
export const Empty: Story = {
  play: async (context) => {
    await dialogA11yPlay({ trigger: '创建应用', title: '创建应用' })(context);
    const dialog = await openWithKeyboard(context);
    const labels = [...dialog.querySelectorAll('[data-field]')].map((field) => field.getAttribute('data-field'));
    await expect(labels).toEqual(['catId', 'name', 'preset', 'des', 'demoData', 'coverImg', 'public']);
    await expect(within(dialog).getByRole('textbox', { name: '应用名称' })).toHaveValue('');
    await expect(within(dialog).getByRole('group', { name: '应用Logo' })).toBeVisible();
    await expect(within(dialog).getByRole('radiogroup', { name: '是否公开' })).toBeVisible();
  },
};

/** Submitting the empty form: every required message in field order, focus on the first (分类). */
export const Required: Story = {
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    await userEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/分类/));
    await expect(within(dialog).getByRole('textbox', { name: '应用名称' })).toHaveAccessibleDescription('请输入应用名称');
    await expect(within(dialog).getByRole('textbox', { name: '预设prompt' })).toHaveAccessibleDescription(/请输入预设prompt/);
    await expect(within(dialog).getByRole('textbox', { name: '应用描述' })).toHaveAccessibleDescription('请输入简短的应用描述');
    await expect(within(dialog).getByRole('textbox', { name: '示例数据' })).toHaveAccessibleDescription(/请输入示例数据、按回车换行表示新增一条/);
    await expect(within(dialog).getByRole('group', { name: '应用Logo' })).toHaveAccessibleDescription('请上传应用Logo');
    await expect(within(dialog).getByRole('radiogroup', { name: '是否公开' })).toHaveAccessibleDescription(/请选择是否公开/);
    await expect(within(dialog).getAllByText('请选择分类').length).toBeGreaterThan(1);
    await expect(context.args.notify).not.toHaveBeenCalled();
  },
};

/**
 * The length messages: the name's on leaving the field (Tab), the rest on submit; then a .gif is refused before any
 * upload with 仅支持 jpg、jpeg、png 格式的图片.
 */
export const TooLongOrShort: Story = {
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    const field = (name: string) => within(dialog).getByRole('textbox', { name });
    await userEvent.type(field('应用名称'), '甲');
    await userEvent.tab();
    await expect(field('应用名称')).toHaveAccessibleDescription('应用名称长度为2-10个字符');
    await chooseCategory(dialog, '职场办公');
    await userEvent.type(field('预设prompt'), '太短');
    field('应用描述').focus();
    await userEvent.paste('描述'.repeat(26));
    field('示例数据').focus();
    await userEvent.paste(`${'示例'.repeat(30)}\n${'示例'.repeat(21)}`);
    await userEvent.click(within(dialog).getByRole('radio', { name: '是' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    await waitFor(() => expect(field('应用名称')).toHaveFocus());
    await expect(field('预设prompt')).toHaveAccessibleDescription(/预设prompt长度为6-1200个字符/);
    await expect(field('应用描述')).toHaveAccessibleDescription('应用描述最多50个字符');
    await expect(field('示例数据')).toHaveAccessibleDescription(/示例数据最多100个字符/);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(dialog), picture('logo.gif', 'image/gif'));
    await expect(within(dialog).getByRole('group', { name: '应用Logo' })).toHaveAccessibleDescription('仅支持 jpg、jpeg、png 格式的图片');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('仅支持 jpg、jpeg、png 格式的图片');
    // The shot shows the preset's, the description's, the examples' and the logo's messages.
    showField(dialog, 'preset', 'start');
  },
};

/** A picture on its way: its name and progress, and 取消上传 (English). */
export const Uploading: Story = {
  globals: { locale: 'en' },
  args: {
    uploadLogo: (_file, { onProgress }) => {
      onProgress(45);
      return never();
    },
  },
  play: async (context) => {
    const dialog = await keyboardOpener('Create app')(context);
    await userEvent.upload(fileInput(dialog), picture('logo.png', 'image/png'));
    const progress = await within(dialog).findByRole('progressbar', { name: 'Uploading logo.png' });
    await expect(progress).toHaveAttribute('aria-valuenow', '45');
    await expect(within(dialog).getByRole('button', { name: 'Cancel the upload' })).toBeVisible();
    showField(dialog, 'coverImg', 'center');
  },
};

/** Keyboard and pointer fill every field; 创建 sends it, 个人应用创建完成！ shows and the dialog closes. */
export const Created: Story = {
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    await chooseCategory(dialog, '写作助手');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '应用名称' }), '周报生成器');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '预设prompt' }), '你是一位擅长写周报的助手。');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '应用描述' }), '一键生成工作周报');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '示例数据' }), '帮我写周报{Enter}把要点整理成周报');
    await userEvent.upload(fileInput(dialog), picture('logo.png', 'image/png'));
    await expect(await within(dialog).findByRole('img', { name: '应用Logo预览' })).toBeVisible();
    within(dialog).getByRole('radio', { name: '否' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(await within(document.body).findByText('个人应用创建完成！')).toBeVisible();
    await expect(context.args.onSaved).toHaveBeenCalledWith(null);
    await settleAnnouncements();
  },
};

/** 编辑应用 (Traditional Chinese): the own app's fields, logo and 是否公开 filled in; 儲存. */
export const EditMode: Story = {
  globals: { locale: 'zh-TW' },
  args: { app: myAppsFixture.find((app) => app.status === 'rejected')! },
  play: async (context) => {
    const dialog = await keyboardOpener('編輯應用')(context);
    await expect(dialog).toHaveAccessibleName('編輯應用');
    await expect(within(dialog).getByRole('textbox', { name: '應用名稱' })).toHaveValue('星座运势');
    await expect(within(dialog).getByRole('img', { name: '應用Logo預覽' })).toBeVisible();
    await expect(within(dialog).getByRole('radio', { name: '是' })).toBeChecked();
    await expect(within(dialog).getByRole('button', { name: '儲存' })).toBeEnabled();
    showField(dialog, 'coverImg', 'center');
  },
};

/** The server refuses the save: its words stay in the dialog, which stays open. */
export const Refused: Story = {
  args: {
    app: myAppsFixture[0]!,
    saveApp: (): Promise<unknown> => Promise.reject(new Error('该应用名称已存在！')),
  },
  play: async (context) => {
    const dialog = await keyboardOpener('编辑应用')(context);
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    const refusal = await within(dialog).findByText('该应用名称已存在！');
    await expect(refusal).toHaveAttribute('role', 'alert');
    await expect(context.args.onSaved).not.toHaveBeenCalled();
    await expect(within(document.body).getByRole('dialog', { name: '编辑应用' })).toBeVisible();
  },
};
