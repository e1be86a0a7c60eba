import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../../layout';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { label: 'Loading' },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="lg">
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} />
      ))}
    </Inline>
  ),
};

export const WithLabel: Story = { args: { showLabel: true, label: 'Loading conversations' } };

export const LongLabel: Story = {
  args: { showLabel: true, label: 'Generating your slide deck from the outline; this can take up to a minute for long documents' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export const Chinese: Story = { args: { label: '加载中…', showLabel: true } };
