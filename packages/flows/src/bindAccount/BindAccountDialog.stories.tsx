import { Button, createToastQueue, ToastRegion } from '@lingxi/ui';
import { dialogA11yPlay } from '@lingxi/ui/testing';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator, type Translate } from '../i18n';
import { messageText, type Notice } from '../session/notify';
import type { BindPollResult } from './bindAccount.machine';
import { BindAccountDialog, type BindAccountServices } from './BindAccountDialog';
import { bindAccountCatalog } from './messages';

/** A fixed QR-like picture (not a real code), so screenshots are stable and offline. */
const qrPicture = (() => {
  const size = 25;
  const cells: string[] = [];
  const finder = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="7" height="7"/><rect x="${x + 1}" y="${y + 1}" width="5" height="5" fill="#fff"/><rect x="${x + 2}" y="${y + 2}" width="3" height="3"/>`;
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1) {
      const inFinder = (x < 8 && y < 8) || (x > 16 && y < 8) || (x < 8 && y > 16);
      if (!inFinder && (x * 7 + y * 13 + x * y) % 5 < 2) cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
    }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">${finder(0, 0)}${finder(18, 0)}${finder(0, 18)}${cells.join('')}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
})();

const never = () => new Promise<never>(() => {});
const waiting: BindPollResult = { status: false, msg: '' };

type ServiceArgs = BindAccountServices & { notify: (notice: Notice) => void; onBound: () => void };

function BindAccountHarness({ t, ...args }: ServiceArgs & { t: Translate }) {
  const [isOpen, setOpen] = useState(false);
  // Toasts stay until closed: on loaded cores the 5 s timeout can pass before the screenshot.
  const [toasts] = useState(() => createToastQueue({ timeout: 0 }));
  return (
    <>
      <Button onPress={() => setOpen(true)}>{t('bindAccount.trigger')}</Button>
      <BindAccountDialog
        t={t}
        isOpen={isOpen}
        onOpenChange={setOpen}
        services={args}
        onBound={args.onBound}
        notify={(notice) => {
          args.notify(notice);
          toasts.show(notice.tone, messageText(t, notice.message));
        }}
      />
      <ToastRegion queue={toasts.queue} closeLabel={t('bindAccount.close')} aria-label="Notifications" />
    </>
  );
}

const meta = {
  title: 'Flows/BindAccountDialog',
  tags: ['mobile'],
  args: {
    createBindScene: async () => 'scene-1',
    getBindQrCode: async () => qrPicture,
    pollBind: async () => waiting,
    notify: fn(),
    onBound: fn(),
  },
  render: (args, { globals }) => <BindAccountHarness {...args} t={createTranslator([bindAccountCatalog], String(globals.locale ?? 'zh-CN'))} />,
} satisfies Meta<ServiceArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = '绑定微信';
const title = '绑定微信';

/** Opens the dialog with Enter and waits for the entry animation (half-faded text fails axe). */
async function openWithKeyboard({ canvasElement }: Pick<StoryContext, 'canvasElement'>) {
  within(canvasElement).getByRole('button', { name: trigger }).focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await within(document.body).findByRole('dialog');
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  return dialog;
}

/** The shared dialog suite, then the dialog is opened again and left open for axe and screenshots. */
const suiteThenOpen = async (context: Pick<StoryContext, 'canvasElement'>) => {
  await dialogA11yPlay({ trigger, title })(context);
  return openWithKeyboard(context);
};

/** Scene created, QR shown, polling every second while nobody has scanned. */
export const Waiting: Story = {
  play: async (context) => {
    const dialog = await suiteThenOpen(context);
    await expect(await within(dialog).findByRole('img', { name: '绑定微信的二维码' })).toBeVisible();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('等待扫码…');
  },
};

/** The scene or QR call has not answered yet. */
export const Loading: Story = {
  args: { createBindScene: never },
  play: async (context) => {
    const dialog = await suiteThenOpen(context);
    await expect(within(dialog).getByRole('progressbar', { name: '二维码加载中' })).toBeInTheDocument();
  },
};

/** The server refused the binding: polling stops, its text shows with a new-QR button. */
export const Failed: Story = {
  args: { pollBind: async () => ({ status: false, msg: '该微信已绑定其他账号，请更换微信后重试' }) },
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    await expect(await within(dialog).findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('该微信已绑定其他账号，请更换微信后重试');
    await expect(within(dialog).getByRole('button', { name: '刷新二维码' })).toBeVisible();
  },
};

/** The scene call failed without a text: the dialog's own words. */
export const LoadFailed: Story = {
  args: { createBindScene: async () => Promise.reject(new Error('')) },
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('二维码加载失败');
  },
};

/** Keyboard path: Tab to 刷新二维码, Enter fetches a new scene and its QR. */
export const RetryWithKeyboard: Story = {
  args: {
    createBindScene: (() => {
      let calls = 0;
      return async () => {
        calls += 1;
        if (calls % 2 === 1) throw new Error('网络异常，请稍后重试');
        return 'scene-2';
      };
    })(),
  },
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    await within(dialog).findByRole('alert');
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: '刷新二维码' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByRole('img', { name: '绑定微信的二维码' })).toBeVisible();
  },
};

/** Scanned and bound: success toast, user info reloads, the dialog closes. */
export const Bound: Story = {
  args: { pollBind: async () => ({ status: true, msg: '' }) },
  play: async (context) => {
    await openWithKeyboard(context);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await expect(context.args.onBound).toHaveBeenCalledTimes(1);
    await expect(context.args.notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'bindAccount.success' } });
    await expect(await within(document.body).findByText('微信绑定成功')).toBeVisible();
  },
};

export const English: Story = { globals: { locale: 'en' }, play: async (context) => void (await openWithKeyboardNamed(context, 'Link WeChat')) };

export const TraditionalChinese: Story = { globals: { locale: 'zh-TW' }, play: async (context) => void (await openWithKeyboardNamed(context, '綁定微信')) };

async function openWithKeyboardNamed({ canvasElement }: Pick<StoryContext, 'canvasElement'>, name: string) {
  within(canvasElement).getByRole('button', { name }).focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await within(document.body).findByRole('dialog', { name });
  await within(dialog).findByRole('img');
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
}
