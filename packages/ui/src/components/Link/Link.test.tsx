import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from './Link';

describe('Link', () => {
  it('opens external links in a new tab safely and says so', () => {
    render(
      <Link isExternal href="https://example.com" newTabHint="（在新标签页中打开）">
        帮助中心
      </Link>,
    );
    const link = screen.getByRole('link', { name: /^帮助中心\s?（在新标签页中打开）$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps a caller rel and adds noopener when target is _blank', () => {
    render(
      <Link href="https://example.com" target="_blank" rel="nofollow">
        Docs
      </Link>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('rel', 'nofollow noopener noreferrer');
  });

  it('leaves internal links alone', () => {
    render(<Link href="/plans">会员套餐</Link>);
    const link = screen.getByRole('link', { name: '会员套餐' });
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  });
});
