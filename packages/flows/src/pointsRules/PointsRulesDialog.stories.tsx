import { Button } from '@lingxi/ui';
import { dialogA11yPlay } from '@lingxi/ui/testing';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator } from '../i18n';
import { pointsRulesCatalog } from './messages';
import { PointsRulesDialog, type PointsRulesProps } from './PointsRulesDialog';

const storyPrices: PointsRulesProps['prices'] = {
  chat: [
    { name: 'GPT-4o mini', advanced: false, deduct: 1, vipFreeNum: -1 },
    { name: 'GPT-4o', advanced: true, deduct: 5, vipFreeNum: 20 },
    { name: 'DeepSeek-R1 深度思考', advanced: true, deduct: 3, vipFreeNum: 0 },
    { name: '通义千问', advanced: false, deduct: 0, vipFreeNum: 0 },
  ],
  app: [{ name: '小红书文案助手', advanced: false, deduct: 2, vipFreeNum: -1 }],
  music: [{ name: 'Suno v4', advanced: true, deduct: 20, vipFreeNum: 3 }],
  tool: [
    { name: 'AI 思维导图', advanced: false, deduct: 2, vipFreeNum: 10 },
    { name: 'AI PPT', advanced: true, deduct: 30, vipFreeNum: 0 },
  ],
  dall: [{ name: 'DALL·E 3', advanced: true, deduct: 10, vipFreeNum: 5 }],
};

const storyMjConfig: PointsRulesProps['mjConfig'] = {
  fast_mjDeduction1: 8,
  fast_mjDeduction2: 4,
  fast_mjDeduction3: 0,
  relax_mjDeduction1: '4',
  relax_mjDeduction2: '2',
  relax_mjDeduction3: '0',
  trubo_mjDeduction1: 16,
  trubo_mjDeduction2: 8,
};

type StoryArgs = Omit<PointsRulesProps, 't'>;

function PointsRulesHarness({ locale, ...args }: StoryArgs & { locale: string }) {
  const t = createTranslator([pointsRulesCatalog], locale);
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>{t('pointsRules.trigger')}</Button>
      <PointsRulesDialog {...args} t={t} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Flows/PointsRulesDialog',
  tags: ['mobile'],
  args: { prices: storyPrices, mjConfig: storyMjConfig },
  render: (args, { globals }) => <PointsRulesHarness {...args} locale={String(globals.locale ?? 'zh-CN')} />,
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = '积分规则';

/** The row whose header cell is `name`. */
const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest<HTMLElement>('[role="row"]');

async function openWithKeyboard({ canvasElement }: Pick<StoryContext, 'canvasElement'>, name = trigger) {
  within(canvasElement).getByRole('button', { name }).focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await within(document.body).findByRole('dialog');
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  return dialog;
}

/** The chat tab: price per use and the member benefit; the shared dialog suite runs first. */
export const Chat: Story = {
  play: async (context) => {
    await dialogA11yPlay({ trigger, title: trigger })(context);
    const dialog = await openWithKeyboard(context);
    await expect(within(dialog).getByRole('tab', { name: '聊天', selected: true })).toBeInTheDocument();
    const table = within(dialog).getByRole('grid', { name: '聊天' });
    await expect(rowOf(table, 'GPT-4o mini')).toHaveTextContent('GPT-4o mini基础模型1 积分/次会员免费');
    await expect(rowOf(table, 'GPT-4o')).toHaveTextContent('GPT-4o高级模型5 积分/次会员每日免费 20 次');
    await expect(rowOf(table, '通义千问')).toHaveTextContent('通义千问基础模型免费无');
  },
};

/** Keyboard: arrows move across the six tabs to mj绘画: modes × operation classes. */
export const Midjourney: Story = {
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    within(dialog).getByRole('tab', { name: '聊天' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    const mj = within(dialog).getByRole('tab', { name: 'mj绘画' });
    await expect(mj).toHaveAttribute('aria-selected', 'true');
    const table = within(dialog).getByRole('grid', { name: 'mj绘画积分消耗' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['模式', '绘图类', '放大类', '查询类']);
    await expect(rowOf(table, '快速模式')).toHaveTextContent('快速模式8 积分/次4 积分/次免费');
    await expect(rowOf(table, '慢速模式')).toHaveTextContent('慢速模式4 积分/次2 积分/次免费');
    await expect(rowOf(table, '极速模式')).toHaveTextContent('极速模式16 积分/次8 积分/次未设置');
  },
};

/** The model list still on its way: a loading row, not 暂无可用模型. */
export const LoadingPrices: Story = {
  args: { prices: {}, isLoading: true },
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    await expect(await within(dialog).findByRole('progressbar', { name: '正在加载模型价格' })).toBeInTheDocument();
    await expect(within(dialog).queryByText('暂无可用模型')).toBeNull();
  },
};

/** A tab without models. */
export const EmptyTab: Story = {
  args: { defaultTab: 'music', prices: { chat: storyPrices.chat } },
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    await expect(within(dialog).getByText('暂无可用模型')).toBeVisible();
  },
};

export const Drawing: Story = {
  args: { defaultTab: 'dall' },
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    await expect(rowOf(within(dialog).getByRole('grid', { name: 'dall绘画' }), 'DALL·E 3')).toHaveTextContent('DALL·E 3高级模型10 积分/次会员每日免费 5 次');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { defaultTab: 'mj' },
  play: async (context) => {
    const dialog = await openWithKeyboard(context, 'Points rules');
    await expect(within(dialog).getByRole('tab', { name: 'MJ drawing', selected: true })).toBeInTheDocument();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async (context) => {
    const dialog = await openWithKeyboard(context, '積分規則');
    await expect(within(dialog).getByRole('tab', { name: '聊天', selected: true })).toBeInTheDocument();
  },
};
