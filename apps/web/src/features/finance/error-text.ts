import { memberMessage } from '@site/api-client';

/** The Chinese text a member reads for any failure (the server's message wins when there is one). */
export function errorText(error: unknown): string {
  return memberMessage(error instanceof Error ? error.message : '');
}
