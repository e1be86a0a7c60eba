import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator } from '../../i18n';
import { clearLiveAnnouncer, settleAnnouncements } from '../../storyKit';
import type { ConfirmRequest } from '../adminConfirm.machine';
import { ConfirmHost, useConfirmed } from '../ConfirmHost';
import { adminStoryText, never } from '../adminStoryKit';
import { adminCatalog } from '../messages';
import { reviewCatalog } from './messages';
import { rewardedApprovalConfirmation } from './requests';
import type { TrialAnswer, TrialInput } from './appTrial.machine';
import { reviewRowOf, type ReviewDetail } from './reviewDecision.machine';
import type { ReviewPage, ReviewQuery } from './reviewQueue.machine';
import { ReviewScreen, type ReviewServices } from './ReviewScreen';
import { reviewRow } from './reviewTestRows';

const preset = '你是一名周报助手。\n  1. 先列出本周完成的事项；\n  2. 再写下周计划。\n请保持简洁，每条不超过 30 字。';
const items: ReviewDetail[] = [
  {
    ...reviewRow(12, { title: '周报助手', targetId: '12', createdAt: '2026-11-26T02:30:00Z' }),
    snapshot: {
      name: '周报助手',
      des: '一键生成结构清晰的周报',
      preset,
      coverImg: 'https://cdn.example.com/covers/weekly.png',
      demoData: ['帮我写本周周报', '把这些事项整理成周报'],
      catId: 3,
      public: true,
    },
  },
  { ...reviewRow(11, { title: null, authorId: null, authorName: null, createdAt: '2026-11-25T09:00:00Z' }), snapshot: { preset: '只有预设' } },
  {
    ...reviewRow(10, { kind: 'test', title: '测试提交', authorName: 'tester', authorId: 9, createdAt: '2026-11-24T01:00:00Z' }),
    snapshot: { title: '测试提交' },
  },
  {
    ...reviewRow(9, { title: '英语口语陪练', status: 'approved', rewardPoints: 50, reviewerId: 1, reviewerName: 'admin', reviewedAt: '2026-11-23T03:00:00Z' }),
    snapshot: { name: '英语口语陪练' },
  },
  {
    ...reviewRow(8, {
      title: '抢红包脚本',
      status: 'rejected',
      reason: '含有违规内容',
      reviewerId: 1,
      reviewerName: 'admin',
      reviewedAt: '2026-11-22T03:00:00Z',
    }),
    snapshot: { name: '抢红包脚本' },
  },
];
const fixedTime = (iso: string) => iso.replace('T', ' ').slice(0, 16);

const serveList = async ({ status, kind }: ReviewQuery): Promise<ReviewPage> => {
  const rows = items.filter((item) => item.status === status && (kind === undefined || item.kind === kind)).map(reviewRowOf);
  return { rows, total: rows.length, next: null, kinds: ['app', 'test'] };
};
const serveItem = async (id: number) => structuredClone(items.find((item) => item.id === id)!);

type Args = {
  list: (query: ReviewQuery) => Promise<ReviewPage>;
  loadItem: (id: number) => Promise<ReviewDetail>;
  /** POST …/approve (no reward). */
  approve: (id: number) => Promise<unknown>;
  reject: (input: { id: number; reason: string }) => Promise<unknown>;
  /** The confirmed request (a rewarded approval), sent with its grant. */
  perform: (input: { request: ConfirmRequest; grant: string }) => Promise<unknown>;
  trialApp: (input: TrialInput) => Promise<TrialAnswer>;
};

const storyText = (globals: Record<string, unknown>) => createTranslator([adminCatalog, reviewCatalog], adminStoryText(globals).locale);

