import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('renders the requested rows and counts newlines as characters', async () => {
    const user = userEvent.setup();
    render(<TextArea label="问题描述" rows={5} maxLength={2000} showCounter />);
    const textarea = screen.getByRole('textbox', { name: '问题描述' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '5');
    expect(screen.getByText('0/2000')).toBeInTheDocument();

    await user.type(textarea, '你好{Enter}灵犀');
    expect(screen.getByText('5/2000')).toBeInTheDocument();
    expect(textarea).toHaveAccessibleDescription('5/2000');
  });
});
