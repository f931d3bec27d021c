import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MoneyText } from './MoneyText';

describe('MoneyText', () => {
  it('writes amounts with thousands separators and 2 decimals', () => {
    const { container, rerender } = render(<MoneyText value={1234567.891} />);
    expect(container.textContent).toBe('¥1,234,567.89');
    rerender(<MoneyText value="99.5" symbol={null} />);
    expect(container.textContent).toBe('99.50');
    rerender(<MoneyText value={0} />);
    expect(container.textContent).toBe('¥0.00');
  });

  it('signs and colours gains and losses when signed', () => {
    const { container, rerender } = render(<MoneyText value={520} signed />);
    expect(container.textContent).toBe('+¥520.00');
    expect(container.firstElementChild?.className).toContain('site-money--income');
    rerender(<MoneyText value={-1314.2} signed />);
    expect(container.textContent).toBe('-¥1,314.20');
    expect(container.firstElementChild?.className).toContain('site-money--expense');
  });

  it('gives an amount that rounds to ¥0.00 neither a sign nor a colour', () => {
    const { container, rerender } = render(<MoneyText value={0.001} signed />);
    expect(container.textContent).toBe('¥0.00');
    expect(container.firstElementChild?.className).not.toMatch(/income|expense/);
    rerender(<MoneyText value={-0.001} signed />);
    expect(container.textContent).toBe('¥0.00');
    expect(container.firstElementChild?.className).not.toMatch(/income|expense/);
  });

  it('hides the amount and says so', () => {
    const { container } = render(<MoneyText value={8800} hidden />);
    expect(container.textContent).toBe('****金额已隐藏');
    expect(container.textContent).not.toContain('8,800');
  });
});
