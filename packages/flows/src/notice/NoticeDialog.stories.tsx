import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator } from '../i18n';
import { noticeCatalog } from './messages';
import { NoticeDialog } from './NoticeDialog';

const shortNotice = '<p>欢迎使用灵犀！新用户注册即送积分，每日签到还有额外奖励。</p><p>如遇问题，请在「个人设置」中联系客服。</p>';
const longNotice = Array.from(
  { length: 14 },
  (_, index) =>
    `<h3>第 ${index + 1} 项更新</h3><p>绘画、音乐与视频模块持续优化：生成速度更快，失败的任务会自动退还积分。<a href="https://lingxi.example/changelog">查看更新日志</a></p>`,
).join('');

const meta = {
  title: 'Flows/NoticeDialog',
  component: NoticeDialog,
  tags: ['mobile'],
  args: { isOpen: true, title: '欢迎使用灵犀', html: shortNotice, onSnooze: fn(), onClose: fn(), t: createTranslator([noticeCatalog], 'zh-CN') },
  render: (args, { globals }) => <NoticeDialog {...args} t={createTranslator([noticeCatalog], String(globals.locale ?? 'zh-CN'))} />,
} satisfies Meta<typeof NoticeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Short: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: '欢迎使用灵犀' }));
    await userEvent.click(dialog.getByRole('button', { name: '24小时不再提示' }));
    await expect(args.onSnooze).toHaveBeenCalledOnce();
  },
};

/** A long notice scrolls inside its 500 px body; the dialog keeps its 880 px limit. */
export const Long: Story = {
  args: { title: '版本更新公告', html: longNotice },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: '版本更新公告' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(880);
    const body = dialog.querySelector('div > h3')?.parentElement;
    await expect(body?.getBoundingClientRect().height).toBeLessThanOrEqual(500);
    await expect(body!.scrollHeight).toBeGreaterThan(500);
  },
};

/** No title from the operator: the dialog is still named. */
export const WithoutTitle: Story = {
  args: { title: '' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: '最新公告' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Escape: Story = {
  play: async ({ args }) => {
    await within(document.body).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
