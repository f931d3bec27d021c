import { BAD_AMOUNT_INPUTS } from '@site/validation/testing';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LimitsCard } from './LimitsCard';
import { RESPONSIBLE_TEXT as T } from './messages';

afterEach(cleanup);

function setup() {
  const onSave = vi.fn(async () => '已生效');
  render(<LimitsCard limits={[]} onSave={onSave} />);
  const field = screen.getByLabelText(T.amountLabel) as HTMLInputElement;
  const save = () => fireEvent.click(screen.getByRole('button', { name: T.save }));
  return { onSave, field, save };
}

describe('the deposit limit is an amount like the money forms\' (#35 item 5)', () => {
  it.each(BAD_AMOUNT_INPUTS.map((bad) => bad.input))('%j stays as typed, is refused with its reason, and nothing is saved', (input) => {
    const { onSave, field, save } = setup();
    fireEvent.change(field, { target: { value: input } });
    expect(field.value).toBe(input);
    save();
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').length).toBeGreaterThan(0);
  });

  it('an amount is saved as typed', async () => {
    const { onSave, field, save } = setup();
    fireEvent.change(field, { target: { value: '500.5' } });
    save();
    expect(onSave).toHaveBeenCalledWith('day', 500.5);
    expect(await screen.findByText('已生效')).toBeTruthy();
  });
});
