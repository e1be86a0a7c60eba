import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../../layout';
import { Radio, RadioGroup, radioGroupOrientations } from './RadioGroup';

const plans = (
  <>
    <Radio value="monthly">Monthly</Radio>
    <Radio value="quarterly">Quarterly</Radio>
    <Radio value="yearly">Yearly</Radio>
  </>
);

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'Billing period', defaultValue: 'monthly', children: plans, onChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Orientations: Story = {
  render: (args) => (
    <Stack gap="xl">
      {radioGroupOrientations.map((orientation) => (
        <RadioGroup key={orientation} {...args} label={`Billing period (${orientation})`} orientation={orientation} />
      ))}
    </Stack>
  ),
};

export const WithDescription: Story = { args: { description: 'You can switch plans at any time.' } };

export const States: Story = {
  render: (args) => (
    <Stack gap="xl">
      <RadioGroup {...args} label="Required" isRequired defaultValue={undefined} />
      <RadioGroup {...args} label="Disabled" isDisabled />
      <RadioGroup {...args} label="One option disabled">
        <Radio value="monthly">Monthly</Radio>
        <Radio value="quarterly" isDisabled>
          Quarterly (sold out)
        </Radio>
        <Radio value="yearly">Yearly</Radio>
      </RadioGroup>
      <RadioGroup {...args} label="Read only" isReadOnly />
    </Stack>
  ),
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: undefined, errorMessage: 'Choose a billing period.', description: 'Required to continue.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Billing period' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Required to continue. Choose a billing period.');
  },
};

export const LongLabel: Story = {
  args: {
    label: 'How often would you like to be billed for your membership and any add-on packages you purchase',
    description: 'Longer billing periods include a discount that is applied automatically at checkout.',
    orientation: 'horizontal',
    children: (
      <>
        <Radio value="monthly">Every month, renewing automatically on the same day</Radio>
        <Radio value="quarterly">Every three months with a five percent discount</Radio>
        <Radio value="yearly">Once a year with two months free</Radio>
      </>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

export const Chinese: Story = {
  args: {
    label: '套餐类型',
    defaultValue: 'member',
    description: '会员套餐按月计费，积分套餐一次性购买',
    orientation: 'horizontal',
    children: (
      <>
        <Radio value="member">会员套餐</Radio>
        <Radio value="points">积分套餐</Radio>
      </>
    ),
  },
  render: (args) => (
    <Stack gap="xl">
      <RadioGroup {...args} />
      <RadioGroup label="外观" defaultValue="auto">
        <Radio value="auto">跟随系统</Radio>
        <Radio value="light">浅色</Radio>
        <Radio value="dark">深色</Radio>
      </RadioGroup>
      <RadioGroup label="支付方式" isInvalid errorMessage="请选择支付方式" orientation="horizontal">
        <Radio value="wechat">微信支付</Radio>
        <Radio value="alipay">支付宝</Radio>
      </RadioGroup>
    </Stack>
  ),
};

/** Keyboard path: Tab lands on the selected radio, arrows move and select, the group skips disabled options. */
export const Keyboard: Story = {
  args: {
    children: (
      <>
        <Radio value="monthly">Monthly</Radio>
        <Radio value="quarterly" isDisabled>
          Quarterly
        </Radio>
        <Radio value="yearly">Yearly</Radio>
      </>
    ),
  },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const yearly = canvas.getByRole('radio', { name: 'Yearly' });
    await expect(yearly).toHaveFocus();
    await expect(yearly).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('yearly');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  },
};

export const KeyboardHorizontal: Story = {
  args: { orientation: 'horizontal' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Quarterly' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('quarterly');
  },
};
