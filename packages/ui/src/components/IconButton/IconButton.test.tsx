import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Settings } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label and hides the icon from assistive technology', () => {
    const { container } = render(<IconButton icon={Settings} label="设置" />);
    expect(screen.getByRole('button', { name: '设置' })).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('does not fire onPress while pending, and announces the pending label', async () => {
    const onPress = vi.fn();
    render(<IconButton icon={Settings} label="保存" isPending pendingLabel="保存中" onPress={onPress} />);
    // RAC names a pending button by its label plus the progress label.
    await userEvent.click(screen.getByRole('button', { name: '保存 保存中' }));
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.getByRole('progressbar', { name: '保存中' })).toBeInTheDocument();
  });
});