/** The screen as the app wires it (a rewarded approval through `useConfirmed()`), over a fake server that remembers decisions. */
function Screen({ args, t }: { args: Args; t: ReturnType<typeof storyText> }) {
  const confirmed = useConfirmed();
  const [decided] = useState(() => new Map<number, Partial<ReviewDetail>>());
  const decide = (id: number, change: Partial<ReviewDetail>) =>
    decided.set(id, { ...change, reviewerId: 1, reviewerName: 'admin', reviewedAt: '2026-11-27T01:00:00Z' });
  const services: ReviewServices = {
    list: args.list,
    loadItem: async (id) => ({ ...(await args.loadItem(id)), ...decided.get(id) }),
    approve: async ({ item, rewardPoints }) => {
      if (rewardPoints > 0) {
        const { request, changes } = rewardedApprovalConfirmation(t, item, rewardPoints);
        await confirmed(request, changes);
      } else {
        await args.approve(item.id);
      }
      decide(item.id, { status: 'approved', rewardPoints });
    },
    reject: async ({ item, reason }) => {
      await args.reject({ id: item.id, reason });
      decide(item.id, { status: 'rejected', reason });
    },
    trialApp: args.trialApp,
  };
  return <ReviewScreen t={t} formatTime={fixedTime} services={services} />;
}

