import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('is static without href or onPress', () => {
    render(<Card title="会员套餐" description="解锁全部高级模型" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('会员套餐');
  });

  it('with href is a single link named by the title and described by the description', () => {
    render(<Card title="会员套餐" description="解锁全部高级模型" href="/plans/vip" accent={3} />);
    const link = screen.getByRole('link', { name: '会员套餐' });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(link).toHaveAccessibleDescription('解锁全部高级模型');
    expect(link.closest('[data-accent]')).toHaveAttribute('data-accent', '3');
  });

  it('with only onPress is a single button, not a link', () => {
    render(<Card title="积分套餐" onPress={vi.fn()} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
