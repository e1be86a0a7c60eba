import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Inline } from '../../layout';
import { Button } from '../Button';
import { NavigationProgress, type NavigationProgressProps } from './NavigationProgress';

const meta = {
  title: 'Feedback/NavigationProgress',
  component: NavigationProgress,
  // Still frames use a fixed value, so screenshots never catch the trickle mid-way.
  args: { isLoading: true, value: 45 },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100 } } },
} satisfies Meta<typeof NavigationProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Static: Story = {
  play: async () => {
    const bar = within(document.body).getByRole('progressbar', { name: 'Loading page' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
  },
};

export const NearlyDone: Story = { args: { value: 90 } };

export const NotLoading: Story = {
  args: { isLoading: false, value: undefined },
  play: async () => {
    await expect(within(document.body).queryByRole('progressbar')).toBeNull();
  },
};

function NavigationDemo(props: Omit<NavigationProgressProps, 'isLoading' | 'value'>) {
  const [isLoading, setLoading] = useState(false);
  return (
    <>
      <NavigationProgress {...props} isLoading={isLoading} />
      <Inline gap="md">
        <Button onPress={() => setLoading(true)}>Start navigation</Button>
        <Button variant="secondary" onPress={() => setLoading(false)}>
          Finish navigation
        </Button>
      </Inline>
    </>
  );
}

/** Keyboard: start a navigation (the bar appears, indeterminate), finish it (the bar completes and goes). */
export const Interaction: Story = {
  args: { value: undefined },
  render: (args) => <NavigationDemo label={args.label} />,
  play: async () => {
    const page = within(document.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const bar = await page.findByRole('progressbar', { name: 'Loading page' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('progressbar')).toBeNull());
  },
};

export const LongLabel: Story = {
  args: { label: 'Loading the conversation history and the list of available models for this workspace' },
  play: async () => {
    await expect(within(document.body).getByRole('progressbar')).toHaveAccessibleName(/conversation history/);
  },
};

export const Chinese: Story = {
  args: { label: '页面加载中', value: 60 },
  play: async () => {
    await expect(within(document.body).getByRole('progressbar', { name: '页面加载中' })).toBeInTheDocument();
  },
};
