import type { Card as BoundCard, CardKind } from '@site/api-contract';
import { Button, Empty, Tag } from '@site/ui';
import { accountText, cardLabel, maskName } from '@site/validation';
import { errorText } from '@site/api-client';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { servicesAtom } from '../../state/services';
import { CARD_KIND_INFO, CARD_TEXT as T } from './card-kinds';

/** The least height of a page's box for the bound accounts (issue #36): their card with one account or the empty text. */
export const ACCOUNTS_HEIGHT = 180;

interface AccountListProps {
  kind: CardKind;
  /** The bound accounts, from the route's loader; a removal reloads them. */
  cards: readonly BoundCard[];
}

/** The bound accounts of one kind, masked, each removable after a confirmation. */
export function AccountList({ kind, cards }: AccountListProps) {
  const { client, dialogs } = useAtomValue(servicesAtom);
  const router = useRouter();
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
              await router.invalidate();
            } catch (error) {
              setFailure(errorText(error));
            }
          },
        },
      ],
    });
  };

  if (cards.length === 0) return <Empty description={T.empty(name)} />;
  return (
    <div className="money-accounts">
      {failure ? (
        <p className="money-alert" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="money-accounts" aria-label={T.boundList(name)} role="list">
        {cards.map((card) => (
          <div key={card.id} className="money-account" role="listitem" data-testid="bound-account">
            <span className="money-account__main">
              <span>
                {card.name} {card.protocol ? <Tag plain>{card.protocol}</Tag> : null}{' '}
                {card.isDefault ? <Tag tone="primary">{T.isDefault}</Tag> : null}
              </span>
              <span className="money-account__number">{accountText(card)}</span>
              {card.holder ? <span className="money-account__number">{maskName(card.holder)}</span> : null}
            </span>
            <Button size="small" variant="text" onClick={() => remove(card)}>
              {T.remove}
            </Button>
          </div>
        ))}
      </div>
    </div>
  );
}
