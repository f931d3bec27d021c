import type { MemberInfo } from '@site/session';

export interface MemberView {
  username: string;
  grade: number;
  balance: number | null;
}

/** What the home panel shows of the member info; odd fields read as absent, never throw. */
export function memberView(info: MemberInfo | null): MemberView | null {
  if (!info || typeof info.username !== 'string') return null;
  const grade = typeof info.grade === 'number' && Number.isFinite(info.grade) ? info.grade : 0;
  const balance = typeof info['balance'] === 'number' && Number.isFinite(info['balance']) ? info['balance'] : null;
  return { username: info.username, grade, balance };
}
