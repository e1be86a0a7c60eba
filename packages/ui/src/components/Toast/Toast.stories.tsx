import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastRegion, type ToastRegionProps } from './Toast';
import { createToastQueue, toastTones, type ShowToastOptions, type ToastTone } from './toastQueue';

type Args = Pick<ToastRegionProps, 'closeLabel'>;
type Shown = { tone: ToastTone; message: string } & ShowToastOptions;

/** A region whose queue is filled once, on mount, with toasts that stay until closed (deterministic). */
function StaticToasts({ toasts, closeLabel }: { toasts: Shown[]; closeLabel: string }) {
  const [{ queue }] = useState(() => {
    const controller = createToastQueue({ maxVisibleToasts: toasts.length, timeout: 0 });
    // The queue puts the newest first: add in reverse so the list reads top-down as given.
    for (const { tone, message, ...options } of [...toasts].reverse()) controller.show(tone, message, options);
    return controller;
  });
  return <ToastRegion queue={queue} closeLabel={closeLabel} />;
}

/** A button that shows a toast through a queue with the given options. */
function ToastDemo({ label, toast, timeout, closeLabel }: { label: string; toast: Shown; timeout?: number; closeLabel: string }) {
  const [controller] = useState(() => createToastQueue({ timeout }));
  const { tone, message, ...options } = toast;
  return (
    <>
      <Button onPress={() => controller.show(tone, message, options)}>{label}</Button>
      <ToastRegion queue={controller.queue} closeLabel={closeLabel} />
    </>
  );
}

const meta = {
  title: 'Feedback/Toast',
  // Stories build their own queue, so the controls are only the region's labels.
  tags: ['mobile'],
  parameters: { layout: 'fullscreen' },
  args: { closeLabel: 'Close' },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<Args>;

const toasts = () => within(document.body).queryAllByRole('alertdialog');

/** Every tone, message only. */
export const Tones: Story = {
  render: ({ closeLabel }) => <StaticToasts closeLabel={closeLabel} toasts={toastTones.map((tone) => ({ tone, message: `A ${tone} message` }))} />,
  play: async () => {
    await waitFor(() => expect(toasts()).toHaveLength(toastTones.length));
  },
};

/** Every tone with a title; the message becomes the description. */
export const WithTitle: Story = {
  render: ({ closeLabel }) => (
    <StaticToasts
      closeLabel={closeLabel}
      toasts={toastTones.map((tone) => ({ tone, title: `${tone[0]!.toUpperCase()}${tone.slice(1)}`, message: `Details of the ${tone} message` }))}
    />
  ),
  play: async () => {
    const [first] = await within(document.body).findAllByRole('alertdialog');
    await expect(first).toHaveAccessibleName('Success');
    await expect(first).toHaveAccessibleDescription('Details of the success message');
  },
};

/**
 * Keyboard path: Enter shows a toast, Enter again within 3 s adds no second one, F6 jumps to
 * the toast region, Tab reaches the × button, Enter closes the toast and focus goes back.
 */
export const Keyboard: Story = {
  render: ({ closeLabel }) => <ToastDemo closeLabel={closeLabel} label="Save" toast={{ tone: 'success', message: 'Saved' }} />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Save' });
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toasts()).toHaveLength(1));
    await userEvent.keyboard('{F6}');
    const region = within(document.body).getByRole('region');
    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
    const close = within(region).getByRole('button', { name: 'Close' });
    for (let step = 0; step < 4 && document.activeElement !== close; step += 1) await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toasts()).toHaveLength(0));
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** timeout: the toast closes by itself (1 s here; 5 s by default). */
export const AutoDismiss: Story = {
  render: ({ closeLabel }) => <ToastDemo closeLabel={closeLabel} label="Copy" timeout={1000} toast={{ tone: 'info', message: 'Copied to the clipboard' }} />,
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Copy' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toasts()).toHaveLength(1));
    await waitFor(() => expect(toasts()).toHaveLength(0), { timeout: 3000 });
  },
};

export const LongLabel: Story = {
  render: ({ closeLabel }) => (
    <StaticToasts
      closeLabel={closeLabel}
      toasts={[
        {
          tone: 'warning',
          title: 'Your membership expires in three days and automatic renewal is turned off',
          message: 'Renew before the end of the month to keep every advanced model, your saved conversations and the early-supporter price.',
        },
        { tone: 'error', message: 'The upload failed because the file is larger than the 20 MB limit for free accounts' },
      ]}
    />
  ),
};

export const Chinese: Story = {
  args: { closeLabel: '关闭' },
  render: ({ closeLabel }) => (
    <StaticToasts
      closeLabel={closeLabel}
      toasts={[
        { tone: 'success', title: '签到成功', message: '获得 20 积分，已连续签到 3 天' },
        { tone: 'error', message: '登录已过期，请重新登录' },
        { tone: 'warning', message: '积分将于 7 天后过期' },
        { tone: 'info', message: '暂无对话' },
      ]}
    />
  ),
  play: async () => {
    await expect(await within(document.body).findByRole('alertdialog', { name: '登录已过期，请重新登录' })).toBeVisible();
  },
};
