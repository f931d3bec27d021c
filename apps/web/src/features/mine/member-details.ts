import type { MemberInfo } from '@site/session';
import { maskEmail, maskName, maskPhone } from '@site/validation';

/**
 * What the member pages show of the member info. Phone, e-mail and real name are masked here by
 * SPEC §5's rules (issue #41): the site does not rely on the platform having masked them, and the
 * rules keep what the platform did mask.
 */
export interface MemberDetails {
  username: string;
  nickName: string;
  realName: string;
  grade: number;
  phone: string;
  email: string;
  birthday: string;
  identityVerified: boolean;
  registerTime: number | null;
  lastLoginTime: number | null;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * The session keeps member info loosely typed (it is not the contract's business there); the
 * pages read it field by field: an odd field reads as empty, never throws.
 */
export function memberDetails(info: MemberInfo | null | undefined): MemberDetails | null {
  if (!info || typeof info.username !== 'string') return null;
  const time = (v: unknown) => {
    const n = num(v);
    return n !== null && n > 0 ? n : null;
  };
  return {
    username: info.username,
    nickName: str(info['nickName']),
    realName: maskName(str(info['realName'])),
    grade: num(info.grade) ?? 0,
    phone: maskPhone(str(info['phone'])),
    email: maskEmail(str(info['email'])),
    birthday: str(info['birthday']),
    identityVerified: info['identityVerified'] === true,
    registerTime: time(info['registerTime']),
    lastLoginTime: time(info['lastLoginTime']),
  };
}
