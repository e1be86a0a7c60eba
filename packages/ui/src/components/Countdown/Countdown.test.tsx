import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './Countdown';

const format = (s: number) => `剩余 ${s} 秒`;
const tick = (seconds = 1) => act(() => void vi.advanceTimersByTime(seconds * 1000));

describe('Countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks down every second and calls onEnd once at zero', () => {
    const onEnd = vi.fn();
    render(<Countdown seconds={3} format={format} onEnd={onEnd} />);
    expect(screen.getByRole('timer')).toHaveTextContent('剩余 3 秒');
    tick();
    expect(screen.getByRole('timer')).toHaveTextContent('剩余 2 秒');
    tick(2);
    expect(screen.getByRole('timer')).toHaveTextContent('剩余 0 秒');
    expect(onEnd).toHaveBeenCalledTimes(1);
    tick(5);
    expect(screen.getByRole('timer')).toHaveTextContent('剩余 0 秒');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('stops while paused and resumes from where it was', () => {
    const { rerender } = render(<Countdown seconds={10} format={format} />);
    tick(2);
    rerender(<Countdown seconds={10} format={format} isPaused />);
    tick(5);
    expect(screen.getByRole('timer')).toHaveTextContent('剩余 8 秒');
    rerender(<Countdown seconds={10} format={format} />);
    tick();
    expect(screen.getByRole('timer')).toHaveTextContent('剩余 7 秒');
  });

  it('announces only at the end by default', () => {
    render(<Countdown seconds={2} format={format} />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    tick();
    expect(status).toBeEmptyDOMElement();
    tick();
    expect(status).toHaveTextContent('剩余 0 秒');
  });

  it('announces at the chosen moments', () => {
    render(<Countdown seconds={12} format={format} announceAt={[10, 0]} />);
    tick(2);
    expect(screen.getByRole('status')).toHaveTextContent('剩余 10 秒');
    tick();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('restarts when seconds changes', () => {
    const { rerender } = render(<Countdown seconds={5} format={format} />);
    tick(3);
    rerender(<Countdown seconds={60} format={format} />);
    expect(screen.getByRole('timer')).toHaveTextContent('剩余 60 秒');
    tick();
    expect(screen.getByRole('timer')).toHaveTextContent('剩余 59 秒');
  });

  it('catches up when timers were throttled in a background tab', () => {
    render(<Countdown seconds={60} format={format} />);
    vi.setSystemTime(Date.now() + 30_000); // 30 s pass without any timer firing
    tick();
    expect(screen.getByRole('timer')).toHaveTextContent('剩余 29 秒');
  });

  it('does not call onEnd when it starts at zero', () => {
    const onEnd = vi.fn();
    render(<Countdown seconds={0} format={format} onEnd={onEnd} />);
    tick(3);
    expect(onEnd).not.toHaveBeenCalled();
  });
});
