import type { Card as BoundCard, CardKind } from '@site/api-contract';
import { useRouter } from '@tanstack/react-router';
import { Card } from '@site/ui';
import { useState } from 'react';
import { DataSlot, PageLead, useKeptDeferred } from '../../components/FirstView';
import { PageFrame } from '../../components/PageFrame';
import { SharedView } from '../../components/SharedView';
import { identityResource } from '../../state/identity';
import { ACCOUNTS_HEIGHT, AccountList } from './AccountList';
import { CardForm } from './CardForm';
import { CARD_KIND_INFO, CARD_TEXT as T } from './card-kinds';
import { IdentityRequired } from './IdentityRequired';
import '../../components/money.css';

interface CardManagePageProps {
  kind: Extract<CardKind, 'BANK' | 'VIRTUAL'>;
  title: string;
  /** The bound ones, started by the route and not waited for; binding another asks again. */
  cards: Promise<readonly BoundCard[]>;
}

/**
 * /mine/addBankCard and /mine/virtualCoinCard: the bound ones and a form to add another. The first
 * view (issue #36) is the heading block and a box the bound ones and the form fill, in that order:
 * the box is the page's last part, so what grows in it moves nothing above.
 */
export function CardManagePage({ kind, title, cards }: CardManagePageProps) {
  const router = useRouter();
  const [notice, setNotice] = useState<string | null>(null);
  const name = CARD_KIND_INFO[kind].name;
  const shown = useKeptDeferred(cards);
  return (
    <PageFrame title={title}>
      <div className="stack money-page">
        <PageLead title={T.leadTitle(name)} text={T.leadText} />
        <DataSlot className="stack" loading={shown === undefined} minHeight={ACCOUNTS_HEIGHT} rows={2}>
          <Card title={T.boundList(name)}>
            <AccountList kind={kind} cards={shown ?? []} />
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
        </DataSlot>
      </div>
    </PageFrame>
  );
}
