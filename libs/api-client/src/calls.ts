import {
  API_PATHS,
  ENCRYPTED_USER_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  hashUsername,
  isMoneyPath,
  secPath,
} from '@site/api-contract';
import type { ApiPathKey, ApiReply, ApiRequest, Endpoint, VvPrettyPlain } from '@site/api-contract';
import { isUuidV4, randomUUID } from '@site/ports';
import { GET_RETRIES } from './constants';
import { ContractError } from './errors';
import { loadSchemas } from './lazy-schemas';
import { STORED_USERNAME_KEY } from './local-contract';
import { parseReplyData, parseRequestBody } from './reply';
import type { ReadOnlyStorage } from './ports';
import type { Transport } from './transport';

export interface CallOptions {
  /** Aborting it rejects the call with a CancelError. */
  signal?: AbortSignal;
  /** Overrides the request timeout (100000 ms in the browser, 400 ms otherwise). */
  timeout?: number;
}

export interface MoneyCallOptions extends CallOptions {
  /**
   * One uuid v4 per submit, sent in the idempotency header so a repeated submit moves money once.
   * A fresh one is made when none is given.
   */
  idempotencyKey?: string;
}

/** A call's arguments: the body is optional exactly when the contract lets it be. */
export type CallArgs<K extends ApiPathKey> =
  undefined extends ApiRequest<K>
    ? [body?: ApiRequest<K>, options?: MoneyCallOptions]
    : [body: ApiRequest<K>, options?: MoneyCallOptions];

export interface CallDeps {
  transport: Transport;
  storage: ReadOnlyStorage;
  requestTimeout: number;
  newIdempotencyKey: () => string;
  /** Awaited before a call is sent and before its reply is checked (see ApiClientPorts.yieldToMain). */
  yieldToMain?: () => Promise<void>;
}

interface InternalOptions extends MoneyCallOptions {
  headers?: Record<string, string>;
}

export function defaultIdempotencyKey(): string {
  return randomUUID();
}

function idempotencyKeyOf(path: string, given: string | undefined, make: () => string): string {
  const key = given ?? make();
  if (!isUuidV4(key)) {
    throw new ContractError('request', path, [{ path: IDEMPOTENCY_KEY_HEADER, message: '防重复提交标识须为 uuid v4' }]);
  }
  return key;
}

/**
 * The typed calls (SPEC §7): every path of the contract through one `request`, plus named
 * functions for the calls the spec lists, with their defaults and extra headers.
 */
