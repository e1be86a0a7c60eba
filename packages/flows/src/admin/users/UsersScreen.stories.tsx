import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator } from '../../i18n';
import { clearLiveAnnouncer, settleAnnouncements } from '../../storyKit';
import type { ConfirmRequest } from '../adminConfirm.machine';
import { adminStoryText, never } from '../adminStoryKit';
import { ConfirmHost, useConfirmed } from '../ConfirmHost';
import { adminCatalog } from '../messages';
import { usersCatalog } from './messages';
import type { UserDetail, UserProfile, VipLevelRef } from './userDetail.machine';
import {
  banConfirmation,
  logoutEverywhereConfirmation,
  passwordResetConfirmation,
  pointsConfirmation,
  roleConfirmation,
  vipGrantConfirmation,
  vipRevokeConfirmation,
} from './userRequests';
import type { UserRow, UsersPage, UsersQuery } from './usersList.machine';
import { UsersScreen } from './UsersScreen';

const rows: UserRow[] = [
  {
    id: 42,
    username: 'alice',
    nickname: '爱丽丝',
    phone: '13800138000',
    email: 'alice@example.com',
    role: 'user',
    score: 20,
    lifetimeVip: false,
    vipExpire: '2099-01-01T00:00:00Z',
    status: 'active',
    createdAt: '2026-11-20T08:00:00Z',
    destroyedAt: null,
  },
  {
    id: 9,
    username: 'spam01',
    nickname: '',
    phone: '13900000009',
    email: null,
    role: 'user',
    score: 0,
    lifetimeVip: false,
    vipExpire: null,
    status: 'banned',
    createdAt: '2026-11-10T08:00:00Z',
    destroyedAt: null,
  },
  {
    id: 7,
    username: 'ops',
    nickname: '运营',
    phone: null,
    email: 'ops@example.com',
    role: 'admin',
    score: 0,
    lifetimeVip: true,
    vipExpire: null,
    status: 'active',
    createdAt: '2026-10-01T08:00:00Z',
    destroyedAt: null,
  },
  {
    id: 3,
    username: 'u_3',
    nickname: '',
    phone: null,
    email: null,
    role: 'user',
    score: 5,
    lifetimeVip: false,
    vipExpire: null,
    status: 'active',
    createdAt: '2026-09-01T08:00:00Z',
    destroyedAt: '2026-11-01T08:00:00Z',
  },
];

const levels: VipLevelRef[] = [
  { id: 1, name: '会员', badge: 'VIP', rank: 1 },
  { id: 2, name: '黄金会员', badge: 'GOLD', rank: 10 },
];

/** The fake server's user (reset before every story that changes it: mocks are restored before every story). */
const initial = {
  score: 20,
  role: 'user' as UserProfile['role'],
  status: 'active' as UserProfile['status'],
  banReason: '',
  lifetimeVip: false,
  vipExpire: '2099-01-01T00:00:00Z' as string | null,
  vipLevel: levels[0]! as VipLevelRef | null,
};
const server = { ...initial };
const resetServer = () => {
  Object.assign(server, initial);
};
const fixedTime = (iso: string) => iso.replace('T', ' ').slice(0, 16);

const detailOf = (row: UserRow): UserDetail => ({
  profile: {
    ...row,
    vipLevel: row.lifetimeVip || row.vipExpire ? levels[0]! : null,
    banReason: row.status === 'banned' ? '批量注册发广告' : '',
    ...(row.id === 42 ? server : {}),
    avatar: '',
    consecutiveDays: 4,
    inviteCode: 'K7PQ2X',
    invitedById: null,
    inviteLinkCount: 12,
    hasPassword: true,
    wechatBound: false,
  },
  ledger: [
    { id: 31, delta: -2, balanceAfter: 20, reason: 'chat', reference: 'g:88', createdAt: '2026-11-26T10:00:00Z' },
    { id: 30, delta: 5, balanceAfter: 22, reason: 'signIn', reference: '42:2026-11-26', createdAt: '2026-11-26T01:00:00Z' },
  ],
  orders: {
    total: 1,
    rows: [
      {
        orderId: 'LX20261120100000Q9',
        goodsName: '月度会员',
        amountFen: 2990,
        status: 1,
        provider: 'wechat',
        createdAt: '2026-11-20T02:00:00Z',
        paidAt: '2026-11-20T02:01:00Z',
      },
    ],
  },
  usage: { checkIns: 9, invites: 2, invitesRewarded: 1, conversations: 14, chatTurns: 120, files: 3 },
  checkIns: [
    { date: '2026-11-26', createdAt: '2026-11-26T01:00:00Z' },
    { date: '2026-11-25', createdAt: '2026-11-25T00:30:00Z' },
  ],
  invitees: [
    { id: 61, username: 'bob', nickname: '鲍勃', createdAt: '2026-11-24T03:00:00Z', rewarded: true },
    { id: 58, username: 'carol', nickname: '', createdAt: '2026-11-22T03:00:00Z', rewarded: false },
  ],
});

