import type { CardKind } from '@site/api-contract';
import { Card } from '@site/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { PageFrame } from '../../components/PageFrame';
import { servicesAtom } from '../../state/services';
import { LoadState } from '../finance/LoadState';
import { useRemote } from '../finance/use-remote';
import { AccountList } from './AccountList';
import { CardForm } from './CardForm';
import { CARD_KIND_INFO, CARD_TEXT as T } from './card-kinds';
import { IdentityRequired } from './IdentityRequired';
import { useIdentity } from './use-identity';
import '../finance/money.css';

interface CardManagePageProps {
  kind: Extract<CardKind, 'BANK' | 'VIRTUAL'>;
  title: string;
}

/** /mine/addBankCard and /mine/virtualCoinCard: the bound ones and a form to add another. */
export function CardManagePage({ kind, title }: CardManagePageProps) {
  const { client } = useAtomValue(servicesAtom);
  const identity = useIdentity();
  const cards = useRemote(() => client.request('cardList', { kind }));
  const [notice, setNotice] = useState<string | null>(null);
  const name = CARD_KIND_INFO[kind].name;
  return (
    <PageFrame title={title}>
      <div className="money-page">
        <Card title={T.boundList(name)}>
          <AccountList kind={kind} cards={cards} />
        </Card>
        <LoadState remote={identity} rows={3}>
          {(who) =>
            who.verified ? (
              <Card title={T.add(name)}>
                {notice ? (
                  <p className="money-notice money-notice--ok" role="status">
                    {notice}
                  </p>
                ) : null}
                <CardForm
                  kind={kind}
                  verifiedName={who.realName}
                  onBound={() => {
                    setNotice(T.bound);
                    void cards.reload();
                  }}
                />
              </Card>
            ) : (
              <IdentityRequired />
            )
          }
        </LoadState>
      </div>
    </PageFrame>
  );
}
