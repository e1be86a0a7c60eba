import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../../layout';
import { Tab, TabList, TabPanel, Tabs, tabsVariants } from './Tabs';

const plans = [
  { id: 'monthly', title: 'Monthly', body: 'Billed every month, cancel any time.' },
  { id: 'yearly', title: 'Yearly', body: 'Two months free when billed yearly.' },
  { id: 'credits', title: 'Credits', body: 'Pay as you go with credit packs.' },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { variant: 'line', onSelectionChange: fn(), children: null },
  argTypes: { variant: { control: 'inline-radio', options: tabsVariants } },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Plans">
        {plans.map((plan) => (
          <Tab key={plan.id} id={plan.id}>
            {plan.title}
          </Tab>
        ))}
      </TabList>
      {plans.map((plan) => (
        <TabPanel key={plan.id} id={plan.id}>
          {plan.body}
        </TabPanel>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: (args) => (
    <Stack gap="xl">
      {tabsVariants.map((variant) => (
        <Tabs key={variant} {...args} variant={variant}>
          <TabList aria-label={`Plans (${variant})`}>
            {plans.map((plan) => (
              <Tab key={plan.id} id={plan.id}>
                {plan.title}
              </Tab>
            ))}
          </TabList>
          {plans.map((plan) => (
            <TabPanel key={plan.id} id={plan.id}>
              {`${variant}: ${plan.body}`}
            </TabPanel>
          ))}
        </Tabs>
      ))}
    </Stack>
  ),
};

/** The disabled tab is skipped by the arrow keys. */
export const Disabled: Story = {
  render: (args) => (
    <Stack gap="xl">
      {tabsVariants.map((variant) => (
        <Tabs key={variant} {...args} variant={variant} disabledKeys={['yearly']}>
          <TabList aria-label={`Plans (${variant})`}>
            {plans.map((plan) => (
              <Tab key={plan.id} id={plan.id}>
                {plan.title}
              </Tab>
            ))}
          </TabList>
          {plans.map((plan) => (
            <TabPanel key={plan.id} id={plan.id}>
              {plan.body}
            </TabPanel>
          ))}
        </Tabs>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    // Tabs build their collection in a first render and show the tabs in the next.
    const [lineList] = await canvas.findAllByRole('tablist');
    const list = within(lineList as HTMLElement);
    await expect(await list.findByRole('tab', { name: 'Yearly' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(list.getByRole('tab', { name: 'Monthly' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(list.getByRole('tab', { name: 'Credits' })).toHaveFocus();
  },
};

/** Keyboard path: Tab focuses the selected tab, arrows move and select, the panel follows. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await canvas.findByRole('tab', { name: 'Monthly' });
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Monthly' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const yearly = canvas.getByRole('tab', { name: 'Yearly' });
    await expect(yearly).toHaveFocus();
    await expect(yearly).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Two months free');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('yearly');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Credits' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Monthly' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const LongLabel: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Long plans">
        <Tab id="a">Annual membership with every advanced model included</Tab>
        <Tab id="b">Pay-as-you-go credits for occasional image generation</Tab>
      </TabList>
      <TabPanel id="a">The annual membership unlocks every advanced model, higher rate limits and priority support for a whole year.</TabPanel>
      <TabPanel id="b">Credits never expire and can be topped up at any time from the account page.</TabPanel>
    </Tabs>
  ),
};

const pointsRules = ['聊天', '应用', '音乐', '工具', 'dall绘画', 'mj绘画'];

export const Chinese: Story = {
  render: (args) => (
    <Stack gap="xl">
      <Tabs {...args} variant="pill">
        <TabList aria-label="套餐类型">
          <Tab id="vip">会员套餐</Tab>
          <Tab id="points">积分套餐</Tab>
        </TabList>
        <TabPanel id="vip">开通会员，畅享全部高级模型。</TabPanel>
        <TabPanel id="points">购买积分，按次使用，永不过期。</TabPanel>
      </Tabs>
      <Tabs {...args} variant="line">
        <TabList aria-label="积分规则">
          {pointsRules.map((rule) => (
            <Tab key={rule} id={rule}>
              {rule}
            </Tab>
          ))}
        </TabList>
        {pointsRules.map((rule) => (
          <TabPanel key={rule} id={rule}>
            {`${rule}：每次使用消耗相应积分。`}
          </TabPanel>
        ))}
      </Tabs>
    </Stack>
  ),
};