const newPassword = 'Hk7mPq2xYz9aBc';

type Args = {
  list: (query: UsersQuery) => Promise<UsersPage>;
  load: (userId: number) => Promise<UserDetail>;
  loadLevels: () => Promise<VipLevelRef[]>;
  /** The confirmed request, sent with its grant (the fake server). */
  perform: (input: { request: ConfirmRequest; grant: string }) => Promise<unknown>;
  copy: (text: string) => Promise<boolean>;
};

const serve = async ({ request }: { request: ConfirmRequest }): Promise<unknown> => {
  if (request.path.endsWith('/points')) {
    server.score += (request.body as { delta: number }).delta;
    return { score: server.score };
  }
  if (request.path.endsWith('/password-reset')) return { password: newPassword };
  if (request.path.endsWith('/role')) server.role = (request.body as { role: UserProfile['role'] }).role;
  if (request.path.endsWith('/ban')) {
    const { banned, reason = '' } = request.body as { banned: boolean; reason?: string };
    Object.assign(server, { status: banned ? 'banned' : 'active', banReason: reason });
  }
  if (request.path.endsWith('/vip')) {
    const { days, lifetime, vipLevelId } = request.body as { days?: number; lifetime?: boolean; vipLevelId?: number };
    if (lifetime) server.lifetimeVip = true;
    else server.vipExpire = new Date(Date.parse(server.vipExpire ?? '2026-11-27T00:00:00Z') + (days ?? 0) * 86_400_000).toISOString();
    if (vipLevelId !== undefined) server.vipLevel = levels.find((level) => level.id === vipLevelId) ?? server.vipLevel;
  }
  if (request.path.endsWith('/vip/revoke')) Object.assign(server, { lifetimeVip: false, vipExpire: null, vipLevel: null });
  return null;
};

/** A server that refuses every confirmed request with its message. */
const refusing = (message: string) => fn(async (_input: { request: ConfirmRequest }): Promise<unknown> => Promise.reject(new Error(message)));

const storyText = (globals: Record<string, unknown>) => {
  const { locale } = adminStoryText(globals);
  return { locale, t: createTranslator([adminCatalog, usersCatalog], locale) };
};

/** The screen as the app wires it: every change through `useConfirmed()`. */
function Screen({ args, t }: { args: Args; t: ReturnType<typeof storyText>['t'] }) {
  const confirmed = useConfirmed();
  const send = <T,>({ request, changes }: ReturnType<typeof passwordResetConfirmation>) => confirmed(request, changes) as Promise<T>;
  return (
    <UsersScreen
      t={t}
      formatTime={fixedTime}
      services={{
        list: args.list,
        load: args.load,
        adjustPoints: (input) => send(pointsConfirmation(t, input)),
        resetPassword: (profile) => send(passwordResetConfirmation(t, profile)),
        logoutEverywhere: (profile) => send(logoutEverywhereConfirmation(t, profile)),
        setRole: ({ profile, role }) => send(roleConfirmation(t, profile, role)),
        loadLevels: args.loadLevels,
        setBan: (input) => send(banConfirmation(t, input)),
        grantVip: (input) => send(vipGrantConfirmation(t, input, fixedTime)),
        revokeVip: (profile) => send(vipRevokeConfirmation(t, profile, fixedTime)),
        copy: args.copy,
      }}
    />
  );
}

