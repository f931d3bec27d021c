/** The platform's reply envelope: `{ status_code, message, data }`, success 6000. */
export const SUCCESS = 6000;

export interface Envelope<T> {
  status_code: number;
  message: string;
  data: T;
}

export function ok<T>(data: T, message = '成功'): Envelope<T> {
  return { status_code: SUCCESS, message, data };
}

export function fail(code: number, message: string): Envelope<null> {
  return { status_code: code, message, data: null };
}
