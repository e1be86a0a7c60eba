import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton, SkeletonGroup } from './Skeleton';

describe('Skeleton', () => {
  it('renders the requested number of hidden text lines', () => {
    const { container } = render(<Skeleton lines={3} />);
    const root = container.firstElementChild!;
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(root.children).toHaveLength(3);
  });

  it('SkeletonGroup is busy with a spoken label, then not busy without it', () => {
    const { container, rerender } = render(
      <SkeletonGroup label="加载中">
        <Skeleton variant="circle" />
      </SkeletonGroup>,
    );
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('加载中')).toBeInTheDocument();
    rerender(
      <SkeletonGroup label="加载中" isBusy={false}>
        <p>内容</p>
      </SkeletonGroup>,
    );
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByText('加载中')).toBeNull();
  });
});
