import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tag } from './Tag';

describe('Tag', () => {
  it('shows its word in the tone asked for', () => {
    render(<Tag tone="danger">已拒绝</Tag>);
    expect(screen.getByText('已拒绝').className).toContain('site-tag--danger');
  });
});
