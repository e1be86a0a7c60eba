import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '@lingxi/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncer, settleAnnouncements } from '../storyKit';
import { ConfirmChangeDialog, type ConfirmServices } from './ConfirmChangeDialog';
import { adminStoryText } from './adminStoryKit';

type Args = ConfirmServices & { onDone: (result: unknown) => void };

function Harness({ globals, onDone, ...services }: Args & { globals: Record<string, unknown> }) {
  const { t } = adminStoryText(globals);
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onPress={() => setOpen(true)}>{t('admin.site.secretsSave')}</Button>
      {open ? (
        <ConfirmChangeDialog
          t={t}
          input={{
            request: { method: 'POST', path: '/api/admin/config/secrets', body: { values: { payEpaySecret: 'k', openaiApiKey: null } } },
            changes: [
              { label: '易支付密钥', after: '已修改' },
              { label: '默认模型密钥', after: '将清除' },
              { label: '签到奖励积分', before: '5', after: '8' },
            ],
          }}
          services={services}
          onDone={(result) => {
            onDone(result);
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

const meta = {
  title: 'Admin/ConfirmChangeDialog',
  tags: ['mobile'],
  beforeEach: clearLiveAnnouncer,
  args: { confirm: async () => ({ grant: 'g' }), perform: async () => ({ saved: true }), onDone: fn() },
  render: (args, { globals }) => <Harness {...args} globals={globals} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = () => within(document.body).findByRole('dialog');

/** The change, the password and a reason; Tab order and Enter confirm. */
export const Asking: Story = {
  play: async () => {
    const dialog = await dialogOf();
    await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
    await expect(within(dialog).getByText('已修改')).toBeVisible();
    await expect(within(dialog).getByText('5 → 8')).toBeVisible();
  },
};

/** Nothing is sent without the password and the reason. */
export const Required: Story = {
  args: { confirm: fn(async () => ({ grant: 'g' })) },
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await expect(within(dialog).getByRole('textbox', { name: '操作原因' })).toHaveAccessibleDescription('请填写操作原因');
    await expect(args.confirm).not.toHaveBeenCalled();
  },
};

/** A wrong password: the server's message, the password emptied. */
export const WrongPassword: Story = {
  args: {
    confirm: async () => {
      throw new Error('密码错误，未确认');
    },
  },
  play: async () => {
    const dialog = await dialogOf();
    await userEvent.type(within(dialog).getByLabelText('密码', { selector: 'input' }), 'nope123');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '操作原因' }), '更换密钥');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('密码错误，未确认');
    await expect(within(dialog).getByLabelText('密码', { selector: 'input' })).toHaveValue('');
  },
};

/** Confirmed: the request is sent with the grant and the dialog closes with its answer. */
export const Confirmed: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await userEvent.type(within(dialog).getByLabelText('密码', { selector: 'input' }), 'secret1');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '操作原因' }), '更换密钥');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith({ saved: true }));
    // The pending button closed with its dialog: its late announcement is cleared before axe runs.
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    await settleAnnouncements();
  },
};

export const English: Story = { globals: { locale: 'en' }, play: Asking.play };
export const TraditionalChinese: Story = { globals: { locale: 'zh-TW' }, play: Asking.play };
