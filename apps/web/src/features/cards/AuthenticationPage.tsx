import { Card } from '@site/ui';
import { ButtonLink } from '../../components/ButtonLink';
import { DataSlot, PageLead } from '../../components/FirstView';
import { PageFrame } from '../../components/PageFrame';
import { SharedView } from '../../components/SharedView';
import { identityResource } from '../../state/identity';
import { useShared } from '../../state/use-shared';
import { IdentityForm } from './IdentityForm';
import { IDENTITY_TEXT as T } from './identity-text';
import { VerifiedIdentity } from './VerifiedIdentity';
import '../../components/money.css';

/** The least height of the identity's box: the form (or the verified identity and its next step). */
const IDENTITY_HEIGHT = 320;

/**
 * /mine/userInfo/authentication: the verified identity, or the form to verify. Its first view
 * (issue #36, drawn into the HTML by the build) is the heading block and the box the identity
 * fills: the page's last part, so what comes in it moves nothing above.
 */
export function AuthenticationPage() {
  const identity = useShared(identityResource);
  return (
    <PageFrame title="实名认证">
      <div className="stack money-page">
        <PageLead title={T.leadTitle} text={T.leadText} />
        <DataSlot loading={false} minHeight={IDENTITY_HEIGHT}>
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
        </DataSlot>
      </div>
    </PageFrame>
  );
}
