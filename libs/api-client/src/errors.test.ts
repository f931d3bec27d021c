import { describe, expect, it } from 'vitest';
import {
  BusinessError,
  CancelError,
  ConnectionError,
  ContractError,
  errorMeaning,
  connectionKindOf,
  errorText,
  isApiError,
  readableMessage,
} from './errors';
import { MESSAGES } from './messages';

describe('readableMessage (SPEC §8 HTTP layer)', () => {
  it.each(['Not Acceptable', 'Failed to fetch', 'SSL error: handshake', '403 Forbidden'])(
    '"%s" becomes the network-error text',
    (raw) => {
      expect(readableMessage(raw)).toBe('网络异常,请您稍后重试');
    },
  );

  it.each(['', '   ', undefined, null, 42])('an empty message (%j) falls back to the system-error text', (raw) => {
    expect(readableMessage(raw)).toBe('系统异常，请稍后重试或联系客服');
  });

  it('keeps any other message as it is', () => {
    expect(readableMessage('余额不足')).toBe('余额不足');
  });

  it('matches the markers as the spec writes them', () => {
    expect(readableMessage('fetch failed')).toBe('fetch failed');
  });
});

describe('shared error types (SPEC §8)', () => {
  it('a cancelled request says it was cancelled, try again later', () => {
    const error = new CancelError();
    expect(error.message).toBe('请求已取消，请稍后重试');
    expect(error.name).toBe('CancelError');
  });

  it('a business error carries code, message and response', () => {
    const response = { status_code: 10001, message: '操作失败', data: null };
    const error = new BusinessError(10001, '操作失败', response);
    expect(error).toMatchObject({ code: 10001, message: '操作失败', response });
  });

  it('a business error without a message reads "unknown business exception" in Chinese', () => {
    expect(new BusinessError(10001).message).toBe('未知业务异常');
    expect(new BusinessError(10001, '').message).toBe('未知业务异常');
  });

  it.each([
    ['timeout', '连接超时，请稍后重试'],
    ['offline', '网络已断开，请检查网络后重试'],
    ['closed', '连接已中断，请检查网络后重试'],
    ['unknown', '未知连接错误，请检查网络后重试'],
  ] as const)('a %s connection error has the spec message', (kind, text) => {
    const error = new ConnectionError({ kind, status: 0, detail: 'x' });
    expect(error.kindMessage).toBe(text);
    expect(error.message).toBe(text);
  });

  it('a connection error carries its code from the status', () => {
    const error = new ConnectionError({ kind: 'unknown', status: 502, detail: 'Bad Gateway' });
    expect(error).toMatchObject({ code: 502, status: 502, detail: 'Bad Gateway' });
  });

  it('the member reads the HTTP-layer rewrite over the kind message (SPEC-NOTES 18)', () => {
    const error = new ConnectionError({ kind: 'closed', status: 0, detail: 'Failed to fetch' });
    expect(error.message).toBe('网络异常,请您稍后重试');
    expect(error.kind).toBe('closed');
    expect(new ConnectionError({ kind: 'unknown', status: 500, detail: '' }).message).toBe(
      '系统异常，请稍后重试或联系客服',
    );
  });

  it('status 0 is offline when the browser reports offline, else closed', () => {
    expect(connectionKindOf(0, false)).toBe('offline');
    expect(connectionKindOf(0, true)).toBe('closed');
    expect(connectionKindOf(503, false)).toBe('unknown');
  });

  it('isApiError knows the four kinds and nothing else', () => {
    expect(isApiError(new CancelError())).toBe(true);
    expect(isApiError(new BusinessError(1))).toBe(true);
    expect(isApiError(new ConnectionError({ kind: 'timeout', status: 0, detail: 'timeout' }))).toBe(true);
    expect(isApiError(new ContractError('reply', '/x', []))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});

describe('errorText', () => {
  it('gives the member a Chinese text for any failure, never throwing', () => {
    expect(errorText(new BusinessError(10001, '操作失败'))).toBe('操作失败');
    expect(errorText(new Error('Failed to fetch'))).toBe(MESSAGES.networkError);
    expect(errorText(null)).toBe(MESSAGES.systemError);
    expect(errorText('boom')).toBe(MESSAGES.systemError);
  });
});

describe('errorMeaning (issue #25 item 12)', () => {
  it('reads a business code as the catalogue says, never with the platform\'s own words', () => {
    expect(errorMeaning(new BusinessError(10001, 'SQLSTATE[HY000] venue_list 查询超时'))).toBe('操作失败，请稍后重试');
    expect(errorMeaning(new BusinessError('6014', 'maintenance window 02:00'))).toBe('系统维护中');
    expect(errorMeaning(new BusinessError(987654, '内部错误 #42'))).toBe(MESSAGES.systemError);
  });

  it('other failures read as the client\'s own texts', () => {
    expect(errorMeaning(new ConnectionError({ kind: 'unknown', status: 502, detail: 'Bad Gateway' }))).toBe(MESSAGES.connection.unknown);
    expect(errorMeaning(new CancelError())).toBe(MESSAGES.cancelled);
    expect(errorMeaning(new ContractError('reply', '/x', []))).toBe(MESSAGES.systemError);
    expect(errorMeaning(new Error('raw text from somewhere'))).toBe(MESSAGES.systemError);
    expect(errorMeaning(undefined)).toBe(MESSAGES.systemError);
  });
});
