import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('announces loading once and draws the asked rows', () => {
    const { container } = render(<Skeleton rows={4} avatar />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('加载中…');
    expect(container.querySelectorAll('.site-skeleton__row')).toHaveLength(4);
    expect(container.querySelector('.site-skeleton__avatar')).not.toBeNull();
  });

  it('shows the content once loaded', () => {
    render(
      <Skeleton loading={false}>
        <p>欢迎回来</p>
      </Skeleton>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('欢迎回来')).toBeTruthy();
  });
});
