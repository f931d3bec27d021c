import { SIGN_TABLE_AES, signPath } from '@site/api-contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aesEncrypt } from './crypto';
import { SIGN_TABLE_STORAGE_KEY } from './local-contract';
import { createPathSigner, encryptSignTable, signFromStoredTable, signPrefixes } from './signing';
import { anyCodeUnitString, anyTextString, memoryStorage } from './test-fakes';

const throwing = (): string => {
  throw new Error('no production signer here');
};

describe('production signer (SPEC §7)', () => {
  const sign = createPathSigner({ storage: memoryStorage() });

  it('signs with the contract scheme', () => {
    expect(sign('/site/api/v1/user/member/info')).toBe(signPath('/site/api/v1/user/member/info'));
    expect(sign('/site/api/v1/user/member/info')).toMatch(/^s1\.[0-9a-f]{16}$/);
  });

  it('a component path is signed as the site api path', () => {
    expect(sign('/component/api/v1/x')).toBe(sign('/site/api/v1/x'));
  });

  it('a page-fd path is signed as the fd api path', () => {
    expect(sign('/page-fd/api/v1/record/bets')).toBe(sign('/fd/api/v1/record/bets'));
  });

  it('other paths are not mapped', () => {
    expect(sign('/act/api/v1/x')).not.toBe(sign('/site/api/v1/x'));
  });
});

describe('stored-table fallback (SPEC §7)', () => {
  it('returns an empty string when no table is stored', () => {
    const sign = createPathSigner({ storage: memoryStorage(), signer: throwing });
    expect(sign('/site/api/v1/user/member/info')).toBe('');
  });

  it('decrypts the stored table with the fixed key and iv and looks the path up', () => {
    const table = { '/site/api/v1/user/member/info': 'sig-info', '/fd/api/v1/record/bets': 'sig-bets' };
    const stored = aesEncrypt(JSON.stringify(table), SIGN_TABLE_AES.key, SIGN_TABLE_AES.iv);
    const sign = createPathSigner({ storage: memoryStorage({ [SIGN_TABLE_STORAGE_KEY]: stored }), signer: throwing });
    expect(sign('/site/api/v1/user/member/info')).toBe('sig-info');
    // The lookup uses the mapped path: page-fd → fd, query dropped.
    expect(sign('/page-fd/api/v1/record/bets?x=1')).toBe('sig-bets');
    expect(sign('/act/api/v1/unknown')).toBe('');
  });

  it('falls back when the production signer gives no string', () => {
    const storage = memoryStorage({ [SIGN_TABLE_STORAGE_KEY]: encryptSignTable({ '/x': 'sig-x' }) });
    const sign = createPathSigner({ storage, signer: () => '' });
    expect(sign('/x')).toBe('sig-x');
  });

  it('a damaged table, a wrong-key table or an unreadable storage give an empty string', () => {
    const wrongKey = aesEncrypt('{"\\/x":"s"}', 'AAAAAAAAAAAAAAAA', 'BBBBBBBBBBBBBBBB');
    for (const stored of ['not base64 !!', 'aGVsbG8=', wrongKey, encryptSignTable({}).slice(0, 10)]) {
      expect(signFromStoredTable(memoryStorage({ [SIGN_TABLE_STORAGE_KEY]: stored }), '/x')).toBe('');
    }
    const broken = {
      getItem: (): string | null => {
        throw new Error('SecurityError');
      },
    };
    expect(signFromStoredTable(broken, '/x')).toBe('');
  });

  it('does not read inherited keys of the table', () => {
    const storage = memoryStorage({ [SIGN_TABLE_STORAGE_KEY]: encryptSignTable({}) });
    expect(signFromStoredTable(storage, 'toString')).toBe('');
    expect(signFromStoredTable(storage, '/__proto__')).toBe('');
  });
});

describe('bulk helper for the six prefixes (SPEC §7)', () => {
  it('returns an empty string immediately', () => {
    expect(signPrefixes()).toBe('');
    expect(signPrefixes(['site', 'act', 'game', 'fd', 'page-fd', 'agent'])).toBe('');
  });
});

describe('signing never throws (property)', () => {
  // Path-like strings built from the segments the mapping rule looks at, plus anything at all.
  const segment = fc.oneof(
    fc.constantFrom('site', 'component', 'page-fd', 'fd', 'api', 'v1', '..', '', '%2F', '?a=1', '#h', '__proto__'),
    fc.string(),
  );
  const pathLike = fc.array(segment, { maxLength: 6 }).map((parts) => `/${parts.join('/')}`);
  const urlLike = fc
    .tuple(fc.constantFrom('https://a.example', 'http://b:8080', 'ws://c', '//d', ''), pathLike)
    .map(([origin, path]) => origin + path);

  it('any path string gives a string, with or without a stored table, with either signer', () => {
    const storages = [
      memoryStorage(),
      memoryStorage({ [SIGN_TABLE_STORAGE_KEY]: encryptSignTable({ '/site/a': 'sig' }) }),
      memoryStorage({ [SIGN_TABLE_STORAGE_KEY]: 'garbage' }),
    ];
    const signers = storages.flatMap((storage) => [
      createPathSigner({ storage }),
      createPathSigner({ storage, signer: throwing }),
    ]);
    fc.assert(
      fc.property(fc.oneof(fc.string(), anyTextString(), pathLike, urlLike), (path) =>
        signers.every((sign) => typeof sign(path) === 'string'),
      ),
    );
  });

  it('the production signature of any path matches the scheme', () => {
    const sign = createPathSigner({ storage: memoryStorage() });
    fc.assert(
      fc.property(anyCodeUnitString(), (path) => {
        expect(sign(path)).toMatch(/^s1\.[0-9a-f]{16}$/);
      }),
    );
  });
});

describe('stored-table reads', () => {
  it('a table stored later (or replaced) is used', () => {
    const storage = memoryStorage();
    const sign = createPathSigner({ storage, signer: throwing });
    expect(sign('/x')).toBe('');
    storage.setItem(SIGN_TABLE_STORAGE_KEY, encryptSignTable({ '/x': 'one' }));
    expect(sign('/x')).toBe('one');
    storage.setItem(SIGN_TABLE_STORAGE_KEY, encryptSignTable({ '/x': 'two' }));
    expect(sign('/x')).toBe('two');
    storage.removeItem(SIGN_TABLE_STORAGE_KEY);
    expect(sign('/x')).toBe('');
  });
});
