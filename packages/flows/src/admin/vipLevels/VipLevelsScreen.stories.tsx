import { createToastQueue, ToastRegion } from '@lingxi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator } from '../../i18n';
import { messageText, type Notice } from '../../session/notify';
import { clearLiveAnnouncer, settleAnnouncements } from '../../storyKit';
import type { ConfirmRequest } from '../adminConfirm.machine';
import { adminStoryText, never } from '../adminStoryKit';
import { ConfirmHost, useConfirmed } from '../ConfirmHost';
import { adminCatalog } from '../messages';
import { vipLevelsCatalog } from './messages';
import { vipLevelDeletion } from './requests';
import type { VipLevel, VipLevelSave } from './vipLevels.machine';
import { VipLevelsScreen } from './VipLevelsScreen';

const levels: VipLevel[] = [
  { id: 1, name: '会员', badge: 'VIP', rank: 1, isDefault: true },
  { id: 2, name: '白银会员', badge: 'SVIP', rank: 5, isDefault: false },
  { id: 3, name: '黄金会员', badge: '', rank: 10, isDefault: false },
];

type Args = {
  load: () => Promise<VipLevel[]>;
  save: (save: VipLevelSave) => Promise<VipLevel>;
  /** The confirmed DELETE, sent with its grant (the fake server). */
  perform: (input: { request: ConfirmRequest; grant: string }) => Promise<unknown>;
  notify: (notice: Notice) => void;
};

const storyText = (globals: Record<string, unknown>) => {
  const { locale } = adminStoryText(globals);
  return createTranslator([adminCatalog, vipLevelsCatalog], locale);
};

/** The screen as the app wires it: deletion through `useConfirmed()`, notices as toasts. */
function Screen({ args, t }: { args: Args; t: ReturnType<typeof storyText> }) {
  const confirmed = useConfirmed();
  // Toasts stay until closed: on loaded cores the 5 s timeout can pass before the screenshot.
  const [toasts] = useState(() => createToastQueue({ timeout: 0 }));
  return (
    <>
      <VipLevelsScreen
        t={t}
        services={{
          load: args.load,
          save: args.save,
          remove: (level) => {
            const { request, changes } = vipLevelDeletion(t, level);
            return confirmed(request, changes);
          },
        }}
        notify={(notice) => {
          args.notify(notice);
          toasts.show(notice.tone, messageText(t, notice.message));
        }}
      />
      <ToastRegion queue={toasts.queue} closeLabel={t('admin.confirm.close')} aria-label={t('admin.notifications')} />
    </>
  );
}

const meta = {
  title: 'Admin/VipLevelsScreen',
  tags: ['page'],
  beforeEach: clearLiveAnnouncer,
  args: {
    load: fn(async () => structuredClone(levels)),
    save: fn(async ({ id, body }: VipLevelSave) => ({ id: id ?? 4, isDefault: id === 1, ...body })),
    perform: fn(async () => null),
    notify: fn(),
  },
  render: (args, { globals }) => {
    const t = storyText(globals);
    return (
      <ConfirmHost t={t} services={{ confirm: async () => ({ grant: 'g' }), perform: args.perform }}>
        <Screen args={args} t={t} />
      </ConfirmHost>
    );
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const tableOf = (canvasElement: HTMLElement, name = '会员等级列表') => within(canvasElement).findByRole('grid', { name });
const settled = () => waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());

/** The form's dialog, once its entry animation is over (half-faded text fails axe). */
async function openedDialog(name: string) {
  const dialog = await within(document.body).findByRole('dialog', { name });
  await settled();
  return dialog;
}

/** The keyboard's way to a row's button: the row, → to its first cell, End to its last (编辑), → to 删除; then Enter. */
async function pressRowAction(table: HTMLElement, rowName: string, button: string) {
  const row = (await within(table).findByText(rowName)).closest('[role="row"]') as HTMLElement;
  row.focus();
  await userEvent.keyboard('{ArrowRight}{End}');
  if (button.startsWith('删除')) await userEvent.keyboard('{ArrowRight}');
  await expect(document.activeElement).toHaveAccessibleName(button);
  await userEvent.keyboard('{Enter}');
}

/** The two-step confirmation: checks its line, then confirms with a password and a reason by keyboard. */
async function confirmDeletion(line: string) {
  const dialog = await openedDialog('二次确认');
  await expect(within(dialog).getByText(line)).toBeVisible();
  within(dialog).getByLabelText('密码', { selector: 'input' }).focus();
  await userEvent.paste('secret1');
  within(dialog).getByRole('textbox', { name: '操作原因' }).focus();
  await userEvent.paste('整理等级');
  const submit = within(dialog).getByRole('button', { name: '确认' });
  for (let step = 0; step < 3 && document.activeElement !== submit; step += 1) await userEvent.tab();
  await expect(submit).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  return dialog;
}

const formClosed = async () => {
  await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  await settleAnnouncements();
};

export const Loading: Story = { args: { load: fn(never) } };

export const LoadFailed: Story = {
  args: {
    load: fn<Args['load']>(async () => {
      throw new Error('网络错误，请稍后重试');
    }),
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('网络错误，请稍后重试');
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** Lowest rank first; the default marked and never offered for deletion; badges as members wear them. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement);
    // The rows' text arrives with the loaded levels (the loading row comes first).
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.textContent),
      ).toEqual([expect.stringContaining('会员默认'), expect.stringContaining('白银会员'), expect.stringContaining('黄金会员')]),
    );
    await expect(within(table).getByText('SVIP')).toBeVisible();
    await expect(within(table).getByText('无徽标')).toBeVisible();
    await expect(within(table).queryByRole('button', { name: '删除 会员' })).toBeNull();
    await expect(within(table).getByRole('button', { name: '删除 白银会员' })).toBeVisible();
    await expect(within(canvasElement).getByText('共 3 个等级')).toBeVisible();
  },
};

