import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationProgress } from './NavigationProgress';

const fillScale = () => Number((screen.getByRole('progressbar').firstElementChild as HTMLElement).style.getPropertyValue('--lx-navigation-progress'));

describe('NavigationProgress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders nothing while idle', () => {
    render(<NavigationProgress isLoading={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('creeps toward 90% while loading, never past it, and is indeterminate', () => {
    render(<NavigationProgress isLoading label="页面加载中" />);
    const bar = screen.getByRole('progressbar', { name: '页面加载中' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    const start = fillScale();
    act(() => void vi.advanceTimersByTime(2000));
    expect(fillScale()).toBeGreaterThan(start);
    act(() => void vi.advanceTimersByTime(120_000));
    expect(fillScale()).toBe(0.9);
  });

  it('completes to 100% then goes away when loading stops', () => {
    const { rerender } = render(<NavigationProgress isLoading />);
    rerender(<NavigationProgress isLoading={false} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-phase', 'completing');
    expect(fillScale()).toBe(1);
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('restarts from the beginning on a new navigation', () => {
    const { rerender } = render(<NavigationProgress isLoading />);
    act(() => void vi.advanceTimersByTime(4000));
    rerender(<NavigationProgress isLoading={false} />);
    rerender(<NavigationProgress isLoading />);
    expect(fillScale()).toBe(0.08);
  });

  it('shows a fixed value as real progress', () => {
    render(<NavigationProgress isLoading value={45} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    act(() => void vi.advanceTimersByTime(4000));
    expect(fillScale()).toBe(0.45);
  });
});
