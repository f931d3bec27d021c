import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoiceGroup } from './ChoiceGroup';

afterEach(cleanup);

describe('ChoiceGroup', () => {
  it('is a named radio group whose chosen chip is checked', () => {
    render(<ChoiceGroup label="链类型" options={['TRC20', 'ERC20'] as const} value="ERC20" onChange={() => undefined} optionLabel={(p) => `USDT-${p}`} />);
    const group = screen.getByRole('radiogroup', { name: '链类型' });
    expect(group.className).toBe('money-choices');
    expect(screen.getByRole('radio', { name: 'USDT-TRC20' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('radio', { name: 'USDT-ERC20' }).getAttribute('aria-checked')).toBe('true');
  });

  it('tells the page which option was picked, and picks nothing while disabled', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <ChoiceGroup label="提醒" className="resp-reality" options={[0, 15, 30] as const} value={0} onChange={onChange} optionLabel={(m) => (m === 0 ? '关闭' : `每${m}分钟`)} />,
    );
    expect(screen.getByRole('radiogroup').className).toBe('money-choices resp-reality');
    fireEvent.click(screen.getByRole('radio', { name: '每15分钟' }));
    expect(onChange).toHaveBeenCalledWith(15);
    rerender(<ChoiceGroup label="提醒" options={[0, 15, 30] as const} value={0} onChange={onChange} optionLabel={(m) => String(m)} disabled />);
    fireEvent.click(screen.getByRole('radio', { name: '30' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
