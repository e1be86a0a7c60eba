import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../../layout';
import { Select, SelectItem, selectSizes } from './Select';

interface Model {
  id: string;
  name: string;
}

const models: Model[] = [
  { id: 'lite', name: 'Lingxi Lite' },
  { id: 'pro', name: 'Lingxi Pro' },
  { id: 'max', name: 'Lingxi Max' },
  { id: 'vision', name: 'Lingxi Vision' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Model',
    placeholder: 'Choose a model',
    items: models,
    children: (model: Model) => <SelectItem id={model.id}>{model.name}</SelectItem>,
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Select<Model>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { description: 'Larger models answer better and cost more points.' } };

export const Selected: Story = { args: { defaultValue: 'pro' } };

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="lg">
      {selectSizes.map((size) => (
        <Select key={size} {...args} size={size} label={`Size ${size}`} defaultValue="pro" />
      ))}
    </Stack>
  ),
};

/** Items written out as children instead of a collection. */
export const StaticItems: Story = {
  args: { items: undefined, label: 'Theme', placeholder: 'Choose a theme' },
  render: ({ items: _items, children: _children, ...args }) => (
    <Select {...args}>
      <SelectItem id="auto">Follow system</SelectItem>
      <SelectItem id="light">Light</SelectItem>
      <SelectItem id="dark">Dark</SelectItem>
    </Select>
  ),
};

/** Open, with one option disabled by disabledKeys: checks the popover and list in both themes. */
export const Open: Story = {
  args: { defaultOpen: true, defaultValue: 'pro', disabledKeys: ['vision'] },
  play: async () => {
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Lingxi Vision' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(listbox).getByRole('option', { name: 'Lingxi Pro' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const States: Story = {
  render: (args) => (
    <Stack gap="lg">
      <Select {...args} label="Required" isRequired />
      <Select {...args} label="Disabled" isDisabled defaultValue="pro" />
      <Select {...args} label="Disabled, empty" isDisabled />
    </Stack>
  ),
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a model to continue.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose a model to continue.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Model/ })).toHaveAccessibleDescription('Choose a model to continue.');
  },
};

export const LongLabel: Story = {
  args: {
    label: 'The model that answers new conversations by default when you do not pick one yourself',
    description: 'You can still switch models inside any conversation; this only changes what new ones start with.',
    items: [
      { id: 'a', name: 'Lingxi Max with extended reasoning and a one-million-token context window' },
      { id: 'b', name: 'Lingxi Lite' },
    ],
    defaultValue: 'a',
  },
};

export const Chinese: Story = {
  args: {
    label: '模型选择',
    placeholder: '请选择模型',
    description: '不同模型消耗的积分不同',
    items: [
      { id: 'lite', name: '灵犀 轻量版' },
      { id: 'pro', name: '灵犀 专业版' },
      { id: 'max', name: '灵犀 旗舰版（会员专享）' },
    ],
    disabledKeys: ['max'],
  },
  render: (args) => (
    <Stack gap="lg">
      <Select {...args} />
      <Select {...args} label="默认模型" description={undefined} isInvalid errorMessage="请选择一个模型" />
    </Stack>
  ),
};

/** Keyboard path: Tab to the trigger, Enter opens the list, arrows move (skipping disabled), Enter picks. */
export const Keyboard: Story = {
  args: { disabledKeys: ['pro'] },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Model/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Lingxi Lite' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Lingxi Max' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith('max');
    await expect(trigger).toHaveTextContent('Lingxi Max');
    // Focus comes back once the list's exit animation has finished.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
