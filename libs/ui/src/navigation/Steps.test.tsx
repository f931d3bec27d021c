import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Steps } from './Steps';

describe('Steps', () => {
  it('marks done steps, the current step with aria-current, and numbers the rest', () => {
    render(<Steps items={[{ title: '提交申请' }, { title: '平台审核' }, { title: '到账' }]} current={1} label="提款进度" />);
    const list = screen.getByRole('list', { name: '提款进度' });
    const steps = screen.getAllByRole('listitem');
    expect(list.contains(steps[0] ?? null)).toBe(true);
    expect(steps[0]?.textContent).toContain('提交申请（已完成）');
    expect(steps[1]?.getAttribute('aria-current')).toBe('step');
    expect(steps[1]?.textContent).toContain('（进行中）');
    expect(steps[2]?.getAttribute('aria-current')).toBeNull();
    expect(steps[2]?.textContent).toBe('3到账');
  });
});
