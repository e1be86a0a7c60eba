import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../../layout';
import { ProgressBar, progressBarSizes, progressBarTones } from './ProgressBar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading', value: 45 },
  argTypes: {
    tone: { control: 'inline-radio', options: progressBarTones },
    size: { control: 'inline-radio', options: progressBarSizes },
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: (args) => (
    <Stack gap="lg">
      {progressBarTones.map((tone) => (
        <ProgressBar key={tone} {...args} tone={tone} label={tone} />
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="lg">
      {progressBarSizes.map((size) => (
        <ProgressBar key={size} {...args} size={size} label={size} />
      ))}
    </Stack>
  ),
};

export const Determinate: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(canvas.getByText('45%')).toBeInTheDocument();
  },
};

/** No value: the bar slides (or, under reduced motion, shows dimmed) and no percentage is shown. */
export const Indeterminate: Story = {
  args: { isIndeterminate: true, label: 'Processing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Processing' })).not.toHaveAttribute('aria-valuenow');
  },
};

/** Per-file upload progress: a custom value label with sizes. */
export const UploadValueLabel: Story = {
  args: { label: 'report-2024.pdf', value: 32, valueLabel: '3.2 MB / 10 MB' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3.2 MB / 10 MB');
  },
};

export const Complete: Story = { args: { value: 100, tone: 'success', label: 'Uploaded' } };

export const NoVisibleLabel: Story = { args: { label: undefined, 'aria-label': 'Upload progress', size: 'sm' } };

export const LongLabel: Story = {
  args: { label: 'quarterly-financial-report-with-appendices-and-supporting-spreadsheets-final-version-3.xlsx', value: 78 },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};

export const Chinese: Story = {
  args: { label: '上传中' },
  render: (args) => (
    <Stack gap="lg">
      <ProgressBar {...args} label="会员合同.pdf" value={60} valueLabel="6 MB / 10 MB" />
      <ProgressBar {...args} label="正在生成图片" isIndeterminate />
      <ProgressBar {...args} label="上传失败" value={30} tone="danger" />
    </Stack>
  ),
};
