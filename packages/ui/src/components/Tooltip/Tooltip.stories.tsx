import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Download, Settings, Share2, Trash2 } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Inline } from '../../layout';
import { IconButton } from '../IconButton';
import { Tooltip, TooltipTrigger, tooltipPlacements, type TooltipProps, type TooltipTriggerProps } from './Tooltip';

type Args = TooltipProps & Pick<TooltipTriggerProps, 'delay' | 'closeDelay' | 'isDisabled' | 'defaultOpen'> & { label: string };

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: { label: 'Settings', children: 'Settings' },
  argTypes: { placement: { control: 'inline-radio', options: tooltipPlacements } },
  decorators: [(Story) => <div style={{ padding: '64px 160px' }}>{Story()}</div>],
  render: ({ label, delay, closeDelay, isDisabled, defaultOpen, ...tooltip }) => (
    <TooltipTrigger delay={delay} closeDelay={closeDelay} isDisabled={isDisabled} defaultOpen={defaultOpen}>
      <IconButton icon={Settings} label={label} variant="secondary" />
      <Tooltip {...tooltip} />
    </TooltipTrigger>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const tooltipRole = () => within(document.body).queryByRole('tooltip');

export const Default: Story = { args: { defaultOpen: true } };

/** Every placement, shown open (each trigger in a wide cell so the tooltips do not overlap). */
export const Placements: Story = {
  render: () => (
    <Inline gap="none">
      {tooltipPlacements.map((placement) => (
        <div key={placement} style={{ width: 160, display: 'flex', justifyContent: 'center' }}>
          <TooltipTrigger defaultOpen>
            <IconButton icon={Share2} label={`Share (${placement})`} variant="secondary" />
            <Tooltip placement={placement}>{placement}</Tooltip>
          </TooltipTrigger>
        </div>
      ))}
    </Inline>
  ),
  play: async () => {
    await waitFor(() => expect(within(document.body).getAllByRole('tooltip')).toHaveLength(tooltipPlacements.length));
  },
};

/** Keyboard path: Tab focuses the trigger and shows the tooltip at once; Escape hides it. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Settings' });
    await expect(trigger).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Settings');
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(tooltipRole()).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** delay / closeDelay: with both at 0 hover shows and hides the tooltip immediately. */
export const NoDelay: Story = {
  args: { delay: 0, closeDelay: 0, children: 'Download the answer', label: 'Download' },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Download' });
    // RAC shows tooltips on hover only in pointer modality, which a pointer press sets.
    await userEvent.click(canvasElement);
    await userEvent.hover(trigger);
    await within(document.body).findByRole('tooltip');
    await userEvent.unhover(trigger);
    await waitFor(() => expect(tooltipRole()).toBeNull());
  },
};

/** isDisabled: focus shows no tooltip. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Settings' })).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(tooltipRole()).toBeNull();
  },
};

export const LongLabel: Story = {
  args: {
    defaultOpen: true,
    placement: 'bottom',
    label: 'Delete',
    children: 'Delete this conversation and every answer in it; deleted conversations cannot be restored from the trash later',
  },
};

export const Chinese: Story = {
  render: () => (
    <Inline gap="xl">
      <TooltipTrigger defaultOpen>
        <IconButton icon={Copy} label="复制回答" variant="secondary" />
        <Tooltip>复制回答</Tooltip>
      </TooltipTrigger>
      <TooltipTrigger>
        <IconButton icon={Download} label="下载" variant="secondary" />
        <Tooltip>下载</Tooltip>
      </TooltipTrigger>
      <TooltipTrigger defaultOpen>
        <IconButton icon={Trash2} label="删除对话" variant="secondary" />
        <Tooltip placement="bottom">删除后无法恢复</Tooltip>
      </TooltipTrigger>
    </Inline>
  ),
};