const meta = {
  title: 'Admin/ReviewScreen',
  tags: ['page'],
  beforeEach: clearLiveAnnouncer,
  args: {
    list: fn(serveList),
    loadItem: fn(serveItem),
    approve: fn(async () => null),
    reject: fn(async () => null),
    perform: fn(async () => null),
    trialApp: fn(async ({ messages }: TrialInput) => ({
      answer: `本周完成：\n1. ${messages.at(-1)!.content}\n下周计划：继续推进。`,
      model: 'GPT-4o',
      version: 'pending' as const,
    })),
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

const tableOf = (canvasElement: HTMLElement, name = '审核列表') => within(canvasElement).findByRole('grid', { name });
const settled = () => waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());

/** Opens an item's dialog from its row with the keyboard (the row has focus, Enter opens it). */
async function openItem(canvasElement: HTMLElement, rowText: string, id: number, tableName?: string) {
  const table = await tableOf(canvasElement, tableName);
  ((await within(table).findByText(rowText)).closest('[role="row"]') as HTMLElement).focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await within(document.body).findByRole('dialog', { name: new RegExp(`#${id}$`) });
  await settled();
  await within(dialog).findByRole('heading', { name: /提交内容|Submitted content|提交內容/ });
  return dialog;
}

/** The two-step confirmation: checks its lines, then confirms with a password and a reason by keyboard. */
async function confirmChange(lines: string[]) {
  const dialog = await within(document.body).findByRole('dialog', { name: '二次确认' });
  await settled();
  for (const line of lines) await expect(within(dialog).getByText(line)).toBeVisible();
  within(dialog).getByLabelText('密码', { selector: 'input' }).focus();
  await userEvent.paste('secret1');
  within(dialog).getByRole('textbox', { name: '操作原因' }).focus();
  await userEvent.paste('优质应用奖励');
  const submit = within(dialog).getByRole('button', { name: '确认' });
  for (let step = 0; step < 3 && document.activeElement !== submit; step += 1) await userEvent.tab();
  await expect(submit).toHaveFocus();
  await userEvent.keyboard('{Enter}');
}

/** Still loading (first: it also pays for loading the story's modules). */
export const Loading: Story = { args: { list: fn<Args['list']>(never) } };

export const LoadFailed: Story = {
  args: {
    list: fn<Args['list']>(async () => {
      throw new Error('网络错误，请稍后重试');
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('网络错误，请稍后重试');
    await expect(within(canvasElement).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** 待审核 first, newest first: the name (or its number), kind, author (none for a deleted one), time. */
export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    const table = await tableOf(canvasElement);
    await expect(await within(table).findByText('周报助手 (#12)')).toBeVisible();
    await expect(within(table).getByText('#11（无标题）')).toBeVisible();
    await expect(within(table).getByText('（无）')).toBeVisible();
    await expect(within(table).getByText('writer7 (#7)')).toBeVisible();
    await expect(within(canvasElement).getByText('共 3 条')).toBeVisible();
    await expect(args.list).toHaveBeenCalledWith({ status: 'pending', size: 30 });
  },
};

export const Empty: Story = {
  args: { list: fn<Args['list']>(async () => ({ rows: [], total: 0, next: null, kinds: ['app'] })) },
  play: async ({ canvasElement }) => {
    await expect(await within(await tableOf(canvasElement)).findByText('没有待审核的提交')).toBeVisible();
  },
};

/** The tabs with the arrow keys: 已通过 shows the rewards, 已驳回 the reasons. */
export const TabsWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await within(await tableOf(canvasElement)).findByText('周报助手 (#12)');
    within(canvasElement).getByRole('tab', { name: '待审核' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(canvasElement).getByRole('tab', { name: '已通过' })).toHaveAttribute('aria-selected', 'true');
    await expect(await within(await tableOf(canvasElement)).findByText('奖励 50 积分')).toBeVisible();
    await expect(args.list).toHaveBeenLastCalledWith({ status: 'approved', size: 30 });
    await userEvent.keyboard('{ArrowRight}');
    await expect(await within(await tableOf(canvasElement)).findByText('含有违规内容')).toBeVisible();
  },
};

/** The kind filter by keyboard: only 应用 (app) items. */
export const KindFilter: Story = {
  play: async ({ canvasElement, args }) => {
    await within(await tableOf(canvasElement)).findByText('测试提交 (#10)');
    within(canvasElement).getByRole('button', { name: /类型/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: '全部类型' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(args.list).toHaveBeenLastCalledWith({ status: 'pending', kind: 'app', size: 30 }));
    await waitFor(() => expect(within(canvasElement).queryByText('测试提交 (#10)')).toBeNull());
    await expect(within(canvasElement).getByText('共 2 条')).toBeVisible();
  },
};

/** The snapshot key by key: long text keeps its lines, a list, the cover only as a link (no image is loaded). */
export const Detail: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openItem(canvasElement, '周报助手 (#12)', 12);
    const content = within(dialog).getByRole('region', { name: '提交内容' });
    await expect(within(content).getByText(/你是一名周报助手/).textContent).toBe(preset);
    await expect(within(content).getByText('帮我写本周周报')).toBeVisible();
    await expect(within(content).getByRole('link', { name: /cdn\.example\.com\/covers\/weekly\.png/ })).toHaveAttribute(
      'href',
      'https://cdn.example.com/covers/weekly.png',
    );
    await expect(dialog.querySelector('img')).toBeNull();
    await expect(within(dialog).getByRole('button', { name: '通过' })).toBeVisible();
  },
};

/** 试聊 before deciding: the question goes with the conversation so far; the version under review answers, free. */
export const TrialChat: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openItem(canvasElement, '周报助手 (#12)', 12);
    const trial = within(dialog).getByRole('region', { name: '试聊' });
    await userEvent.click(within(trial).getByRole('button', { name: '发送' }));
    await expect(within(trial).getByText('请输入问题')).toBeVisible();
    await expect(args.trialApp).not.toHaveBeenCalled();
    await userEvent.type(within(trial).getByRole('textbox', { name: '问题' }), '整理本周的三件事');
    await userEvent.click(within(trial).getByRole('button', { name: '发送' }));
    const log = within(trial).getByRole('log', { name: '试聊记录' });
    await waitFor(() => expect(log).toHaveTextContent('下周计划：继续推进。'));
    await expect(args.trialApp).toHaveBeenCalledWith({ appId: 12, messages: [{ role: 'user', content: '整理本周的三件事' }] });
    await expect(within(trial).getByText('待审核版本 · GPT-4o')).toBeVisible();
    await expect(within(trial).getByRole('textbox', { name: '问题' })).toHaveValue('');
  },
};

