import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Inline, Stack } from '../../layout';
import { Avatar, avatarSizes } from './Avatar';

// Offline, deterministic images: an inline SVG portrait and a data URI that cannot decode.
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="rgb(70,110,190)"/>' +
    '<circle cx="20" cy="16" r="7" fill="rgb(235,240,250)"/><rect x="8" y="26" width="24" height="16" rx="8" fill="rgb(235,240,250)"/></svg>',
)}`;
const broken = 'data:image/png;base64,AAAA';

const meta = {
  title: 'Media/Avatar',
  component: Avatar,
  args: { name: 'Alice Chen' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="md">
      <Inline gap="md">
        {avatarSizes.map((size) => (
          <Avatar key={size} {...args} size={size} />
        ))}
      </Inline>
      <Inline gap="md">
        {avatarSizes.map((size) => (
          <Avatar key={size} {...args} src={portrait} size={size} />
        ))}
      </Inline>
    </Stack>
  ),
};

export const WithImage: Story = { args: { src: portrait } };

/** The image fails to load: the initial shows and the accessible name stays the person's name. */
export const BrokenImage: Story = {
  args: { src: broken, name: '小智' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    const avatar = canvas.getByRole('img', { name: '小智' });
    await expect(avatar).toHaveTextContent('小');
  },
};

export const NoName: Story = { args: { name: '', alt: 'Unknown user' } };

/** Next to a visible name the avatar is decorative (alt=""), so the name is not read twice. */
export const Decorative: Story = {
  args: { alt: '' },
  render: (args) => (
    <Inline gap="sm">
      <Avatar {...args} />
      <span>{args.name}</span>
    </Inline>
  ),
};

export const LongLabel: Story = {
  args: { name: 'Maximilian Alexander Montgomery-Wolfeschlegelsteinhausen the Third' },
  render: (args) => (
    <Inline gap="sm" style={{ maxWidth: 240 }} flexWrap="nowrap">
      <Avatar {...args} alt="" />
      <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{args.name}</span>
    </Inline>
  ),
};

export const Chinese: Story = {
  args: { name: '小智' },
  render: (args) => (
    <Inline gap="md">
      <Avatar {...args} />
      <Avatar name="灵犀助手" size="lg" />
      <Avatar name="王小明" src={broken} size="lg" />
      <Avatar name="会员用户" src={portrait} size="lg" />
    </Inline>
  ),
};
