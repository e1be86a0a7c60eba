import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField counter', () => {
  it('counts what the user types when uncontrolled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="昵称" maxLength={30} showCounter defaultValue="灵犀" onChange={onChange} />);
    expect(screen.getByText('2/30')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox'), 'hello');
    expect(screen.getByText('7/30')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith('灵犀hello');
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<TextField label="昵称" maxLength={30} showCounter value="abc" />);
    expect(screen.getByText('3/30')).toBeInTheDocument();
    rerender(<TextField label="昵称" maxLength={30} showCounter value="abcdefghijkl" />);
    expect(screen.getByText('12/30')).toBeInTheDocument();
  });

  it('is part of the accessible description, after the description', () => {
    render(<TextField label="昵称" description="最多30个字" maxLength={30} showCounter aria-describedby="extra" />);
    const input = screen.getByRole('textbox');
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids).toContain('extra');
    expect(input).toHaveAccessibleDescription('最多30个字 0/30');
  });

  it('limits input to maxLength and marks an over-long controlled value', async () => {
    const user = userEvent.setup();
    render(<TextField label="验证码" maxLength={4} showCounter />);
    await user.type(screen.getByRole('textbox'), '123456');
    expect(screen.getByRole('textbox')).toHaveValue('1234');
    expect(screen.getByText('4/4')).not.toHaveAttribute('data-over');

    render(<TextField label="邀请码" maxLength={2} showCounter value="abc" />);
    expect(screen.getByText('3/2')).toHaveAttribute('data-over', 'true');
  });

  it('shows no counter without showCounter or without maxLength', () => {
    render(
      <>
        <TextField label="a" maxLength={30} defaultValue="x" />
        <TextField label="b" showCounter defaultValue="x" />
      </>,
    );
    expect(screen.queryByText(/\/30/)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'b' })).not.toHaveAttribute('aria-describedby');
  });
});
