import type { WalletBalances } from '@site/api-contract';
import { Button } from '@site/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { servicesAtom } from '../../state/services';
import { isVenueWalletEmpty } from '@site/venues';

interface TransferPromptProps {
  venue: string;
  venueName: string;
  onTransfer: () => void;
}

/** Offers a transfer when the venue's own wallet is empty (the member would have nothing to bet). */
export function TransferPrompt({ venue, venueName, onTransfer }: TransferPromptProps) {
  const { client } = useAtomValue(servicesAtom);
  const [balances, setBalances] = useState<WalletBalances | null>(null);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    let live = true;
    client.request('walletBalances').then(
      (reply) => live && setBalances(reply),
      // Without balances there is nothing to say; the lobby still opens.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, venue]);

  if (dismissed || !isVenueWalletEmpty(balances, venue)) return null;
  return (
    <div className="games-transfer" role="status">
      <p className="games-transfer__text">{venueName}钱包余额为 0，请先转入额度再开始游戏</p>
      <div className="games-transfer__actions">
        <Button size="small" variant="primary" onClick={onTransfer}>
          去转账
        </Button>
        <Button size="small" variant="text" onClick={() => setDismissed(true)}>
          暂不转账
        </Button>
      </div>
    </div>
  );
}
