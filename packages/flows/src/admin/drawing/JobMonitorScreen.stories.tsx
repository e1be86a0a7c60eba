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
import { jobFixture } from './drawingAdmin.fixtures';
import type { JobPage, JobQuery, JobRow } from './jobMonitor.machine';
import { JobMonitorScreen, type JobMonitorServices } from './JobMonitorScreen';
import { drawingAdminCatalog } from './messages';

const open: JobRow[] = [
  jobFixture({ id: 108, status: 'queued' }),
  jobFixture({ id: 107, status: 'running', progress: 62, upstreamId: '1732687200123', username: 'bob', freeUse: true, chargePoints: 0 }),
  jobFixture({ id: 106, status: 'submitting', attempts: 2, error: null, kind: 'image', chargePoints: 8 }),
  jobFixture({ id: 105, status: 'transferring', progress: 100 }),
];
const finished: JobRow[] = [
  jobFixture({ id: 104, status: 'failed', error: 'prompt包含敏感词：forbidden', finishedAt: '2026-11-27T06:01:00Z' }),
  jobFixture({ id: 103, status: 'cancelled', error: '已被管理员取消', finishedAt: '2026-11-27T06:02:00Z' }),
  jobFixture({ id: 102, status: 'succeeded', progress: 100, finishedAt: '2026-11-27T06:03:00Z' }),
];
const counts = { queued: 1, preparing: 0, submitting: 1, running: 1, transferring: 1 };

/** The fake server: the filter's rows, newest first, two a page for 加载更多. */
const serve = async (query: JobQuery): Promise<JobPage> => {
  const all = [...open, ...finished];
  const rows = query.status === 'open' ? open : query.status ? all.filter((row) => row.status === query.status) : all;
  const start = query.before ? rows.findIndex((row) => row.id < query.before!) : 0;
  const page = rows.slice(start, start + query.size);
  return { rows: page, next: start + query.size < rows.length ? (page.at(-1)?.id ?? null) : null, open: counts };
};

type Args = JobMonitorServices & { notify: (notice: Notice) => void };

function Harness({ globals, notify, ...services }: Args & { globals: Record<string, unknown> }) {
  const { locale } = adminStoryText(globals);
  const t = createTranslator([adminCatalog, drawingAdminCatalog], locale);
  const [toasts] = useState(() => createToastQueue({ timeout: 0 }));
  return (
    <>
      <JobMonitorScreen
        t={t}
        services={services}
        formatTime={(iso) => iso.replace('T', ' ').slice(0, 16)}
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
  title: 'Admin/JobMonitorScreen',
  tags: ['page'],
  beforeEach: clearLiveAnnouncer,
  args: { load: fn(serve), cancel: fn(async () => null), notify: fn() },
  render: (args, { globals }) => <Harness {...args} globals={globals} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: '任务列表' });

export const Loading: Story = { args: { load: fn<JobMonitorServices['load']>(never) } };

/** Unfinished jobs with their counts: waiting, drawing at 62 % (a member's free use), retrying, storing. */
export const Unfinished: Story = {
  play: async ({ canvasElement, args }) => {
    const rows = within(await table(canvasElement));
    await expect(await rows.findByText('绘制中 62%')).toBeVisible();
    await expect(rows.getByText('会员免费')).toBeVisible();
    await expect(rows.getByText('DALL·E 绘画')).toBeVisible();
    await expect(rows.getAllByRole('button', { name: /取消任务/ })).toHaveLength(4);
    await expect(args.load).toHaveBeenCalledWith({ status: 'open', size: 30 });
  },
};

/** 全部: finished ones show their reason and no cancel. */
export const All: Story = {
  play: async ({ canvasElement, args }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /状态/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '全部' }));
    await waitFor(() => expect(args.load).toHaveBeenLastCalledWith({ size: 30 }));
    const rows = within(await table(canvasElement));
    await expect(await rows.findByText('prompt包含敏感词：forbidden')).toBeVisible();
    await expect(rows.getAllByRole('button', { name: /取消任务/ })).toHaveLength(4);
  },
};

/** 取消任务 goes through the confirmation; the list is read again and the toast names the job. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const rows = within(await table(canvasElement));
    await userEvent.click(await rows.findByRole('button', { name: '取消任务 #107' }));
    await waitFor(() => expect(args.cancel).toHaveBeenCalledWith(expect.objectContaining({ id: 107, freeUse: true })));
    await expect(await within(document.body).findByText('任务 #107 已取消')).toBeVisible();
    await waitFor(() => expect(args.load).toHaveBeenCalledTimes(2));
    await settleAnnouncements();
  },
};

/** A closed confirmation changes nothing. */
export const CancelClosed: Story = {
  args: {
    cancel: fn(async () => {
      throw new ConfirmCancelled();
    }),
  },
  play: async ({ canvasElement, args }) => {
    const rows = within(await table(canvasElement));
    await userEvent.click(await rows.findByRole('button', { name: '取消任务 #108' }));
    await waitFor(() => expect(args.cancel).toHaveBeenCalled());
    await expect(args.notify).not.toHaveBeenCalled();
    await expect(args.load).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { load: fn<JobMonitorServices['load']>(async () => ({ rows: [], next: null, open: {} })) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('没有符合条件的任务')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: {
    load: fn<JobMonitorServices['load']>(async () => {
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
    const rows = within(await within(canvasElement).findByRole('grid', { name: 'Jobs' }));
    await expect(await rows.findByText('Running 62%')).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    const rows = within(await within(canvasElement).findByRole('grid', { name: '任務列表' }));
    await expect(await rows.findByText('繪製中 62%')).toBeVisible();
  },
};
