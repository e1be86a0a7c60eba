import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleHelp } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Inline, Stack } from '../../layout';
import { dialogA11yPlay } from '../../testing';
import { Button } from '../Button';
import { checkThenOpen, dialogA11yThenOpen } from '../Dialog/storyPlays';
import { IconButton } from '../IconButton';
import { Popover, PopoverTrigger, popoverPlacements, type PopoverProps } from './Popover';

type Args = PopoverProps & { triggerLabel: string; actionLabel: string; onAction?: () => void };

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  args: {
    triggerLabel: 'Points rules',
    actionLabel: 'Check in',
    onAction: fn(),
    title: 'How points work',
    children: 'Check in every day for 20 points. Points can be exchanged for membership days.',
  },
  argTypes: { placement: { control: 'inline-radio', options: popoverPlacements } },
  decorators: [(Story) => <div style={{ padding: '120px 160px' }}>{Story()}</div>],
  render: ({ triggerLabel, actionLabel, onAction, children, ...popover }) => (
    <PopoverTrigger>
      <Button variant="secondary">{triggerLabel}</Button>
      <Popover {...popover}>
        <Stack gap="sm">
          <p>{children}</p>
          <Inline>
            <Button size="sm" slot="close" onPress={onAction}>
              {actionLabel}
            </Button>
          </Inline>
        </Stack>
      </Popover>
    </PopoverTrigger>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

// RAC contains focus in a popover that holds a dialog (and makes the page behind it inert), so the suite checks the trap.
const suite = { trigger: 'Points rules', title: 'How points work', trapsFocus: true };
const a11y = dialogA11yThenOpen(suite);

export const Default: Story = { play: a11y };
export const Top: Story = { args: { placement: 'top' }, play: a11y };

/** Every placement; the suite runs on each. */
export const Placements: Story = {
  render: (args) => (
    <Inline gap="md">
      {popoverPlacements.map((placement) => (
        <PopoverTrigger key={placement}>
          <Button variant="secondary">{placement}</Button>
          <Popover placement={placement} title={`Placed ${placement}`}>
            <p>{args.children}</p>
          </Popover>
        </PopoverTrigger>
      ))}
    </Inline>
  ),
  play: async (context) => {
    for (const placement of popoverPlacements) await dialogA11yPlay({ trigger: placement, title: `Placed ${placement}` })(context);
  },
};

/** Without a visible title the popover is named by aria-label. */
export const AriaLabel: Story = {
  args: { title: undefined, 'aria-label': 'Points help' },
  render: (args) => (
    <PopoverTrigger>
      <IconButton icon={CircleHelp} label="Points help" />
      <Popover {...args}>
        <p>{args.children}</p>
      </Popover>
    </PopoverTrigger>
  ),
  // The popover holds no focusable control: focus stays on the dialog itself.
  play: dialogA11yThenOpen({ trigger: 'Points help', title: 'Points help' }),
};

/** Keyboard path: Enter opens, Tab reaches the action, Enter runs it, the popover closes and focus returns. */
export const Keyboard: Story = {
  play: async (context) => {
    const dialog = await checkThenOpen(context, suite);
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Check in' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(context.args.onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(context.canvasElement).getByRole('button', { name: 'Points rules' })).toHaveFocus());
  },
};

const longTitle = 'How points, check-in streaks and invitation rewards are calculated for your account';

export const LongLabel: Story = {
  args: {
    title: longTitle,
    actionLabel: 'Go to the check-in page and claim today’s reward',
    children: 'Every daily check-in earns 20 points; seven days in a row earn a bonus of 100 points. Invited friends who sign up earn both of you 200 points.',
  },
  play: dialogA11yThenOpen({ trigger: 'Points rules', title: longTitle }),
};

export const Chinese: Story = {
  args: {
    triggerLabel: '积分说明',
    title: '积分规则',
    actionLabel: '去签到',
    children: '每日签到可获得 20 积分，连续签到 7 天额外奖励 100 积分。积分可在「权益兑换」中兑换会员天数。',
  },
  play: dialogA11yThenOpen({ trigger: '积分说明', title: '积分规则' }),
};
