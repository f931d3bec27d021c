import type { ApiReply } from '@site/api-contract';

type VipInfo = ApiReply<'vipInfo'>;

/** One upgrade condition: how far the member is, and what is still needed (yuan). */
export interface VipRequirement {
  done: number;
  required: number;
  /** 0 once met. */
  needed: number;
  /** 0–100, whole per cent, rounded down: 99.6 % is not yet 100 %. */
  percent: number;
  met: boolean;
}

export interface VipProgress {
  grade: number;
  name: string;
  /** Null at the top level. */
  next: { grade: number; name: string } | null;
  deposit: VipRequirement;
  turnover: VipRequirement;
  /**
   * The level bar: the lower of the two conditions, because the upgrade needs both (a member with
   * all the deposit and a quarter of the turnover is a quarter of the way). 100 at the top level.
   */
  percent: number;
}

const toCents = (yuan: number) => Math.round(yuan * 100);

function requirement(done: number, required: number): VipRequirement {
  const doneCents = Math.max(0, toCents(done));
  const requiredCents = Math.max(0, toCents(required));
  const neededCents = Math.max(0, requiredCents - doneCents);
  const percent = requiredCents === 0 ? 100 : Math.min(100, Math.floor((doneCents * 100) / requiredCents));
  return { done, required, needed: neededCents / 100, percent: neededCents === 0 ? 100 : Math.min(percent, 99), met: neededCents === 0 };
}

/** The VIP card's figures from the platform's vipInfo (amounts in yuan, compared in cents). */
export function vipProgress(info: VipInfo): VipProgress {
  const next = info.next;
  if (!next) {
    const top = requirement(info.depositProgress, 0);
    return { grade: info.grade, name: info.name, next: null, deposit: top, turnover: requirement(info.turnoverProgress, 0), percent: 100 };
  }
  const deposit = requirement(info.depositProgress, next.requiredDeposit);
  const turnover = requirement(info.turnoverProgress, next.requiredTurnover);
  return {
    grade: info.grade,
    name: info.name,
    next: { grade: next.grade, name: next.name },
    deposit,
    turnover,
    percent: Math.min(deposit.percent, turnover.percent),
  };
}

/** The one line under the bar: what stands between the member and the next level. */
export function vipNeedText(progress: VipProgress, money: (yuan: number) => string): string {
  if (!progress.next) return '您已是最高等级，尊享全部特权';
  const target = `VIP${String(progress.next.grade)}`;
  const { deposit, turnover } = progress;
  if (deposit.met && turnover.met) return `已满足${target}晋级条件，等待系统晋级`;
  if (!deposit.met && !turnover.met) return `距${target}还需存款 ${money(deposit.needed)}，有效投注 ${money(turnover.needed)}`;
  if (!deposit.met) return `距${target}还需存款 ${money(deposit.needed)}`;
  return `距${target}还需有效投注 ${money(turnover.needed)}`;
}
