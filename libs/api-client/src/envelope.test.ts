import { anyEnvelopeSchema } from '@site/api-contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readEnvelope } from './reply';

// readEnvelope replaces anyEnvelopeSchema on the hot path (to keep zod out of the first load):
// both must give the same verdict and the same value for anything a server could send.
describe('the hand-written envelope check agrees with the contract schema', () => {
  const same = (reply: unknown) => {
    const byHand = readEnvelope(reply);
    const byZod = anyEnvelopeSchema.safeParse(reply);
    expect(byHand.ok).toBe(byZod.success);
    if (byHand.ok && byZod.success) expect(byHand.value).toEqual(byZod.data);
  };

  it.each([
    { status_code: 6000, message: '成功', data: { a: 1 } },
    { status_code: '0000000', data: [] },
    { status_code: 10004 },
    { status_code: 6000, message: null },
    { message: 'x' },
    null,
    [],
    'text',
    { status_code: true },
  ])('%j', (reply) => same(reply));

  it('for any JSON value', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.record(
            { status_code: fc.oneof(fc.integer(), fc.string(), fc.boolean()), message: fc.oneof(fc.string(), fc.constant(undefined), fc.integer()), data: fc.jsonValue() },
            { requiredKeys: [] },
          ),
        ),
        (reply) => same(reply),
      ),
    );
  });
});
