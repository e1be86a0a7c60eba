import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, avatarInitial } from './Avatar';

describe('Avatar', () => {
  it('takes the first character of Chinese and Latin names', () => {
    expect(avatarInitial('小智')).toBe('小');
    expect(avatarInitial(' alice')).toBe('A');
    expect(avatarInitial('𠀋先生')).toBe('𠀋'); // outside the BMP: one character, two UTF-16 units
  });

  it('shows the initial when there is no src', () => {
    render(<Avatar name="小智" />);
    const avatar = screen.getByRole('img', { name: '小智' });
    expect(avatar).toHaveTextContent('小');
    expect(avatar.querySelector('img')).toBeNull();
  });

  it('falls back to the initial when the image fails to load', () => {
    const { container } = render(<Avatar name="小智" src="https://example.invalid/a.png" />);
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    fireEvent.error(img!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: '小智' })).toHaveTextContent('小');
  });

  it('tries again when the src changes after a failure', () => {
    const { container, rerender } = render(<Avatar name="小智" src="https://example.invalid/a.png" />);
    fireEvent.error(container.querySelector('img')!);
    rerender(<Avatar name="小智" src="https://example.invalid/b.png" />);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://example.invalid/b.png');
  });

  it('is hidden from assistive technology when alt is empty', () => {
    const { container } = render(<Avatar name="小智" alt="" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
