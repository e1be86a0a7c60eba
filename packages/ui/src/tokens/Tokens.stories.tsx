import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../layout/Box';
import { Inline } from '../layout/Inline';
import { Stack } from '../layout/Stack';
import { vars } from '../theme/contract.css';
import { colorRoles } from './color';
import { radius, space } from './scale';

const meta = { title: 'Foundations/Tokens' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour role of the current theme (switch the toolbar theme to compare). */
export const Colors: Story = {
  render: () => (
    <Box display="grid" gridTemplateColumns={{ base: 2, md: 4 }} gap="sm">
      {colorRoles.map((role) => (
        <Inline key={role} gap="sm" flexWrap="nowrap">
          <span
            aria-hidden
            style={{ width: 32, height: 32, flexShrink: 0, borderRadius: 6, border: `1px solid ${vars.color.border}`, background: vars.color[role] }}
          />
          <code>{role}</code>
        </Inline>
      ))}
    </Box>
  ),
};

export const Typography: Story = {
  render: () => (
    <Stack gap="sm">
      {(['display', 'xxl', 'xl', 'lg', 'md', 'sm', 'xs'] as const).map((size) => (
        <p key={size} style={{ fontSize: vars.fontSize[size] }}>
          {size} · 灵犀 AI 助手 — 聊天、绘画、思维导图 · 靈犀 · Lingxi assistant
        </p>
      ))}
    </Stack>
  ),
};

export const SpaceAndRadius: Story = {
  render: () => (
    <Stack gap="md">
      {(Object.keys(space) as (keyof typeof space)[]).map((key) => (
        <Inline key={key} gap="md">
          <code style={{ width: 48 }}>{key}</code>
          <span aria-hidden style={{ display: 'inline-block', height: 12, width: vars.space[key], background: vars.color.accent }} />
        </Inline>
      ))}
      <Inline gap="md">
        {(Object.keys(radius) as (keyof typeof radius)[]).map((key) => (
          <Box key={key} padding="md" background="accentSoft" color="accentText" style={{ borderRadius: vars.radius[key] }}>
            {key}
          </Box>
        ))}
      </Inline>
    </Stack>
  ),
};
