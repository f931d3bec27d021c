import { BusinessError, CancelError, ConnectionError, ContractError } from '@site/api-client';
import { describe, expect, it } from 'vitest';
import { createSubmitKeys, outcomeOfError } from './submit-key';

function counter() {
  let n = 0;
  return () => `key-${String((n += 1))}`;
}

describe('money submit keys', () => {
  it('keeps the key for a retry of the same form after a network error', () => {
    const keys = createSubmitKeys(counter());
    const first = keys.keyFor('OBTY|100');
    keys.settle(
      outcomeOfError(
        new ConnectionError({
          status: 0,
          kind: 'closed',
          detail: 'Failed to fetch',
        }),
      ),
    );
    expect(keys.keyFor('OBTY|100')).toBe(first);
  });

  it('keeps the key after a cancel or an unreadable reply, whose outcome is unknown', () => {
    const keys = createSubmitKeys(counter());
    const first = keys.keyFor('a');
    keys.settle(outcomeOfError(new CancelError()));
    expect(keys.keyFor('a')).toBe(first);
    keys.settle(outcomeOfError(new ContractError('reply', '/fd/api/v1/wallet/transfer', [])));
    expect(keys.keyFor('a')).toBe(first);
  });

  it('makes a new key after success', () => {
    const keys = createSubmitKeys(counter());
    const first = keys.keyFor('a');
    keys.settle('done');
    expect(keys.keyFor('a')).not.toBe(first);
  });

  it('makes a new key after the server refused the submit', () => {
    const keys = createSubmitKeys(counter());
    const first = keys.keyFor('a');
    keys.settle(outcomeOfError(new BusinessError(10001, '余额不足')));
    expect(keys.keyFor('a')).not.toBe(first);
  });

  it('makes a new key when the member changes the form, even after a network error', () => {
    const keys = createSubmitKeys(counter());
    const first = keys.keyFor('OBTY|100');
    keys.settle('unknown');
    expect(keys.keyFor('OBTY|200')).not.toBe(first);
  });

  it('makes uuid v4 keys by default, as the client requires', () => {
    const key = createSubmitKeys().keyFor('x');
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