const meta = {
  title: 'Admin/UsersScreen',
  tags: ['page'],
  beforeEach: clearLiveAnnouncer,
  args: {
    list: fn(async () => ({ total: 57, capped: false, rows })),
    load: fn(async (id: number) => detailOf(rows.find((row) => row.id === id) ?? rows[0]!)),
    loadLevels: fn(async () => levels),
    perform: fn(serve),
    copy: fn(async () => true),
  },
  render: (args, { globals }) => {
    const { t } = storyText(globals);
    return (
      <ConfirmHost t={t} services={{ confirm: async () => ({ grant: 'g' }), perform: args.perform }}>
        <Screen args={args} t={t} />
      </ConfirmHost>
    );
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const tableOf = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: '用户列表' });
const settled = () => waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());

/** Types into a field as one input (a paste): the story stays short of its time limit on a busy machine. */
async function fill(field: HTMLElement, text: string) {
  field.focus();
  await userEvent.paste(text);
}

/** Opens a user's dialog from their row with the keyboard (the row has focus, Enter opens it). */
async function openUser(canvasElement: HTMLElement, username: string) {
  const table = await tableOf(canvasElement);
  (await within(table).findByRole('row', { name: new RegExp(`\\b${username}\\b`) })).focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await within(document.body).findByRole('dialog', { name: `用户 ${username}` });
  await settled();
  await within(dialog).findByText('资料');
  return dialog;
}

/** Presses a button of the dialog with the keyboard. */
async function press(dialog: HTMLElement, name: string) {
  within(dialog).getByRole('button', { name }).focus();
  await userEvent.keyboard('{Enter}');
}

/** The two-step confirmation: checks its lines, then confirms with a password and a reason by keyboard. */
async function confirmChange(lines: string[], reason = '用户申请') {
  const dialog = await within(document.body).findByRole('dialog', { name: '二次确认' });
  await settled();
  for (const line of lines) await expect(within(dialog).getByText(line)).toBeVisible();
  await fill(within(dialog).getByLabelText('密码', { selector: 'input' }), 'secret1');
  await fill(within(dialog).getByRole('textbox', { name: '操作原因' }), reason);
  // The reason is a text area (Enter is a new line): Tab past 取消 to 确认.
  const submit = within(dialog).getByRole('button', { name: '确认' });
  for (let step = 0; step < 3 && document.activeElement !== submit; step += 1) await userEvent.tab();
  await expect(submit).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  return dialog;
}

const gone = (name: string) => waitFor(() => expect(within(document.body).queryByRole('dialog', { name })).toBeNull());

/** Newest first: who, how to reach them, role, points, membership; a cancelled account is marked. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const table = await tableOf(canvasElement);
    await expect(await within(table).findByText('alice@example.com')).toBeVisible();
    await expect(within(table).getByText('永久会员')).toBeVisible();
    await expect(within(table).getByText('至 2099-01-01 00:00')).toBeVisible();
    await expect(within(table).getByText('已注销')).toBeVisible();
    await expect(within(within(table).getByRole('row', { name: /spam01/ })).getByText('已封禁')).toBeVisible();
    await expect(within(table).getAllByText('管理员')[0]).toBeVisible();
    await expect(within(canvasElement).getByText('共 57 位用户')).toBeVisible();
    await expect(args.list).toHaveBeenCalledWith({ page: 1, size: 20 });
  },
};

/** Keyboard: a phone number's digits, Enter searches from page 1. */
export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    await tableOf(canvasElement);
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: '搜索用户' }), '138{Enter}');
    await waitFor(() => expect(args.list).toHaveBeenLastCalledWith({ q: '138', page: 1, size: 20 }));
  },
};

