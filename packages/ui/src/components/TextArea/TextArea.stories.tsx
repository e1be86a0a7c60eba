import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../../layout';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Feedback', placeholder: 'Tell us what happened', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { description: 'Screenshots can be attached in the next step.' } };

export const States: Story = {
  render: (args) => (
    <Stack gap="lg">
      <TextArea {...args} label="Required" isRequired />
      <TextArea {...args} label="Disabled" isDisabled defaultValue="This note can no longer be edited." />
      <TextArea {...args} label="Read only" isReadOnly defaultValue="Submitted on the first of the month." />
    </Stack>
  ),
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Describe the problem in at least 10 characters.', defaultValue: 'Broken' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Feedback' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('Describe the problem in at least 10 characters.');
  },
};

export const Validate: Story = {
  args: { validate: (value: string) => (value.length === 0 || value.length >= 10 ? null : 'Describe the problem in at least 10 characters.') },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('Slow');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Describe the problem in at least 10 characters.')).toBeVisible();
  },
};

/** The feedback form: 5 rows, at most 2000 characters, with a counter. */
export const Counter: Story = {
  args: { rows: 5, maxLength: 2000, showCounter: true },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('Hello');
    await expect(canvas.getByText('5/2000')).toBeVisible();
    await expect(canvas.getByRole('textbox')).toHaveAttribute('rows', '5');
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Describe in as much detail as you can what you were doing when the answer stopped streaming halfway through',
    description: 'Include the model you selected, the approximate time, and whether the problem happens again after refreshing the page.',
    maxLength: 2000,
    showCounter: true,
    defaultValue:
      'I asked a long question about the differences between several membership plans and the answer stopped after two paragraphs without any error message being shown.',
  },
};

export const Chinese: Story = {
  args: { label: '问题描述', placeholder: '请详细描述您遇到的问题', rows: 5, maxLength: 2000, showCounter: true, description: '我们会在三个工作日内回复' },
  render: (args) => (
    <Stack gap="lg">
      <TextArea {...args} />
      <TextArea {...args} label="补充说明" defaultValue="无" isInvalid errorMessage="问题描述至少需要10个字" />
    </Stack>
  ),
};

/** Keyboard path: Tab in, type two lines (Enter makes a newline), the value follows. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const textarea = canvas.getByRole('textbox', { name: 'Feedback' });
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('First line{Enter}Second line');
    await expect(textarea).toHaveValue('First line\nSecond line');
    await expect(args.onChange).toHaveBeenLastCalledWith('First line\nSecond line');
  },
};
