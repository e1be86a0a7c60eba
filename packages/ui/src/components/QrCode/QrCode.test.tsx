import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { create } from 'qrcode';
import { describe, expect, it, vi } from 'vitest';
import { QrCode } from './QrCode';
import { QR_QUIET_ZONE, qrSvgShape } from './qrMatrix';

const loginUrl = 'https://lingxi.example.com/login/qr?ticket=20261121-abcdef';

/** The dark modules the path draws, as "row,col" (each subpath is `M x y h n v1 h-n z`). */
const darkModulesInPath = (path: string) => {
  const cells = new Set<string>();
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1/g)) {
    for (let i = 0; i < Number(run); i += 1) cells.add(`${Number(y) - QR_QUIET_ZONE},${Number(x) - QR_QUIET_ZONE + i}`);
  }
  return cells;
};

describe('qrSvgShape', () => {
  it('is deterministic: the same value gives the same path', () => {
    expect(qrSvgShape(loginUrl, 'M')).toEqual(qrSvgShape(loginUrl, 'M'));
  });

  it('draws exactly the matrix the qrcode library encodes', () => {
    for (const level of ['L', 'H'] as const) {
      const { modules } = create(loginUrl, { errorCorrectionLevel: level });
      const shape = qrSvgShape(loginUrl, level);
      expect(shape.moduleCount).toBe(modules.size);
      expect(shape.viewBoxSize).toBe(modules.size + 2 * QR_QUIET_ZONE);
      const expected = new Set<string>();
      modules.data.forEach((bit, index) => bit && expected.add(`${Math.floor(index / modules.size)},${index % modules.size}`));
      expect(darkModulesInPath(shape.path)).toEqual(expected);
    }
  });

  it('produces a valid QR symbol size (21 + 4 per version)', () => {
    const { moduleCount } = qrSvgShape(loginUrl, 'H');
    expect((moduleCount - 17) % 4).toBe(0);
    expect(moduleCount).toBeGreaterThanOrEqual(21);
  });
});

describe('QrCode', () => {
  it('renders the same SVG for the same value', () => {
    const first = render(<QrCode value={loginUrl} label="扫码登录" />);
    const firstSvg = first.container.innerHTML;
    first.unmount();
    const second = render(<QrCode value={loginUrl} label="扫码登录" />);
    expect(second.container.innerHTML).toBe(firstSvg);
  });

  it('is an image named by its label whose matrix matches QRCode.create', () => {
    render(<QrCode value={loginUrl} label="扫码登录" errorCorrectionLevel="Q" />);
    const image = screen.getByRole('img', { name: '扫码登录' });
    const { modules } = create(loginUrl, { errorCorrectionLevel: 'Q' });
    expect(image).toHaveAttribute('data-module-count', String(modules.size));
    expect(image).toHaveAttribute('viewBox', `0 0 ${modules.size + 8} ${modules.size + 8}`);
  });

  it('raises the error-correction level to H when a logo covers the centre', () => {
    render(<QrCode value={loginUrl} label="扫码登录" logoSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw=" />);
    const { modules } = create(loginUrl, { errorCorrectionLevel: 'H' });
    expect(screen.getByRole('img', { name: '扫码登录' })).toHaveAttribute('data-module-count', String(modules.size));
  });

  it('hides the expired code and offers a refresh', async () => {
    const onRefresh = vi.fn();
    render(<QrCode value={loginUrl} label="扫码登录" status="expired" expiredMessage="二维码已过期" refreshLabel="点击刷新" onRefresh={onRefresh} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('二维码已过期');
    await userEvent.click(screen.getByRole('button', { name: '点击刷新' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('shows a named spinner while loading', () => {
    render(<QrCode value="" label="扫码登录" status="loading" loadingLabel="加载中" />);
    expect(screen.getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
  });

  it('falls back to the error state when the value cannot be encoded', () => {
    render(<QrCode value={'x'.repeat(5000)} label="扫码登录" errorMessage="二维码生成失败" />);
    expect(screen.getByRole('alert')).toHaveTextContent('二维码生成失败');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
