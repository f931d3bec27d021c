import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Cell } from './Cell';
import { List } from './List';

describe('List', () => {
  it('puts each row in a list item under its header', () => {
    render(
      <List header="账户安全">
        <Cell title="真实姓名" />
        <Cell title="手机号" />
        {null}
      </List>,
    );
    expect(screen.getByRole('heading', { name: '账户安全' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['真实姓名', '手机号']);
  });
});