/** Keyboard only: 新建等级, a rank above the highest proposed, the badge previewed beside a name as typed, Enter saves. */
export const CreateWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await tableOf(canvasElement);
    (await within(canvasElement).findByRole('button', { name: '新建等级' })).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await openedDialog('新建会员等级');
    await expect(within(dialog).getByRole('textbox', { name: '排序值' })).toHaveValue('11');
    within(dialog).getByRole('textbox', { name: '名称' }).focus();
    await userEvent.keyboard('钻石会员');
    await userEvent.tab();
    await userEvent.keyboard('DIAMOND');
    const preview = within(dialog).getByRole('region', { name: '用户看到的样子' });
    await expect(within(preview).getByText('DIAMOND')).toBeVisible();
    await expect(preview).toHaveTextContent('示例用户');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.save).toHaveBeenCalledWith({ id: null, body: { name: '钻石会员', badge: 'DIAMOND', rank: 11 } }));
    await formClosed();
    await expect(await within(await tableOf(canvasElement)).findByText('钻石会员')).toBeVisible();
    await expect(args.notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'admin.vipLevels.created' } });
  },
};

/** Edit the default level: its values in the form; a new rank moves it in the list. */
export const Edit: Story = {
  play: async ({ canvasElement, args }) => {
    await pressRowAction(await tableOf(canvasElement), '会员', '编辑 会员');
    const dialog = await openedDialog('编辑会员等级');
    await expect(within(dialog).getByRole('textbox', { name: '徽标' })).toHaveValue('VIP');
    const rank = within(dialog).getByRole('textbox', { name: '排序值' });
    await userEvent.clear(rank);
    await userEvent.type(rank, '20{Enter}');
    await waitFor(() => expect(args.save).toHaveBeenCalledWith({ id: 1, body: { name: '会员', badge: 'VIP', rank: 20 } }));
    await formClosed();
    const rows = await within(await tableOf(canvasElement)).findAllByRole('row');
    await expect(rows.at(-1)).toHaveTextContent('会员默认');
  },
};

/** Nothing is sent while a field breaks the server's rules; each says why under it. */
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    await tableOf(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '新建等级' }));
    const dialog = await openedDialog('新建会员等级');
    const rank = within(dialog).getByRole('textbox', { name: '排序值' });
    await userEvent.clear(rank);
    await userEvent.type(rank, '1.5');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(within(dialog).getByRole('textbox', { name: '名称' })).toHaveAccessibleDescription('请填写等级名称');
    await expect(rank).toHaveAccessibleDescription(expect.stringContaining('请输入整数'));
    await expect(args.save).not.toHaveBeenCalled();
  },
};

/** The server refuses the save: its message under the form, the form kept as typed. */
export const ServerRefusal: Story = {
  args: {
    save: fn<Args['save']>(async () => {
      throw new Error('等级名称不能为空');
    }),
  },
  play: async ({ canvasElement }) => {
    await pressRowAction(await tableOf(canvasElement), '白银会员', '编辑 白银会员');
    const dialog = await openedDialog('编辑会员等级');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '名称' }), ' Plus{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('等级名称不能为空');
    await expect(within(dialog).getByRole('textbox', { name: '名称' })).toHaveValue('白银会员 Plus');
    await settleAnnouncements();
  },
};

/** Deleted once confirmed (by keyboard): the DELETE of that level; the row leaves the table. */
export const Deleted: Story = {
  play: async ({ canvasElement, args }) => {
    await pressRowAction(await tableOf(canvasElement), '黄金会员', '删除 黄金会员');
    await confirmDeletion('黄金会员（#3）');
    await waitFor(() => expect(args.perform).toHaveBeenCalledWith({ request: { method: 'DELETE', path: '/api/admin/vip-levels/3' }, grant: 'g' }));
    await waitFor(() => expect(within(canvasElement).queryByText('黄金会员')).toBeNull());
    await expect(args.notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'admin.vipLevels.deleted' } });
    await settleAnnouncements();
  },
};

/** A level a package, member or model uses: the server's refusal shows in the confirmation; the row stays. */
export const DeleteRefused: Story = {
  args: {
    perform: fn<Args['perform']>(async () => {
      throw new Error('该等级仍被套餐、会员或模型使用，不能删除');
    }),
  },
  play: async ({ canvasElement }) => {
    await pressRowAction(await tableOf(canvasElement), '白银会员', '删除 白银会员');
    const confirm = await confirmDeletion('白银会员（#2）');
    await expect(await within(confirm).findByRole('alert')).toHaveTextContent('该等级仍被套餐、会员或模型使用，不能删除');
    await expect(within(await tableOf(canvasElement)).getByText('白银会员')).toBeVisible();
    await settleAnnouncements();
  },
};

export const Empty: Story = {
  args: { load: fn(async () => []) },
  play: async ({ canvasElement }) => {
    await expect(await within(await tableOf(canvasElement)).findByText('还没有会员等级')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement, 'Membership levels');
    await expect(await within(table).findByText('Default')).toBeVisible();
    await expect(within(table).getByText('No badge')).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement, '會員等級列表');
    await expect(await within(table).findByText('預設')).toBeVisible();
    await expect(within(table).getByText('無徽標')).toBeVisible();
  },
};