/** Longer than the server takes: named under the field, nothing sent. */
export const SearchTooLong: Story = {
  play: async ({ canvasElement, args }) => {
    await tableOf(canvasElement);
    const search = within(canvasElement).getByRole('searchbox', { name: '搜索用户' });
    await fill(search, 'x'.repeat(101));
    await userEvent.keyboard('{Enter}');
    await expect(search).toHaveAccessibleDescription(expect.stringContaining('最多 100 个字符'));
    await expect(args.list).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { list: fn(async () => ({ total: 0, capped: false, rows: [] })) },
  play: async ({ canvasElement }) => {
    await expect(await within(await tableOf(canvasElement)).findByText('没有符合条件的用户')).toBeVisible();
  },
};

export const Loading: Story = { args: { list: fn(never) } };

export const LoadFailed: Story = {
  args: { list: fn(async () => Promise.reject(new Error('网络错误，请稍后重试'))) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('网络错误，请稍后重试');
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** A user's record: profile, usage as counts only, latest points changes and orders (¥ from fen). */
export const Detail: Story = {
  beforeEach: resetServer,
  play: async ({ canvasElement, args }) => {
    const dialog = await openUser(canvasElement, 'alice');
    await expect(within(dialog).getByText('K7PQ2X')).toBeVisible();
    await expect(within(dialog).getByText('仅统计次数，不显示任何对话内容')).toBeVisible();
    await expect(within(dialog).getByText('120')).toBeVisible();
    await expect(within(dialog).getByRole('grid', { name: '最近积分记录' })).toHaveTextContent('签到');
    await expect(within(dialog).getByRole('grid', { name: '订单（共 1 笔）' })).toHaveTextContent('¥29.90');
    await expect(within(dialog).getByRole('grid', { name: '最近签到' })).toHaveTextContent('2026-11-26');
    const invitees = within(dialog).getByRole('grid', { name: '邀请的用户（共 2 位）' });
    await expect(invitees).toHaveTextContent('鲍勃');
    await expect(invitees).toHaveTextContent('已发放');
    await expect(within(dialog).getByText('会员 · VIP')).toBeVisible();
    await expect(args.load).toHaveBeenCalledWith(42);
  },
};

/** 调整积分: the change and note, confirmed (balance, +100, note); the balance after is shown and the row follows. */
export const AdjustPoints: Story = {
  beforeEach: resetServer,
  play: async ({ canvasElement, args }) => {
    const dialog = await openUser(canvasElement, 'alice');
    await fill(within(dialog).getByRole('textbox', { name: '积分变动' }), '+100');
    await fill(within(dialog).getByRole('textbox', { name: '备注' }), '活动补偿');
    await userEvent.keyboard('{Enter}');
    await confirmChange(['alice (#42)', '+100', '活动补偿']);
    await waitFor(() =>
      expect(args.perform).toHaveBeenCalledWith({
        request: { method: 'POST', path: '/api/admin/users/42/points', body: { delta: 100, note: '活动补偿' } },
        grant: 'g',
      }),
    );
    await expect(await within(dialog).findByText('积分已调整，当前余额 120')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: '积分变动' })).toHaveValue('');
    const row = within(await tableOf(canvasElement)).getByRole('row', { name: /alice/ });
    await waitFor(() => expect(row).toHaveTextContent('120'));
    await settleAnnouncements();
  },
};

/** A change that is no whole number (or 0): named under the field, nothing confirmed. */
export const PointsInvalid: Story = {
  beforeEach: resetServer,
  play: async ({ canvasElement, args }) => {
    const dialog = await openUser(canvasElement, 'alice');
    const delta = within(dialog).getByRole('textbox', { name: '积分变动' });
    await userEvent.type(delta, '1.5{Enter}');
    await expect(delta).toHaveAccessibleDescription(expect.stringContaining('请输入不为 0 的整数'));
    await expect(within(document.body).queryByRole('dialog', { name: '二次确认' })).toBeNull();
    await expect(args.perform).not.toHaveBeenCalled();
  },
};

/** A deduction beyond the balance: the server refuses with its message, shown in the confirmation. */
export const PointsRefused: Story = {
  beforeEach: resetServer,
  args: { perform: refusing('积分不足，无法扣除（当前余额 20）') },
  play: async ({ canvasElement }) => {
    const dialog = await openUser(canvasElement, 'alice');
    await fill(within(dialog).getByRole('textbox', { name: '积分变动' }), '-500');
    await userEvent.keyboard('{Enter}');
    const confirm = await confirmChange(['-500']);
    await expect(await within(confirm).findByRole('alert')).toHaveTextContent('积分不足，无法扣除（当前余额 20）');
    await settleAnnouncements();
  },
};

/** 重置密码: the new password once, with a copy button; closing forgets it. */
export const ResetPassword: Story = {
  beforeEach: resetServer,
  play: async ({ canvasElement, args }) => {
    const dialog = await openUser(canvasElement, 'alice');
    await press(dialog, '重置密码');
    await confirmChange(['设置随机新密码，并使其所有登录失效']);
    await gone('二次确认');
    const shown = await within(document.body).findByRole('alertdialog', { name: '新密码' });
    await settled();
    await expect(within(shown).getByRole('textbox', { name: 'alice 的新密码' })).toHaveValue(newPassword);
    await press(shown, '复制密码');
    await expect(await within(shown).findByText('已复制')).toBeVisible();
    await expect(args.copy).toHaveBeenCalledWith(newPassword);
    await press(shown, '我已记下，关闭');
    await gone('新密码');
    await expect(document.body.innerHTML).not.toContain(newPassword);
    await settleAnnouncements();
  },
};

/** 强制下线: confirmed, then said. */
export const LogoutEverywhere: Story = {
  beforeEach: resetServer,
  play: async ({ canvasElement, args }) => {
    const dialog = await openUser(canvasElement, 'alice');
    await press(dialog, '强制下线');
    await confirmChange(['使其在应用和后台的所有登录失效']);
    await expect(await within(dialog).findByText('该用户的所有登录已失效')).toBeVisible();
    await expect(args.perform).toHaveBeenCalledWith({ request: { method: 'POST', path: '/api/admin/users/42/logout-everywhere' }, grant: 'g' });
    await settleAnnouncements();
  },
};

/** 设为管理员: the role before and after; the button then offers 取消管理员. */
export const MakeAdmin: Story = {
  beforeEach: resetServer,
  play: async ({ canvasElement }) => {
    const dialog = await openUser(canvasElement, 'alice');
    await press(dialog, '设为管理员');
    await confirmChange(['普通用户 → 管理员']);
    await expect(await within(dialog).findByText('角色已修改')).toBeVisible();
    await expect(await within(dialog).findByRole('button', { name: '取消管理员' })).toBeVisible();
    await settleAnnouncements();
  },
};

/** Demoting yourself: the server refuses with its message. */
export const DemoteSelfRefused: Story = {
  args: { perform: refusing('不能取消自己的管理员身份') },
  play: async ({ canvasElement }) => {
    const dialog = await openUser(canvasElement, 'ops');
    await press(dialog, '取消管理员');
    const confirm = await confirmChange(['管理员 → 普通用户']);
    await expect(await within(confirm).findByRole('alert')).toHaveTextContent('不能取消自己的管理员身份');
    await settleAnnouncements();
  },
};

/** 封禁: the reason is required (named under the field, nothing confirmed), then confirmed; the dialog shows the ban and its reason. */
export const Ban: Story = {
  beforeEach: resetServer,
  play: async ({ canvasElement, args }) => {
    const dialog = await openUser(canvasElement, 'alice');
    const reason = within(dialog).getByRole('textbox', { name: '封禁原因' });
    reason.focus();
    await userEvent.keyboard('{Enter}');
    await expect(reason).toHaveAccessibleDescription(expect.stringContaining('请填写封禁原因'));
    await expect(within(document.body).queryByRole('dialog', { name: '二次确认' })).toBeNull();
    await fill(reason, '发布广告');
    await userEvent.keyboard('{Enter}');
    await confirmChange(['封禁账号，并使其所有登录失效', '发布广告']);
    await waitFor(() =>
      expect(args.perform).toHaveBeenCalledWith({
        request: { method: 'POST', path: '/api/admin/users/42/ban', body: { banned: true, reason: '发布广告' } },
        grant: 'g',
      }),
    );
    await expect(await within(dialog).findByText('账号已封禁，所有登录已失效')).toBeVisible();
    await expect(await within(dialog).findByText('该账号已被封禁：发布广告')).toBeVisible();
    const row = within(await tableOf(canvasElement)).getByRole('row', { name: /alice/ });
    await waitFor(() => expect(row).toHaveTextContent('已封禁'));
    await settleAnnouncements();
  },
};

/** A banned account: the reason it was banned for, and 解封 (confirmed). */
export const Unban: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openUser(canvasElement, 'spam01');
    await expect(within(dialog).getByText('该账号已被封禁：批量注册发广告')).toBeVisible();
    await press(dialog, '解封');
    await confirmChange(['spam01 (#9)', '解除封禁']);
    await waitFor(() =>
      expect(args.perform).toHaveBeenCalledWith({ request: { method: 'POST', path: '/api/admin/users/9/ban', body: { banned: false } }, grant: 'g' }),
    );
    await expect(await within(dialog).findByText('账号已解封')).toBeVisible();
    await settleAnnouncements();
  },
};

