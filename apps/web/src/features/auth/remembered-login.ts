import type { LoginRecord } from '@site/session';

/** The username kept in the login record when the member ticked "remember me", or ''. */
export function rememberedUsername(record: LoginRecord | null): string {
  if (!record?.isChecked) return '';
  const name = record['username'];
  return typeof name === 'string' ? name : '';
}

/** The record saved after a login: the name is kept only with remember me. */
export function loginRecordFor(username: string, rememberMe: boolean): LoginRecord {
  return rememberMe ? { isChecked: true, username } : { isChecked: false };
}
