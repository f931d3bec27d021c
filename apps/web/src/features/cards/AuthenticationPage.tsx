import { Card } from '@site/ui';
import { ButtonLink } from '../../components/ButtonLink';
import { PageFrame } from '../../components/PageFrame';
import { SharedView } from '../../components/SharedView';
import { identityResource } from '../../state/identity';
import { useShared } from '../../state/use-shared';
import { IdentityForm } from './IdentityForm';
import { IDENTITY_TEXT as T } from './identity-text';
import { VerifiedIdentity } from './VerifiedIdentity';
import '../../components/money.css';

/** /mine/userInfo/authentication: the verified identity, or the form to verify. */
export function AuthenticationPage() {
  const identity = useShared(identityResource);
  return (
    <PageFrame title="实名认证">
      <SharedView resource={identityResource} rows={3}>
        {(info) =>
          info.verified ? (
            <div className="stack money-page">
              <VerifiedIdentity info={info} />
              <ButtonLink to="/mine/userInfo/authentication/bindBankCard" block>
                {T.bindCard}
              </ButtonLink>
            </div>
          ) : (
            <Card>
              <IdentityForm onVerified={identity.set} />
            </Card>
          )
        }
      </SharedView>
    </PageFrame>
  );
}
