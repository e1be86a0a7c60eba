import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Slider } from './Slider';

const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

describe('Slider value label', () => {
  it('shows the value formatted with formatOptions, and the thumb announces the same text', () => {
    render(<Slider label="Top N" minValue={0} maxValue={1.2} step={0.1} defaultValue={1} formatOptions={oneDecimal} />);
    expect(screen.getByText('1.0')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Top N' })).toHaveAttribute('aria-valuetext', '1.0');
  });

  it('follows the keyboard in exact 0.1 steps and stops at the maximum', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Slider label="Top N" minValue={0} maxValue={1.2} step={0.1} defaultValue={1} formatOptions={oneDecimal} onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByText('1.2')).toBeInTheDocument();
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([1.1, 1.2]);
  });

  it('formats with the unit, percent or grouping the options ask for', () => {
    render(
      <>
        <Slider label="回复长度" minValue={100} maxValue={4000} step={100} defaultValue={2000} />
        <Slider label="音量" minValue={0} maxValue={1} defaultValue={0.45} step={0.05} formatOptions={{ style: 'percent' }} />
      </>,
    );
    expect(screen.getByText('2,000')).toBeInTheDocument();
    expect(screen.getByText('45%')).toBeInTheDocument();
  });

  it('can hide the visible value, keeping it announced', () => {
    render(<Slider aria-label="上下文轮数" minValue={1} maxValue={20} defaultValue={8} hideValue />);
    expect(screen.queryByText('8')).toBeNull();
    expect(screen.getByRole('slider', { name: '上下文轮数' })).toHaveAttribute('aria-valuetext', '8');
  });
});
