import { compactPagination } from '@lingxi/ui';
import { dialogA11yPlay } from '@lingxi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator } from '../i18n';
import type { Notice } from '../session/notify';
import { clearLiveAnnouncer, DialogStoryHarness, keyboardOpener, settleAnnouncements } from '../storyKit';
import type { InviteRecordPage, InviteRecordRow, InviteRecordsQuery } from './inviteRecords.machine';
import { formatInviteTime } from './inviteRecords.view';
import { InviteRecordsDialog, inviteRecordCardsQuery, type InviteRecordsServices } from './InviteRecordsDialog';
import { inviteRecordsCatalog } from './messages';

const origin = 'https://lingxi.example.com';
const names = ['林小溪', 'wangdapeng', '陈思远', 'zhao_yutong', '周一鸣', 'liuxing88', '孙悦', 'heqian', '吴桐', 'gaofeng2024'];
const avatar = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#2458d6"/><circle cx="32" cy="26" r="12" fill="#e8efff"/><rect x="12" y="42" width="40" height="22" rx="11" fill="#e8efff"/></svg>',
)}`;

/** 57 fixed invitees, newest first (UTC times; the dialog shows them +8 h). */
const allRows: InviteRecordRow[] = Array.from({ length: 57 }, (_, i) => ({
  avatar: i % 4 === 0 ? avatar : '',
  username: `${names[i % names.length]}${i >= names.length ? i : ''}`,
  email: `friend${i + 1}@example.com`,
  status: i % 3 === 2 ? 0 : 1,
  createdAt: new Date(Date.UTC(2026, 10, 20, 6, 32) - i * 7.5 * 3600 * 1000).toISOString(),
  rewarded: i % 3 === 0,
}));
const pageOf = async ({ page, size }: InviteRecordsQuery): Promise<InviteRecordPage> => ({
  rows: allRows.slice((page - 1) * size, page * size),
  count: allRows.length,
});

const never = () => new Promise<never>(() => {});

type StoryArgs = Omit<InviteRecordsServices, 'copy'> & {
  copy: InviteRecordsServices['copy'] | null;
  code: string | null;
  notify: (notice: Notice) => void;
  rewardPoints: number;
};

function InviteRecordsHarness({ locale, code, notify, copy, rewardPoints, ...services }: StoryArgs & { locale: string }) {
  const t = createTranslator([inviteRecordsCatalog], locale);
  return (
    <DialogStoryHarness t={t} trigger={t('inviteRecords.trigger')} closeLabel={t('inviteRecords.close')} notify={notify}>
      {(dialog) => (
        <InviteRecordsDialog
          t={t}
          {...dialog}
          code={code}
          origin={origin}
          formatDate={formatInviteTime}
          rewardPoints={rewardPoints}
          services={{ ...services, copy: copy ?? undefined }}
        />
      )}
    </DialogStoryHarness>
  );
}

const meta = {
  title: 'Flows/InviteRecordsDialog',
  tags: ['mobile'],
  beforeEach: clearLiveAnnouncer,
  args: {
    code: 'LX8K2Q',
    generateCode: async () => 'LX8K2Q',
    loadPage: pageOf,
    copy: fn(async (_text: string) => {}) as StoryArgs['copy'],
    notify: fn(),
    rewardPoints: 10,
  },
  render: (args, { globals }) => <InviteRecordsHarness {...args} locale={String(globals.locale ?? 'zh-CN')} />,
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = '邀请好友';
const title = '邀请记录';
const link = 'https://lingxi.example.com/?inVitecode=LX8K2Q';

const openWithKeyboard = keyboardOpener(trigger);

/** Below sm (the 375 px shots, a phone) the records are cards; wider, a table. */
const asCards = () => matchMedia(inviteRecordCardsQuery).matches;

/** The shown records: the table's body rows, or the cards. */
const records = (dialog: HTMLElement) =>
  asCards()
    ? within(within(dialog).getByRole('list', { name: '邀请记录' })).getAllByRole('listitem')
    : within(within(dialog).getByRole('grid', { name: '邀请记录' }))
        .getAllByRole('row')
        .slice(1);

/** Waits for an invitee's record: its row header in the table, its name on a card. */
const findInvitee = (dialog: HTMLElement, name: string) =>
  asCards() ? within(dialog).findByText(name, { selector: 'li span' }) : within(dialog).findByRole('rowheader', { name });

/** The link and the first page of 10; the shared dialog suite runs first. */
export const FirstPage: Story = {
  play: async (context) => {
    await dialogA11yPlay({ trigger, title })(context);
    const dialog = await openWithKeyboard(context);
    await expect(within(dialog).getByRole('textbox', { name: '专属邀请链接' })).toHaveValue(link);
    await expect(within(dialog).getByText('每成功邀请一位好友，你将获得 10 积分')).toBeVisible();
    await findInvitee(dialog, '林小溪');
    await waitFor(() => expect(records(dialog)).toHaveLength(10));
    const list = within(records(dialog)[0]!.parentElement!);
    await expect(list.getAllByText('已认证').length).toBeGreaterThan(0);
    await expect(list.getAllByText('未激活').length).toBeGreaterThan(0);
    await expect(list.getAllByText('已领取').length).toBeGreaterThan(0);
    await expect(list.getAllByText('等待好友确认').length).toBeGreaterThan(0);
    await expect(list.getByText('2026-11-20 14:32:00')).toBeInTheDocument();
    // A card names each value (邮箱: …); the table names them in its header.
    if (asCards()) await expect(within(records(dialog)[0]!).getByText('邮箱')).toBeVisible();
    await expect(within(dialog).getByText('共 57 条')).toBeVisible();
  },
};

/** Keyboard: Tab to 第 2 页 and Enter loads it. */
export const NextPage: Story = {
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    const nav = within(dialog).getByRole('navigation', { name: '邀请记录分页' });
    await findInvitee(dialog, '林小溪');
    // On a phone the page list gives way to "page / pages" between previous and next.
    const compact = matchMedia(compactPagination).matches;
    within(nav)
      .getByRole('button', { name: compact ? '下一页' : '第 2 页' })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(await findInvitee(dialog, '林小溪10')).toBeInTheDocument();
    if (compact) await expect(within(nav).getByText('2 / 6')).toBeVisible();
    else await expect(within(nav).getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  },
};

/** 20 rows per page from the size picker (back to page 1). */
export const PageSize: Story = {
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    await findInvitee(dialog, '林小溪');
    await userEvent.click(within(dialog).getByRole('button', { name: /每页条数/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '20 条/页' }));
    await waitFor(() => expect(records(dialog)).toHaveLength(20));
  },
};

/** No code yet: the generate button; copying asks to generate first. */
export const NoCode: Story = {
  args: { code: null },
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    await expect(within(dialog).getByText('您还没有专属邀请链接')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '复制邀请链接' }));
    await expect(await within(document.body).findByText('请先生成您的专属邀请链接！')).toBeVisible();
    await expect(context.args.copy).not.toHaveBeenCalled();
  },
};

export const Generating: Story = {
  args: { code: null, generateCode: never },
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    within(dialog).getByRole('button', { name: '生成专属邀请链接' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByRole('progressbar', { name: '生成中' })).toBeInTheDocument();
  },
};

/** Generated: 生成邀请链接成功 and the link shows. */
export const Generated: Story = {
  args: { code: null },
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    await userEvent.click(within(dialog).getByRole('button', { name: '生成专属邀请链接' }));
    await expect(await within(dialog).findByRole('textbox', { name: '专属邀请链接' })).toHaveValue(link);
    await expect(await within(document.body).findByText('生成邀请链接成功')).toBeVisible();
    await settleAnnouncements();
  },
};

/** Copied: the link goes to the clipboard, 复制成功. */
export const Copied: Story = {
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    // Keyboard: a mouse left hovering the primary button would be screenshotted in its hover colour.
    within(dialog).getByRole('button', { name: '复制邀请链接' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(document.body).findByText('复制成功')).toBeVisible();
    await expect(context.args.copy).toHaveBeenCalledWith(link);
  },
};

export const CopyFailed: Story = {
  args: { copy: () => Promise.reject(new Error('NotAllowedError')) },
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    // Keyboard: a mouse left hovering the primary button would be screenshotted in its hover colour.
    within(dialog).getByRole('button', { name: '复制邀请链接' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(document.body).findByText('复制失败')).toBeVisible();
  },
};

/** No Clipboard API, keyboard path: the user is asked to copy the (selectable) link by hand. */
export const CopyUnsupported: Story = {
  args: { copy: null },
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    within(dialog).getByRole('button', { name: '复制邀请链接' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(document.body).findByText('当前设置不支持自动复制、手动复制吧！')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { loadPage: async () => ({ rows: [], count: 0 }) },
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    const empty = await within(dialog).findByText('暂无邀请记录');
    await expect(empty).toBeVisible();
    // Shown whole: nothing of it is cut off by a column or the sheet's edge.
    await expect(empty.scrollWidth).toBeLessThanOrEqual(empty.clientWidth);
    await expect(empty.getBoundingClientRect().right).toBeLessThanOrEqual(dialog.getBoundingClientRect().right);
    await expect(within(dialog).queryByRole('navigation')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loadPage: never },
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    await expect(within(dialog).getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
  },
};

/** The page failed: its text in the table and 重新加载, which loads it again. */
export const LoadFailed: Story = {
  args: {
    loadPage: (() => {
      let calls = 0;
      return async (query: InviteRecordsQuery) => {
        calls += 1;
        if (calls % 2 === 1) throw new Error('服务繁忙，请稍后再试');
        return pageOf(query);
      };
    })(),
  },
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('服务繁忙，请稍后再试');
    await userEvent.click(within(dialog).getByRole('button', { name: '重新加载' }));
    await expect(await findInvitee(dialog, '林小溪')).toBeInTheDocument();
  },
};

/** No reward configured (inviteRewardPoints 0): no reward line. */
export const NoReward: Story = {
  args: { rewardPoints: 0 },
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    await findInvitee(dialog, '林小溪');
    await expect(within(dialog).queryByText(/每成功邀请一位好友/)).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const dialog = await openWithKeyboard(context, 'Invite friends');
    await findInvitee(dialog, '林小溪');
    await expect(within(dialog).getAllByText('Reward')[0]).toBeVisible();
    await expect(within(dialog).getByText('For every friend who joins through your link, you get 10 points')).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async (context) => {
    const dialog = await openWithKeyboard(context, '邀請好友');
    await findInvitee(dialog, '林小溪');
    await expect(within(dialog).getAllByText('獎勵狀態')[0]).toBeVisible();
    await expect(within(dialog).getByText('每成功邀請一位好友，你將獲得 10 積分')).toBeVisible();
  },
};
