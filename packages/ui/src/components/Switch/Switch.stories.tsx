import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../../layout';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { children: 'Dark mode', onChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const States: Story = {
  render: (args) => (
    <Stack gap="md">
      <Switch {...args}>Off</Switch>
      <Switch {...args} defaultSelected>
        On
      </Switch>
      <Switch {...args} isDisabled>
        Disabled
      </Switch>
      <Switch {...args} isDisabled defaultSelected>
        Disabled and on
      </Switch>
      <Switch {...args} isReadOnly defaultSelected>
        Read only
      </Switch>
    </Stack>
  ),
};

export const WithDescription: Story = { args: { children: 'Stream answers', description: 'Show the answer while it is being written.' } };

/** No visible label: the accessible name comes from aria-label. */
export const IconOnly: Story = {
  args: { children: undefined, 'aria-label': 'Dark mode' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Dark mode' })).toBeInTheDocument();
  },
};

export const LongLabel: Story = {
  args: {
    children: 'Automatically continue long answers that were cut off because they reached the response length limit',
    description: 'Continuing uses additional points from your balance every time it happens.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export const Chinese: Story = {
  render: (args) => (
    <Stack gap="md">
      <Switch {...args} defaultSelected description="每天首次打开时自动领取签到奖励">
        自动签到
      </Switch>
      <Switch {...args}>联网搜索</Switch>
      <Switch {...args} isDisabled>
        深度思考（会员专享）
      </Switch>
    </Stack>
  ),
};

/** Keyboard path: Tab focuses the switch, Space toggles it on and off. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const control = canvas.getByRole('switch', { name: 'Dark mode' });
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};
