/**
 * Transfers between the centre wallet and one venue wallet (额度转换). The centre wallet's code is
 * the platform's (api-contract CENTER_WALLET) and is passed in, as this library reads no contract.
 */
import { validateAmountRange } from './form-rules';

/** "in" moves centre → venue, "out" moves venue → centre. */
export type TransferDirection = 'in' | 'out';

export interface VenueWallet {
  code: string;
  balance: number;
  /** The platform's wallet status: 1 = usable, anything else = venue under maintenance. */
  status: number;
}

export interface WalletBalancesView {
  center: number;
  wallets: readonly VenueWallet[];
}

const USABLE_STATUS = 1;

function walletsOf(balances: WalletBalancesView): readonly VenueWallet[] {
  return typeof balances === 'object' && balances !== null && Array.isArray(balances.wallets) ? balances.wallets : [];
}

export function isWalletUsable(wallet: Pick<VenueWallet, 'status'> | undefined): boolean {
  return wallet?.status === USABLE_STATUS;
}

export function oppositeDirection(direction: TransferDirection): TransferDirection {
  return direction === 'in' ? 'out' : 'in';
}

export function transferEnds(direction: TransferDirection, venue: string, centerWallet: string): { from: string; to: string } {
  return direction === 'in' ? { from: centerWallet, to: venue } : { from: venue, to: centerWallet };
}

/** The balance of the wallet with `code`; an unknown wallet holds 0. */
export function walletBalance(balances: WalletBalancesView, code: string, centerWallet: string): number {
  if (code === centerWallet) {
    const center = typeof balances === 'object' && balances !== null ? balances.center : 0;
    return typeof center === 'number' && Number.isFinite(center) ? center : 0;
  }
  const balance = walletsOf(balances).find((w) => w.code === code)?.balance;
  return typeof balance === 'number' && Number.isFinite(balance) ? balance : 0;
}

/** The venue a transfer page opens on: `preferred` when it is usable, else the first usable one, else the first. */
export function defaultTransferVenue(wallets: readonly VenueWallet[], preferred: string): string {
  const list = Array.isArray(wallets) ? wallets : [];
  const usable = list.filter(isWalletUsable);
  return (usable.find((w) => w.code === preferred) ?? usable[0] ?? list[0])?.code ?? '';
}

/** A transfer amount: positive, at most 2 decimals, not above what the source wallet holds. */
export function validateTransferAmount(amount: string, sourceBalance: number): string | null {
  return validateAmountRange(amount, Number.NaN, typeof sourceBalance === 'number' ? sourceBalance : 0);
}
