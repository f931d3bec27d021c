import type { Envelope } from '@site/api-contract';
import { CONTRACT_MESSAGES, SUCCESS_CODE } from '@site/api-contract';

export type { Envelope };

export function ok<T>(data: T, message: string = CONTRACT_MESSAGES.success): Envelope<T> {
  return { status_code: SUCCESS_CODE, message, data };
}

export function fail(code: number, message: string): Envelope<null> {
  return { status_code: code, message, data: null };
}
