import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './PasswordField';

const labels = { label: '密码', showLabel: '显示密码', hideLabel: '隐藏密码' };

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, and renames the toggle', async () => {
    const user = userEvent.setup();
    render(<PasswordField {...labels} defaultValue="secret123" />);
    const input = screen.getByLabelText('密码');
    expect(input).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: '显示密码' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('secret123');

    await user.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('can start visible', () => {
    render(<PasswordField {...labels} defaultVisible />);
    expect(screen.getByLabelText('密码')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: '隐藏密码' })).toBeInTheDocument();
  });

  it('disables the toggle with the field', () => {
    render(<PasswordField {...labels} isDisabled />);
    expect(screen.getByRole('button', { name: '显示密码' })).toBeDisabled();
  });
});