export function createCalls({ transport, storage, requestTimeout, newIdempotencyKey, yieldToMain = () => Promise.resolve() }: CallDeps) {
  async function callEnvelope(
    key: ApiPathKey,
    body: unknown,
    options: InternalOptions = {},
  ): Promise<{ endpoint: Endpoint; path: string; data: unknown; message: string }> {
    const endpoint: Endpoint = (await loadSchemas()).API_SCHEMAS[key];
    // Calls a page starts together each send in their own task (fetch and the headers' cookie
    // reads are not free on a slow phone), and each reply is checked in its own task below.
    await yieldToMain();
    const path = API_PATHS[key];
    const method = endpoint.method ?? 'POST';
    const money = endpoint.money === true || isMoneyPath(path);
    const parsedBody = method === 'POST' ? parseRequestBody(path, endpoint.request, body) : undefined;
    const headers: Record<string, string> = { ...options.headers };
    if (money) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKeyOf(path, options.idempotencyKey, newIdempotencyKey);
    const reply = await transport.sendEnvelope(path, {
      method,
      body: parsedBody,
      headers,
      timeout: options.timeout ?? requestTimeout,
      ...(options.signal ? { signal: options.signal } : {}),
      // Money calls are never retried; only an idempotent GET may be tried again.
      retries: method === 'GET' && !money ? GET_RETRIES : 0,
    });
    await yieldToMain();
    return { endpoint, path, ...reply };
  }

  async function call<K extends ApiPathKey>(
    key: K,
    body: unknown,
    options: InternalOptions = {},
  ): Promise<ApiReply<K>> {
    const { endpoint, path, data } = await callEnvelope(key, body, options);
    return parseReplyData(path, endpoint.reply, data) as ApiReply<K>;
  }

  /**
   * As request, keeping the success's message, with `data` null when the success carried none
   * (the platform count's "已过期" answer is such a success, SPEC §4).
   */
  async function requestEnvelope<K extends ApiPathKey>(
    key: K,
    ...[body, options]: CallArgs<K>
  ): Promise<{ data: ApiReply<K> | null; message: string }> {
    const { endpoint, path, data, message } = await callEnvelope(key, body, options);
    return { data: parseReplyData(path, endpoint.reply.nullable(), data) as ApiReply<K> | null, message };
  }

  function request<K extends ApiPathKey>(key: K, ...[body, options]: CallArgs<K>): Promise<ApiReply<K>> {
    return call(key, body, options);
  }

  /** The encrypted-user header: a hash of the stored username, when one is stored. */
  function encryptedUserHeader(): Record<string, string> {
    const username = storage.getItem(STORED_USERNAME_KEY);
    return username ? { [ENCRYPTED_USER_HEADER]: hashUsername(username) } : {};
  }

  async function vvPretty(secret: string, options: CallOptions = {}): Promise<VvPrettyPlain> {
    const secUrl = secPath(secret);
    const [cipherText, secData] = await Promise.all([
      call('vvPretty', undefined, options),
      transport.send(secUrl, {
        method: 'GET',
        timeout: options.timeout ?? requestTimeout,
        ...(options.signal ? { signal: options.signal } : {}),
        retries: GET_RETRIES,
      }),
    ]);
    const { secReplySchema, vvPrettyPlainSchema } = await loadSchemas();
    const sec = parseReplyData(secUrl, secReplySchema, secData);
    // crypto-js loads here, on the first decryption: no page needs it before its first paint.
    const { aesDecrypt, parseJson } = await import('./crypto');
    const plain = parseJson(aesDecrypt(cipherText, sec.key, sec.iv));
    if (!plain.ok) {
      throw new ContractError('reply', API_PATHS.vvPretty, [{ path: '', message: '无法解密站点显示配置' }]);
    }
    return parseReplyData(API_PATHS.vvPretty, vvPrettyPlainSchema, plain.value);
  }

  return {
    request,
    requestEnvelope,
    /** platformType defaults to 6; `timeout` also bounds this call. */
    preInfo: (input: ApiRequest<'preInfo'> = {}, options: CallOptions = {}) =>
      call('preInfo', input, {
        ...options,
        ...(input?.timeout !== undefined && options.timeout === undefined ? { timeout: input.timeout } : {}),
      }),
    /** GET vvPretty, decrypted with the key and iv of `/site/api/v1/sec/{secret}` (site config's secret). */
    vvPretty,
    queryNoticeList: (input: ApiRequest<'queryNoticeList'>, options?: CallOptions) =>
      call('queryNoticeList', input, options),
    /** displayEquipment defaults to "1". */
    suspensionIcon: (input?: ApiRequest<'suspensionIcon'>, options?: CallOptions) =>
      call('suspensionIcon', input, options),
    dividendLead: (options?: CallOptions) => call('dividendLead', undefined, options),
    dividendCheck: (options?: CallOptions) => call('dividendCheck', undefined, options),
    /** A money call: carries the idempotency key, never retried. */
    dividendReceive: (input: ApiRequest<'dividendReceive'>, options?: MoneyCallOptions) =>
      call('dividendReceive', input, options),
    webTerminal: (body: ApiRequest<'webTerminal'>, options?: CallOptions) => call('webTerminal', body, options),
    namingList: (options?: CallOptions) => call('namingList', undefined, options),
    popInfo: (options?: CallOptions) => call('popInfo', undefined, options),
    /** withLockMoney=1 and the encrypted-user header of the stored username. */
    memberInfo: (options: CallOptions = {}) =>
      call('memberInfo', undefined, { ...options, headers: encryptedUserHeader() }),
    /** `skipReplace` asks the server not to replace text in the JWT body. */
    memberJwt: (input?: ApiRequest<'memberJwt'>, options?: CallOptions) => call('memberJwt', input, options),
    chatHistory: (input: ApiRequest<'chatHistory'>, options?: CallOptions) => call('chatHistory', input, options),
    /** Every launch field of SPEC §7; the contract fills the defaults (siteId 4002, https 1, …). */
    venueLaunch: (input: ApiRequest<'venueLaunch'>, options?: CallOptions) => call('venueLaunch', input, options),
  };
}

export type Calls = ReturnType<typeof createCalls>;
