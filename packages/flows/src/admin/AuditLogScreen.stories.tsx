import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncer } from '../storyKit';
import { adminStoryText, never } from './adminStoryKit';
import type { Notice } from '../session/notify';
import type { AuditExportQuery, AuditPage, AuditQuery } from './auditLog.machine';
import { AuditLogScreen } from './AuditLogScreen';
import type { AdminMessageKey } from './messages';

const page: AuditPage = {
  rows: [
    {
      id: 9,
      operatorId: 1,
      operatorName: 'admin',
      action: 'config.secrets',
      target: 'payEpaySecret',
      before: { payEpaySecret: '已修改' },
      after: { payEpaySecret: '已修改' },
      reason: '更换密钥',
      address: '10.0.0.8',
      requestId: 'r9',
      createdAt: '2026-11-27T02:30:00Z',
    },
    {
      id: 8,
      operatorId: 1,
      operatorName: 'admin',
      action: 'config.site',
      target: 'siteName',
      before: { siteName: '灵犀' },
      after: { siteName: '灵犀 AI' },
      reason: '',
      address: '10.0.0.8',
      requestId: 'r8',
      createdAt: '2026-11-27T02:29:10Z',
    },
    {
      id: 7,
      operatorId: null,
      operatorName: null,
      action: 'auth.loginFailed',
      target: 'root',
      before: null,
      after: null,
      reason: '',
      address: '203.0.113.5',
      requestId: 'r7',
      createdAt: '2026-11-27T02:01:00Z',
    },
  ],
  total: 3,
  next: null,
};

type Args = {
  load: (query: AuditQuery) => Promise<AuditPage>;
  exportCsv: (query: AuditExportQuery) => Promise<unknown>;
  notify: (notice: Notice<AdminMessageKey>) => void;
};

const meta = {
  title: 'Admin/AuditLogScreen',
  tags: ['page'],
  beforeEach: clearLiveAnnouncer,
  args: { load: fn(async () => page), exportCsv: fn(async () => null), notify: fn() },
  render: (args, { globals }) => (
    <AuditLogScreen
      {...adminStoryText(globals)}
      load={args.load}
      exportCsv={args.exportCsv}
      notify={args.notify}
      formatTime={(iso) => iso.replace('T', ' ').slice(0, 19)}
    />
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: who, what, to what, the change (secrets only as 已修改), why and from where. */
export const Entries: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: '审计记录' });
    await expect(await within(table).findByText('config.secrets')).toBeVisible();
    await expect(within(table).getByText('{"siteName":"灵犀"} → {"siteName":"灵犀 AI"}')).toBeVisible();
  },
};

/** Keyboard: a family of actions and a day, Enter applies them. */
export const Filter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '操作' }), 'auth.');
    await userEvent.type(canvas.getByRole('textbox', { name: '开始日期' }), '2026-11-27{Enter}');
    await waitFor(() => expect(args.load).toHaveBeenLastCalledWith({ action: 'auth.', from: '2026-11-27', to: '', before: null }));
  },
};

/** Keyboard: the export takes the typed filters; the list follows them. */
export const Export: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '操作' }), 'goods.');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '导出 CSV' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.exportCsv).toHaveBeenCalledWith({ action: 'goods.' }));
    await waitFor(() => expect(args.notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'admin.audit.exported' } }));
    await waitFor(() => expect(args.load).toHaveBeenLastCalledWith({ action: 'goods.', from: '', to: '', before: null }));
  },
};

export const BadDate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByRole('textbox', { name: '开始日期' });
    await userEvent.type(from, '11/27{Enter}');
    await expect(from).toHaveAccessibleDescription('日期格式为 YYYY-MM-DD');
  },
};

export const Empty: Story = { args: { load: fn(async () => ({ rows: [], total: 0, next: null })) } };
export const Loading: Story = { args: { load: fn(never) } };
export const English: Story = { globals: { locale: 'en' } };
export const TraditionalChinese: Story = { globals: { locale: 'zh-TW' } };
