import type { Card as BoundCard, CardKind } from '@site/api-contract';
import { useRouter } from '@tanstack/react-router';
import { Card } from '@site/ui';
import { useState } from 'react';
import { PageFrame } from '../../components/PageFrame';
import { SharedView } from '../../components/SharedView';
import { identityResource } from '../../state/identity';
import { AccountList } from './AccountList';
import { CardForm } from './CardForm';
import { CARD_KIND_INFO, CARD_TEXT as T } from './card-kinds';
import { IdentityRequired } from './IdentityRequired';
import '../../components/money.css';

interface CardManagePageProps {
  kind: Extract<CardKind, 'BANK' | 'VIRTUAL'>;
  title: string;
  /** The bound ones, from the route's loader; binding another reloads them. */
  cards: readonly BoundCard[];
}

/** /mine/addBankCard and /mine/virtualCoinCard: the bound ones and a form to add another. */
export function CardManagePage({ kind, title, cards }: CardManagePageProps) {
  const router = useRouter();
  const [notice, setNotice] = useState<string | null>(null);
  const name = CARD_KIND_INFO[kind].name;
  return (
    <PageFrame title={title}>
      <div className="stack money-page">
        <Card title={T.boundList(name)}>
          <AccountList kind={kind} cards={cards} />
        </Card>
        <SharedView resource={identityResource} rows={3}>
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
                    void router.invalidate();
                  }}
                />
              </Card>
            ) : (
              <IdentityRequired />
            )
          }
        </SharedView>
      </div>
    </PageFrame>
  );
}
