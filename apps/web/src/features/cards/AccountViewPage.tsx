import type { Card as BoundCard, CardKind } from '@site/api-contract';
import { Card } from '@site/ui';
import { ButtonLink } from '../../components/ButtonLink';
import { PageFrame } from '../../components/PageFrame';
import { AccountList } from './AccountList';
import { CARD_KIND_INFO, CARD_TEXT as T } from './card-kinds';
import '../../components/money.css';

interface AccountViewPageProps {
  kind: Exclude<CardKind, 'BANK' | 'VIRTUAL'>;
  title: string;
  cards: readonly BoundCard[];
}

/** /mine/…Acount: the bound accounts of one payment app, and the way to add one. */
export function AccountViewPage({ kind, title, cards }: AccountViewPageProps) {
  const info = CARD_KIND_INFO[kind];
  return (
    <PageFrame title={title}>
      <div className="stack money-page">
        <Card title={T.boundList(info.name)}>
          <AccountList kind={kind} cards={cards} />
        </Card>
        {info.addPath ? (
          <ButtonLink to={info.addPath} block>
            {T.add(info.name)}
          </ButtonLink>
        ) : (
          <p className="money-hint">{T.viewOnly}</p>
        )}
      </div>
    </PageFrame>
  );
}
