import { useNavigate } from '@tanstack/react-router';
import type { CardKind } from '@site/api-contract';
import { Card } from '@site/ui';
import { DataSlot, PageLead } from '../../components/FirstView';
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

/** The least height of the form's box: the form's card with its three fields and the button. */
const FORM_HEIGHT = 280;

/**
 * /mine/add…Card for the payment apps: one form, then the account view. Its first view (issue #36,
 * drawn into the HTML by the build) is the heading block and the form's box; the member's identity
 * (the form, or the way to verify first) fills the box.
 */
export function AddAccountPage({ kind, title }: AddAccountPageProps) {
  const navigate = useNavigate();
  const name = CARD_KIND_INFO[kind].name;
  return (
    <PageFrame title={title}>
      <div className="stack money-page">
        <PageLead title={`绑定本人${name}`} text="账户须与实名认证姓名一致，绑定后可用于存取款" />
        <DataSlot loading={false} minHeight={FORM_HEIGHT}>
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
        </DataSlot>
      </div>
    </PageFrame>
  );
}
