import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows the count with its meaning for screen readers, capped at max', () => {
    const { container, rerender } = render(<Badge count={5}>铃</Badge>);
    expect(container.textContent).toBe('铃5条未读');
    rerender(<Badge count={100}>铃</Badge>);
    expect(container.textContent).toBe('铃99+条未读');
    rerender(<Badge count={12} max={9} />);
    expect(container.textContent).toBe('9+条未读');
  });

  it('hides at zero unless asked, and can be a dot', () => {
    const { container, rerender } = render(<Badge count={0}>铃</Badge>);
    expect(container.textContent).toBe('铃');
    rerender(<Badge count={0} showZero />);
    expect(container.textContent).toBe('0条未读');
    rerender(<Badge dot srLabel="有新消息">铃</Badge>);
    expect(container.querySelector('.site-badge__dot')?.textContent).toBe('有新消息');
  });
});
