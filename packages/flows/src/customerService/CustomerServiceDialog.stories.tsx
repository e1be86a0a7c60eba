import { dialogA11yPlay } from '@lingxi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator } from '../i18n';
import type { Notice } from '../session/notify';
import { clearLiveAnnouncer, DialogStoryHarness, keyboardOpener } from '../storyKit';
import { CustomerService, type CustomerServiceServices } from './CustomerServiceDialog';
import { customerServiceCatalog } from './messages';

/** A stand-in for the operator's uploaded QR image. */
const qrImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21" shape-rendering="crispEdges"><rect width="21" height="21" fill="#fff"/><path d="M1 1h7v7H1zM13 1h7v7h-7zM1 13h7v7H1z" fill="none" stroke="#000" stroke-width="1.4"/><path d="M3 3h3v3H3zM15 3h3v3h-3zM3 15h3v3H3zM10 2h2v2h-2zM9 6h2v3H9zM12 10h3v2h-3zM10 13h2v2h-2zM14 14h4v2h-4zM16 17h2v2h-2zM10 17h3v2h-3z"/></svg>',
)}`;

type StoryArgs = Omit<CustomerServiceServices, 'notify'> & { notify: (notice: Notice) => void };

function CustomerServiceHarness({ locale, notify, ...services }: StoryArgs & { locale: string }) {
  const t = createTranslator([customerServiceCatalog], locale);
  return (
    <DialogStoryHarness t={t} trigger={t('customerService.entry')} closeLabel={t('customerService.close')} notify={notify}>
      {(entry) => (entry.isOpen ? <CustomerService t={t} {...services} notify={entry.notify} onDone={() => entry.onOpenChange(false)} /> : null)}
    </DialogStoryHarness>
  );
}

const meta = {
  title: 'Flows/CustomerService',
  tags: ['mobile'],
  beforeEach: clearLiveAnnouncer,
  args: { chatOnline: '', loadQrCode: async () => qrImage, openLink: fn(), notify: fn() },
  render: (args, { globals }) => <CustomerServiceHarness {...args} locale={String(globals.locale ?? 'zh-CN')} />,
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = '联系客服';
const openWithKeyboard = keyboardOpener(trigger);
const press = async (canvasElement: HTMLElement, name = trigger) => {
  within(canvasElement).getByRole('button', { name }).focus();
  await userEvent.keyboard('{Enter}');
};

/** No online address: the operator's QR image in a dialog; the shared dialog suite runs first. */
export const QrImage: Story = {
  play: async (context) => {
    await dialogA11yPlay({ trigger, title: '联系客服' })(context);
    const dialog = await openWithKeyboard(context);
    await expect(within(dialog).getByRole('img', { name: '客服微信二维码' })).toHaveAttribute('src', qrImage);
    await expect(within(dialog).getByText('微信扫一扫，添加客服')).toBeVisible();
    await expect(context.args.openLink).not.toHaveBeenCalled();
  },
};

/** An online address (chatOnline) opens in a new tab; no dialog, no QR call. */
export const OnlineAddress: Story = {
  args: { chatOnline: 'https://kefu.example.com/chat', loadQrCode: fn(async () => qrImage) },
  play: async ({ args, canvasElement }) => {
    await press(canvasElement);
    await waitFor(() => expect(args.openLink).toHaveBeenCalledWith('https://kefu.example.com/chat'));
    await expect(args.loadQrCode).not.toHaveBeenCalled();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** Neither set: SPEC §8's warning, no dialog. */
export const NotConfigured: Story = {
  args: { loadQrCode: async () => '' },
  play: async ({ args, canvasElement }) => {
    await press(canvasElement);
    await expect(await within(document.body).findByText('请先前往后台管理系统【关注我们】页面配置在线客服系统地址后再使用！')).toBeVisible();
    await expect(args.notify).toHaveBeenCalledWith({ tone: 'warning', message: { key: 'customerService.notConfigured' } });
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** The QR call failed: an error toast, no dialog. */
export const LoadFailed: Story = {
  args: { loadQrCode: async () => Promise.reject(new Error('offline')) },
  play: async ({ canvasElement }) => {
    await press(canvasElement);
    await expect(await within(document.body).findByText('客服信息加载失败，请稍后再试')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const dialog = await keyboardOpener('Customer service')(context);
    await expect(within(dialog).getByRole('img', { name: 'Customer service WeChat QR code' })).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async (context) => {
    const dialog = await keyboardOpener('聯繫客服')(context);
    await expect(within(dialog).getByText('微信掃一掃，添加客服')).toBeVisible();
  },
};
