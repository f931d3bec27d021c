import { SIGNED_PATH_HEADER, signPath } from '@site/api-contract';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { createLazyPathSigner } from './lazy-signer';
import { SIGN_TABLE_STORAGE_KEY } from './local-contract';
import { encryptSignTable } from './signing';
import { fakeFetch, memoryStorage, ok } from './test-fakes';

const throwing = (): string => {
  throw new Error('no production signer here');
};

describe('the client signer: stored-table code only when the production signer fails (SPEC §7)', () => {
  it('the production signer answers at once, with nothing to wait for', () => {
    const signer = createLazyPathSigner({ storage: memoryStorage() });
    expect(signer.ready('/site/api/v1/user/member/info')).toBeUndefined();
    expect(signer.sign('/site/api/v1/user/member/info')).toBe(signPath('/site/api/v1/user/member/info'));
  });

  it('when it fails, the stored table answers once its code has loaded', async () => {
    const storage = memoryStorage({ [SIGN_TABLE_STORAGE_KEY]: encryptSignTable({ '/x': 'sig-x' }) });
    const signer = createLazyPathSigner({ storage, signer: throwing });
    const ready = signer.ready('/x');
    expect(ready).toBeInstanceOf(Promise);
    await ready;
    expect(signer.ready('/x')).toBeUndefined();
    expect(signer.sign('/x')).toBe('sig-x');
    expect(signer.sign('/y')).toBe('');
  });

  it("a request waits for the table's code: its first header is already the table's signature", async () => {
    const storage = memoryStorage({ [SIGN_TABLE_STORAGE_KEY]: encryptSignTable({ '/site/api/v1/user/member/info': 'sig-info' }) });
    const fake = fakeFetch(() => ok(null));
    const client = createApiClient({ fetch: fake.fetch, storage, signer: throwing, getDeviceId: () => 'device-0001', isBrowser: false });
    await client.memberInfo().catch(() => undefined);
    expect(fake.requests[0]?.headers.get(SIGNED_PATH_HEADER)).toBe('sig-info');
  });
});
