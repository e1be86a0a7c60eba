import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { Box, Inline } from '../../layout';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Card, cardAccents, cardVariants } from './Card';

// Offline, deterministic cover image.
const cover = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><defs><linearGradient id="g" x2="1" y2="1">' +
    '<stop offset="0" stop-color="rgb(60,100,200)"/><stop offset="1" stop-color="rgb(120,80,190)"/></linearGradient></defs>' +
    '<rect width="160" height="90" fill="url(#g)"/><circle cx="120" cy="30" r="18" fill="rgb(255,255,255)" fill-opacity="0.35"/></svg>',
)}`;

// Links go through RAC's router, as in the app, so pressing one never navigates the story frame away.
const navigate = fn();

const grid = (Story: () => ReactNode) => (
  <Box display="grid" gap="lg" gridTemplateColumns={{ base: 1, sm: 2, md: 3 }}>
    {Story()}
  </Box>
);

const meta = {
  title: 'Data/Card',
  component: Card,
  args: { title: 'Pro plan', description: 'Every model, priority queue and 2,000 points a month.' },
  argTypes: {
    variant: { control: 'inline-radio', options: cardVariants },
    accent: { control: 'select', options: cardAccents },
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div style={{ maxWidth: 960 }}>{Story()}</div>
      </RouterProvider>
    ),
  ],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  decorators: [grid],
  render: (args) => (
    <>
      {cardVariants.map((variant) => (
        <Card key={variant} {...args} variant={variant} title={`${variant} card`} />
      ))}
      {cardVariants.map((variant) => (
        <Card
          key={`${variant}-full`}
          {...args}
          variant={variant}
          imageSrc={cover}
          title={`${variant} with cover and footer`}
          footer={<Button size="sm">Buy now</Button>}
        />
      ))}
    </>
  ),
};

/** The 15-colour package palette; the app rotates through it by index. */
export const Accents: Story = {
  decorators: [grid],
  render: (args) => (
    <>
      {cardAccents.map((accent) => (
        <Card key={accent} {...args} accent={accent} title={`Accent ${accent}`} variant={accent % 2 ? 'outlined' : 'elevated'} />
      ))}
    </>
  ),
};

/** The whole card is one link named by its title; Tab reaches it once and Enter follows it. */
export const InteractiveLink: Story = {
  args: { href: '/plans/pro', onPress: fn(), imageSrc: cover, accent: 0 },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Pro plan' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAccessibleDescription('Every model, priority queue and 2,000 points a month.');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/plans/pro', undefined);
  },
};

export const InteractiveButton: Story = {
  args: { onPress: fn(), variant: 'outlined' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pro plan' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** A footer action sits beside the card link (not inside it) and does not trigger it. */
export const InteractiveWithFooterAction: Story = {
  args: { href: '/plans/pro', onPress: fn() },
  render: (args) => (
    <Card
      {...args}
      footer={
        <Button onPress={fn()} variant="secondary" size="sm">
          Compare plans
        </Button>
      }
    />
  ),
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Pro plan' });
    const compare = canvas.getByRole('button', { name: 'Compare plans' });
    await expect(link.contains(compare)).toBe(false);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.tab();
    await expect(compare).toHaveFocus();
    await userEvent.click(compare);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  args: {
    title: 'Annual membership with unlimited access to every advanced reasoning and image model',
    description:
      'Includes priority queueing during peak hours, 24,000 bonus points credited monthly, early access to experimental features and a dedicated support channel.',
    href: '/plans/annual',
    accent: 4,
    footer: <Badge tone="vip">Most popular with professional teams</Badge>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};

export const Chinese: Story = {
  decorators: [grid],
  args: { title: '会员套餐', description: '解锁全部高级模型，优先排队。' },
  render: (args) => (
    <>
      {['月度会员', '季度会员', '年度会员'].map((title, index) => (
        <Card
          key={title}
          {...args}
          title={title}
          href={`/plans/${index}`}
          accent={cardAccents[index % cardAccents.length]}
          footer={
            <Inline gap="sm">
              <span>{['¥30', '¥80', '¥298'][index]}</span>
              {index === 2 ? <Badge tone="vip">超值</Badge> : null}
            </Inline>
          }
        />
      ))}
      <Card {...args} title="积分套餐" description="1000 积分，用于绘画与长文本。" imageSrc={cover} footer={<Button size="sm">立即购买</Button>} />
    </>
  ),
};
