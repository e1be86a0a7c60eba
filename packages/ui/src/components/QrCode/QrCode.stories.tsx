import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Inline } from '../../layout';
import { QrCode, qrCodeStatuses, qrErrorCorrectionLevels } from './QrCode';

const loginUrl = 'https://lingxi.example.com/login/qr?ticket=20261121-abcdef';
// A deterministic inline logo (no network): a rounded square with a white spark.
const logo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="rgb(36,88,214)"/><path d="M16 6l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="rgb(255,255,255)"/></svg>',
  );

const meta = {
  title: 'Media/QrCode',
  component: QrCode,
  args: {
    value: loginUrl,
    label: 'Scan to sign in',
    loadingLabel: 'Loading',
    expiredMessage: 'QR code expired',
    errorMessage: 'Could not load the QR code',
    refreshLabel: 'Refresh',
    onRefresh: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: qrCodeStatuses },
    errorCorrectionLevel: { control: 'inline-radio', options: qrErrorCorrectionLevels },
  },
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const States: Story = {
  render: (args) => (
    <Inline gap="lg" alignItems="flex-start">
      {qrCodeStatuses.map((status) => (
        <QrCode key={status} {...args} status={status} label={`${args.label} (${status})`} />
      ))}
    </Inline>
  ),
};

export const ErrorCorrectionLevels: Story = {
  render: (args) => (
    <Inline gap="lg">
      {qrErrorCorrectionLevels.map((level) => (
        <QrCode key={level} {...args} errorCorrectionLevel={level} label={`${args.label} (${level})`} />
      ))}
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="lg">
      {[120, 160, 220].map((size) => (
        <QrCode key={size} {...args} size={size} label={`${args.label} (${size}px)`} />
      ))}
    </Inline>
  ),
};

export const WithLogo: Story = { args: { logoSrc: logo, size: 200 } };

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};

/** Keyboard path: Tab reaches the refresh button on the expired overlay, Enter refreshes. */
export const Expired: Story = {
  args: { status: 'expired' },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const ErrorState: Story = { args: { status: 'error' } };

/** A value too long for any QR version falls back to the error state. */
export const ValueTooLong: Story = { args: { value: 'x'.repeat(5000) } };

export const LongLabel: Story = {
  args: {
    status: 'expired',
    expiredMessage: 'This sign-in code expired after sixty seconds for your security',
    refreshLabel: 'Generate a new code',
    size: 180,
  },
};

export const Chinese: Story = {
  args: {
    label: '扫码登录',
    loadingLabel: '加载中',
    expiredMessage: '二维码已过期',
    errorMessage: '二维码加载失败',
    refreshLabel: '点击刷新',
    logoSrc: logo,
  },
  render: (args) => (
    <Inline gap="lg" alignItems="flex-start">
      {qrCodeStatuses.map((status) => (
        <QrCode key={status} {...args} status={status} label={`${args.label}（${status}）`} />
      ))}
    </Inline>
  ),
};
