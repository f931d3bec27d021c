import type { Card as BoundCard, CardKind } from '@site/api-contract';
import { Button, Empty, Tag } from '@site/ui';
import { accountText, cardLabel } from '@site/validation';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { servicesAtom } from '../../state/services';
import { errorText } from '../finance/error-text';
import { LoadState } from '../finance/LoadState';
import type { Remote } from '../finance/use-remote';
import { CARD_KIND_INFO, CARD_TEXT as T } from './card-kinds';

interface AccountListProps {
  kind: CardKind;
  cards: Remote<BoundCard[]> & { reload: () => Promise<void> };
}

/** The bound accounts of one kind, masked, each removable after a confirmation. */
export function AccountList({ kind, cards }: AccountListProps) {
  const { client, dialogs } = useAtomValue(servicesAtom);
  const [failure, setFailure] = useState<string | null>(null);
  const name = CARD_KIND_INFO[kind].name;

  const remove = (card: BoundCard) => {
    setFailure(null);
    dialogs.open({
      kind: 'confirm',
      content: T.removeConfirm(cardLabel(card)),
      buttons: [
        { text: '取消' },
        {
          text: T.remove,
          variant: 'primary',
          onClick: async () => {
            try {
              await client.request('cardDelete', { id: card.id });
              await cards.reload();
            } catch (error) {
              setFailure(errorText(error));
            }
          },
        },
      ],
    });
  };

  return (
    <LoadState remote={cards} rows={2}>
      {(list) =>
        list.length === 0 ? (
          <Empty description={T.empty(name)} />
        ) : (
          <div className="money-accounts">
            {failure ? (
              <p className="money-alert" role="alert">
                {failure}
              </p>
            ) : null}
            <div className="money-accounts" aria-label={T.boundList(name)} role="list">
              {list.map((card) => (
                <div key={card.id} className="money-account" role="listitem" data-testid="bound-account">
                  <span className="money-account__main">
                    <span>
                      {card.name} {card.protocol ? <Tag plain>{card.protocol}</Tag> : null}{' '}
                      {card.isDefault ? <Tag tone="primary">{T.isDefault}</Tag> : null}
                    </span>
                    <span className="money-account__number">{accountText(card)}</span>
                    {card.holder ? <span className="money-account__number">{card.holder}</span> : null}
                  </span>
                  <Button size="small" variant="text" onClick={() => remove(card)}>
                    {T.remove}
                  </Button>
                </div>
              ))}
            </div>
          </div>
        )
      }
    </LoadState>
  );
}