/** Keyboard only: a reward typed, Enter approves through the two-step confirmation; the item leaves 待审核. */
export const ApproveWithReward: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openItem(canvasElement, '周报助手 (#12)', 12);
    within(dialog).getByRole('textbox', { name: '奖励积分' }).focus();
    await userEvent.keyboard('88');
    await expect(within(dialog).getByRole('button', { name: '通过并奖励 88 积分' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await confirmChange(['周报助手 (#12)', 'writer7 (#7)', '+88']);
    await waitFor(() =>
      expect(args.perform).toHaveBeenCalledWith({
        request: { method: 'POST', path: '/api/admin/review/12/approve-rewarded', body: { rewardPoints: 88 } },
        grant: 'g',
      }),
    );
    await expect(await within(dialog).findByText('已通过，并奖励作者 88 积分')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: '通过' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement).queryByText('周报助手 (#12)')).toBeNull());
    await expect(within(canvasElement).getByText('共 2 条')).toBeVisible();
    await settleAnnouncements();
  },
};

/** Without a reward: no confirmation, approved at once. */
export const ApproveWithoutReward: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openItem(canvasElement, '测试提交 (#10)', 10);
    within(dialog).getByRole('button', { name: '通过' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.approve).toHaveBeenCalledWith(10));
    await expect(await within(dialog).findByText('已通过', { selector: 'p' })).toBeVisible();
    await expect(args.perform).not.toHaveBeenCalled();
    await settleAnnouncements();
  },
};

/** 驳回 needs a reason: nothing is sent until one is written. */
export const RejectNeedsReason: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openItem(canvasElement, '周报助手 (#12)', 12);
    within(dialog).getByRole('button', { name: '驳回' }).focus();
    await userEvent.keyboard('{Enter}');
    const reason = within(dialog).getByRole('textbox', { name: '驳回原因' });
    await expect(reason).toHaveAccessibleDescription(expect.stringContaining('请填写驳回原因'));
    await expect(args.reject).not.toHaveBeenCalled();
    reason.focus();
    await userEvent.paste('描述与功能不符');
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: '驳回' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.reject).toHaveBeenCalledWith({ id: 12, reason: '描述与功能不符' }));
    await expect(await within(dialog).findByText('已驳回', { selector: 'p' })).toBeVisible();
    await settleAnnouncements();
  },
};

/** Items another operator rejected while this story's operator looked at them. */
const decidedElsewhere = new Set<number>();

/** Another operator decided first: the server's 409 shows, and the dialog shows what was decided. */
export const DecidedElsewhere: Story = {
  beforeEach: () => decidedElsewhere.clear(),
  args: {
    approve: fn<Args['approve']>(async (id) => {
      decidedElsewhere.add(id);
      throw new Error('该审核项已驳回，不能重复处理，请刷新后查看');
    }),
    loadItem: fn<Args['loadItem']>(async (id) => ({
      ...(await serveItem(id)),
      ...(decidedElsewhere.has(id) ? { status: 'rejected' as const, reason: '重复提交', reviewerName: 'operator2' } : {}),
    })),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openItem(canvasElement, '测试提交 (#10)', 10);
    await userEvent.click(within(dialog).getByRole('button', { name: '通过' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('该审核项已驳回，不能重复处理，请刷新后查看');
    await expect(within(dialog).getByText('重复提交')).toBeVisible();
    await expect(within(dialog).getByText('operator2')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: '驳回' })).toBeNull();
    await settleAnnouncements();
  },
};

/** A decided item: who decided, when, the reward; no decision to take. */
export const DecidedItem: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('tab', { name: '已通过' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await openItem(canvasElement, '英语口语陪练 (#9)', 9);
    await expect(within(dialog).getByText('2026-11-23 03:00')).toBeVisible();
    await expect(within(dialog).getByText('50')).toBeVisible();
    await expect(within(dialog).queryByRole('textbox', { name: '奖励积分' })).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => void (await openItem(canvasElement, '周报助手 (#12)', 12)),
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => void (await openItem(canvasElement, '周报助手 (#12)', 12)),
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement, 'Review items');
    await expect(await within(table).findByText('#11 (untitled)')).toBeVisible();
    await expect(within(canvasElement).getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    await expect(await within(await tableOf(canvasElement, '審核列表')).findByText('#11（無標題）')).toBeVisible();
    await expect(within(canvasElement).getByRole('tab', { name: '已駁回' })).toBeVisible();
  },
};
