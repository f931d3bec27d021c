import { useNavigate } from '@tanstack/react-router';
import type { CardKind } from '@site/api-contract';
import { Card } from '@site/ui';
import { PageFrame } from '../../components/PageFrame';
import { SharedView } from '../../components/SharedView';
import { identityResource } from '../../state/identity';
import { CardForm } from './CardForm';
import { CARD_KIND_INFO } from './card-kinds';
import { IdentityRequired } from './IdentityRequired';
import '../../components/money.css';

interface AddAccountPageProps {
  kind: Exclude<CardKind, 'BANK' | 'VIRTUAL' | 'SHARELIFE'>;
  title: string;
}

/** /mine/add…Card for the payment apps: one form, then the account view. */
export function AddAccountPage({ kind, title }: AddAccountPageProps) {
  const navigate = useNavigate();
  return (
    <PageFrame title={title}>
      <SharedView resource={identityResource} rows={3}>
        {(who) =>
          who.verified ? (
            <Card>
              <CardForm kind={kind} verifiedName={who.realName} onBound={() => void navigate({ to: CARD_KIND_INFO[kind].listPath })} />
            </Card>
          ) : (
            <IdentityRequired />
          )
        }
      </SharedView>
    </PageFrame>
  );
}
