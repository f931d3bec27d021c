import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VipBadge, vipTier } from './VipBadge';

describe('VipBadge', () => {
  it('shows VIPn and reads the level out', () => {
    const { container } = render(<VipBadge level={8} />);
    expect(container.textContent).toBe('VIP8VIP等级 8');
    expect(container.firstElementChild?.className).toContain('site-vip--gold');
  });

  it('treats bad levels as 0 and picks tiers by level', () => {
    const { container } = render(<VipBadge level={Number.NaN} />);
    expect(container.textContent).toContain('VIP0');
    expect([0, 3, 4, 6, 7, 9, 10].map(vipTier)).toEqual(['bronze', 'bronze', 'silver', 'silver', 'gold', 'gold', 'diamond']);
  });
});
