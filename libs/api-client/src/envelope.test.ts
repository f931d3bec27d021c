import { anyEnvelopeSchema } from '@site/api-contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readEnvelope, settleEnvelope, settleReply } from './reply';

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

// Issue #27 item 4: platform text reaches pages without bidi controls or zero-width characters.
describe('replies reach the pages without hidden controls', () => {
  it('cleans every text of a success, and the message', () => {
    const reply = {
      status_code: 6000,
      message: '成功\u200B',
      data: { list: [{ title: '官方客服\u202Egnp.exe', account: '6222\u202E0202' }], total: 1 },
    };
    expect(settleEnvelope('/site/api/v1/advertising/queryNoticeList', reply)).toEqual({
      data: { list: [{ title: '官方客服gnp.exe', account: '62220202' }], total: 1 },
      message: '成功',
    });
  });

  it("cleans a failure's message before it becomes the member's error text", () => {
    expect(() => settleReply('/fd/api/v1/wallet/transfer', { status_code: 10001, message: '余额\u202E不足', data: null })).toThrow(
      expect.objectContaining({ code: 10001, message: '余额不足' }),
    );
  });
});
