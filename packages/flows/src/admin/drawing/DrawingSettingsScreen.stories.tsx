import { createToastQueue, ToastRegion } from '@lingxi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator } from '../../i18n';
import { messageText, type Notice } from '../../session/notify';
import { clearLiveAnnouncer, settleAnnouncements } from '../../storyKit';
import { adminStoryText, never } from '../adminStoryKit';
import { adminCatalog } from '../messages';
import { ConfirmCancelled } from '../siteSettings.machine';
import { drawingAdminData } from './drawingAdmin.fixtures';
import { DrawingSettingsScreen, type DrawingSettingsServices } from './DrawingSettingsScreen';
import { drawingAdminCatalog } from './messages';

type Args = DrawingSettingsServices & { notify: (notice: Notice) => void };

function Harness({ globals, notify, ...services }: Args & { globals: Record<string, unknown> }) {
  const { locale } = adminStoryText(globals);
  const t = createTranslator([adminCatalog, drawingAdminCatalog], locale);
  // Toasts stay until closed: on loaded cores the 5 s timeout can pass before the screenshot.
  const [toasts] = useState(() => createToastQueue({ timeout: 0 }));
  return (
    <>
      <DrawingSettingsScreen
        t={t}
        locale={locale}
        services={services}
        notify={(notice) => {
          notify(notice);
          toasts.show(notice.tone, messageText(t, notice.message));
        }}
      />
      <ToastRegion queue={toasts.queue} closeLabel={t('admin.confirm.close')} aria-label={t('admin.notifications')} />
    </>
  );
}

const meta = {
  title: 'Admin/DrawingSettingsScreen',
  tags: ['page'],
  beforeEach: clearLiveAnnouncer,
  args: {
    load: fn(async () => drawingAdminData()),
    save: fn(async () => null),
    saveRouting: fn(async () => null),
    notify: fn(),
  },
  render: (args, { globals }) => <Harness {...args} globals={globals} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { load: fn(never) } };

const field = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('textbox', { name });

/** Modes, the nine prices, members' free drawings, limits, translation and words, then the proxy. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await field(canvasElement, '快速·绘图')).toHaveValue('4');
    await expect(canvas.getByRole('textbox', { name: '极速·其他' })).toHaveValue('2');
    await expect(canvas.getByRole('checkbox', { name: '慢速' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: '每人同时进行的任务数' })).toHaveValue('3');
    await expect(canvas.getByRole('textbox', { name: '通用接口地址' })).toHaveValue('https://mj.example.com');
    await expect(canvas.getByText('已设置')).toBeVisible();
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};

/** No proxy anywhere: the screen says the simulator draws. */
export const DemoMode: Story = {
  args: {
    load: fn(async () =>
      drawingAdminData({ demoMode: true, secretSet: false, routing: { ...drawingAdminData().routing, mjProxyHost: '', mjProxyImgUrl: '' } }),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('note')).toHaveTextContent('未配置绘画接口：当前由内置模拟器作图（演示模式）');
    await expect(within(canvasElement).getByRole('button', { name: '清除 接口密钥（mj-api-secret）' })).toBeDisabled();
  },
};

/** Only the changed settings are sent: a price, a mode off, the chips one per line. */
export const EditAndSave: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const price = await field(canvasElement, '快速·绘图');
    await userEvent.click(price);
    await userEvent.keyboard('{Control>}a{/Control}6');
    await userEvent.click(canvas.getByRole('checkbox', { name: '极速' }));
    const chips = canvas.getByRole('textbox', { name: '提示词推荐' });
    await userEvent.click(chips);
    await userEvent.keyboard('{Control>}{End}{/Control}{Enter}国潮');
    await userEvent.click(canvas.getByRole('button', { name: '保存设置' }));
    await waitFor(() =>
      expect(args.save).toHaveBeenCalledWith({ fast_mjDeduction1: 6, mjModes: [1, 2], drawSuggestWords: ['赛博朋克', '水彩', '电影感', '国潮'] }),
    );
    await expect(await within(document.body).findByText('绘画设置已保存')).toBeVisible();
    await waitFor(() => expect(args.load).toHaveBeenCalledTimes(2));
    await settleAnnouncements();
  },
};

/** Values the server would refuse are marked and nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cap = await field(canvasElement, '每人同时进行的任务数');
    await userEvent.click(cap);
    await userEvent.keyboard('{Control>}a{/Control}0');
    for (const mode of ['快速', '慢速', '极速']) await userEvent.click(canvas.getByRole('checkbox', { name: mode }));
    await userEvent.click(canvas.getByRole('button', { name: '保存设置' }));
    await expect(await canvas.findByText('请输入范围内的整数')).toBeVisible();
    await expect(cap).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('请至少开启一种模式')).toBeVisible();
    await expect(args.save).not.toHaveBeenCalled();
    await expect(await within(document.body).findByText('请先修正标出的字段')).toBeVisible();
    await settleAnnouncements();
  },
};

/** A new mode address and secret go to the confirmation; an address that is not http(s) is refused first. */
export const Routing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const relax = await field(canvasElement, '慢速模式地址');
    await userEvent.type(relax, 'relax.example.com');
    await userEvent.click(canvas.getByRole('button', { name: '保存接口' }));
    await expect(await canvas.findByText('请输入 http:// 或 https:// 开头的地址，或留空')).toBeVisible();
    await userEvent.clear(relax);
    await userEvent.type(relax, 'https://relax.example.com/');
    await userEvent.type(canvas.getByLabelText('接口密钥（mj-api-secret）', { selector: 'input' }), 'new-secret');
    await userEvent.click(canvas.getByRole('button', { name: '保存接口' }));
    await waitFor(() => expect(args.saveRouting).toHaveBeenCalledWith({ mjRelaxProxyHost: 'https://relax.example.com', mjProxySecret: 'new-secret' }));
    await expect(await within(document.body).findByText('绘画接口已更新')).toBeVisible();
    await settleAnnouncements();
  },
};

/** Closing the confirmation keeps the drafts and says nothing. */
export const RoutingCancelled: Story = {
  args: {
    saveRouting: fn(async () => {
      throw new ConfirmCancelled();
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '清除 接口密钥（mj-api-secret）' }));
    await expect(canvas.getByText('将清除')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存接口' }));
    await waitFor(() => expect(args.saveRouting).toHaveBeenCalledWith({ mjProxySecret: null }));
    await expect(canvas.getByText('将清除')).toBeVisible();
    await expect(args.notify).not.toHaveBeenCalled();
  },
};

export const LoadFailed: Story = {
  args: {
    load: fn<DrawingSettingsServices['load']>(async () => {
      throw new Error('网络错误，请稍后重试');
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('网络错误，请稍后重试');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await field(canvasElement, 'Fast · draw')).toHaveValue('4');
    await expect(within(canvasElement).getByRole('heading', { name: 'Drawing proxy' })).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    await expect(await field(canvasElement, '快速·繪圖')).toHaveValue('4');
    await expect(within(canvasElement).getByRole('heading', { name: '繪畫介面' })).toBeVisible();
  },
};
