import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from './Toast';
import { createToastQueue } from './toastQueue';

const visible = (controller: ReturnType<typeof createToastQueue>) => controller.queue.visibleToasts.map((toast) => toast.content);

describe('createToastQueue de-duplication', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('drops the same tone and message within the default 3000 ms window', () => {
    const toasts = createToastQueue();
    expect(toasts.show('error', '请重新登录')).toEqual(expect.any(String));
    vi.advanceTimersByTime(2999);
    expect(toasts.show('error', '请重新登录')).toBeNull();
    expect(visible(toasts)).toEqual([{ tone: 'error', message: '请重新登录', title: undefined }]);
  });

  it('shows it again once the window has passed, measured from the first show', () => {
    const toasts = createToastQueue({ timeout: 0 });
    toasts.show('error', '请重新登录');
    vi.advanceTimersByTime(2000);
    toasts.show('error', '请重新登录'); // dropped; does not extend the window
    vi.advanceTimersByTime(1000);
    expect(toasts.show('error', '请重新登录')).toEqual(expect.any(String));
    expect(visible(toasts)).toHaveLength(2);
  });

  it('treats another tone or another message as a new toast', () => {
    const toasts = createToastQueue();
    toasts.show('error', '请重新登录');
    toasts.show('warning', '请重新登录');
    toasts.show('error', '网络错误');
    expect(visible(toasts)).toHaveLength(3);
  });

  it('takes a configurable window', () => {
    const toasts = createToastQueue({ dedupeWindow: 500, timeout: 0 });
    toasts.show('info', '已复制');
    vi.advanceTimersByTime(499);
    expect(toasts.show('info', '已复制')).toBeNull();
    vi.advanceTimersByTime(1);
    expect(toasts.show('info', '已复制')).toEqual(expect.any(String));
  });

  it('de-duplicates even after the first toast was closed', () => {
    const toasts = createToastQueue();
    const key = toasts.show('error', '请重新登录')!;
    toasts.close(key);
    expect(toasts.show('error', '请重新登录')).toBeNull();
    expect(visible(toasts)).toHaveLength(0);
  });
});

describe('ToastRegion', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('names a toast by its title, describes it by its message and dismisses it after the timeout', () => {
    const toasts = createToastQueue({ timeout: 5000 });
    render(<ToastRegion queue={toasts.queue} closeLabel="关闭" />);
    act(() => void toasts.show('success', '获得 20 积分', { title: '签到成功' }));
    const toast = screen.getByRole('alertdialog', { name: '签到成功' });
    expect(toast).toHaveAccessibleDescription('获得 20 积分');
    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(4999));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('names a toast without a title by its message and keeps it with timeout 0', () => {
    const toasts = createToastQueue({ timeout: 0 });
    render(<ToastRegion queue={toasts.queue} closeLabel="关闭" />);
    act(() => void toasts.show('error', '登录已过期，请重新登录'));
    act(() => void vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alertdialog', { name: '登录已过期，请重新登录' })).toBeInTheDocument();
  });
});