/** 赠送会员: days and a level by keyboard, confirmed with the membership now, the days and the level change. */
export const GrantVipDays: Story = {
  beforeEach: resetServer,
  play: async ({ canvasElement, args }) => {
    const dialog = await openUser(canvasElement, 'alice');
    const days = within(dialog).getByRole('textbox', { name: '天数' });
    await userEvent.clear(days);
    await fill(days, '90');
    within(dialog).getByRole('button', { name: /等级/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const option = await within(document.body).findByRole('option', { name: '黄金会员 · GOLD' });
    await waitFor(() =>
      expect(
        within(document.body)
          .getAllByRole('option')
          .some((item) => item === document.activeElement),
      ).toBe(true),
    );
    while (document.activeElement !== option) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await press(dialog, '赠送会员');
    await confirmChange(['至 2099-01-01 00:00', '90 天会员', '会员 → 黄金会员']);
    await waitFor(() =>
      expect(args.perform).toHaveBeenCalledWith({
        request: { method: 'POST', path: '/api/admin/users/42/vip', body: { days: 90, vipLevelId: 2 } },
        grant: 'g',
      }),
    );
    await expect(await within(dialog).findByText('会员已赠送')).toBeVisible();
    const profile = within(dialog).getByRole('region', { name: '资料' });
    await expect(await within(profile).findByText('黄金会员 · GOLD')).toBeVisible();
    await settleAnnouncements();
  },
};

/** 永久会员 by keyboard (the days field goes away); days that are no 1–3650 are named first. */
export const GrantVipLifetime: Story = {
  beforeEach: resetServer,
  play: async ({ canvasElement, args }) => {
    const dialog = await openUser(canvasElement, 'alice');
    const days = within(dialog).getByRole('textbox', { name: '天数' });
    await userEvent.clear(days);
    await userEvent.type(days, '0{Enter}');
    await expect(days).toHaveAccessibleDescription(expect.stringContaining('请输入 1–3650 之间的整数'));
    await expect(args.perform).not.toHaveBeenCalled();
    within(dialog).getByRole('radio', { name: '按天数' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('radio', { name: '永久会员' })).toBeChecked();
    await expect(within(dialog).queryByRole('textbox', { name: '天数' })).toBeNull();
    await press(dialog, '赠送会员');
    await confirmChange(['永久会员']);
    await waitFor(() =>
      expect(args.perform).toHaveBeenCalledWith({ request: { method: 'POST', path: '/api/admin/users/42/vip', body: { lifetime: true } }, grant: 'g' }),
    );
    await expect(await within(dialog).findByText('会员已赠送')).toBeVisible();
    // The shot waits for the profile the grant reloads, as GrantVipDays does (CI caught it a reload early).
    const profile = within(dialog).getByRole('region', { name: '资料' });
    await expect(await within(profile).findByText(/永久会员/)).toBeVisible();
    await settleAnnouncements();
  },
};

/** 终止会员: confirmed with the membership before and after; the button goes once the user is no member. */
export const RevokeVip: Story = {
  beforeEach: resetServer,
  play: async ({ canvasElement }) => {
    const dialog = await openUser(canvasElement, 'alice');
    await press(dialog, '终止会员');
    await confirmChange(['立即终止会员并取消等级']);
    await expect(await within(dialog).findByText('会员已终止')).toBeVisible();
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: '终止会员' })).toBeNull());
    await settleAnnouncements();
  },
};

/** An unknown level, a cancelled account …: the server's refusal shows in the confirmation. */
export const GrantVipRefused: Story = {
  beforeEach: resetServer,
  args: { perform: refusing('会员等级不存在') },
  play: async ({ canvasElement }) => {
    const dialog = await openUser(canvasElement, 'alice');
    await press(dialog, '赠送会员');
    const confirm = await confirmChange(['30 天会员']);
    await expect(await within(confirm).findByRole('alert')).toHaveTextContent('会员等级不存在');
    await settleAnnouncements();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'Users' });
    await expect(await within(table).findByText('Lifetime')).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: '使用者列表' });
    await expect(await within(table).findByText('已註銷')).toBeVisible();
  },
};
