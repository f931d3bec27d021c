import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status announcing 加载中… by default or its own label', () => {
    const { rerender } = render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('加载中…');
    rerender(<Spinner label="正在加载游戏…" showLabel />);
    expect(screen.getByRole('status').textContent).toBe('正在加载游戏…');
  });
});
