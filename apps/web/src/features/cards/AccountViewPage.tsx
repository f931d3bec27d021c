import type { Card as BoundCard, CardKind } from '@site/api-contract';
import { Card } from '@site/ui';
import { ButtonLink } from '../../components/ButtonLink';
import { DataSlot, PageLead, useKeptDeferred } from '../../components/FirstView';
import { PageFrame } from '../../components/PageFrame';
import { ACCOUNTS_HEIGHT, AccountList } from './AccountList';
import { CARD_KIND_INFO, CARD_TEXT as T } from './card-kinds';
import '../../components/money.css';

interface AccountViewPageProps {
  kind: Exclude<CardKind, 'BANK' | 'VIRTUAL'>;
  title: string;
  /** The bound accounts, started by the route and not waited for; a removal asks again. */
  cards: Promise<readonly BoundCard[]>;
}

/**
 * /mine/…Acount: the bound accounts of one payment app, and the way to add one. Its first view
 * (issue #36) is the heading block and the way to add, then the box the accounts fill: the last
 * thing on the page, so a longer list moves nothing.
 */
export function AccountViewPage({ kind, title, cards }: AccountViewPageProps) {
  const info = CARD_KIND_INFO[kind];
  const shown = useKeptDeferred(cards);
  return (
    <PageFrame title={title}>
      <div className="stack money-page">
        <PageLead title={T.leadTitle(info.name)} text={info.addPath ? T.leadText : T.viewOnly} />
        {info.addPath ? (
          <ButtonLink to={info.addPath} block>
            {T.add(info.name)}
          </ButtonLink>
        ) : null}
        <DataSlot loading={shown === undefined} minHeight={ACCOUNTS_HEIGHT} rows={2}>
          {shown ? (
            <Card title={T.boundList(info.name)}>
              <AccountList kind={kind} cards={shown} />
            </Card>
          ) : null}
        </DataSlot>
      </div>
    </PageFrame>
  );
}
