import { Link } from '@tanstack/react-router';
import { Card } from '@site/ui';
import { PageFrame } from '../../components/PageFrame';
import { LoadState } from '../finance/LoadState';
import { IdentityForm } from './IdentityForm';
import { IDENTITY_TEXT as T } from './identity-text';
import { useIdentity } from './use-identity';
import { VerifiedIdentity } from './VerifiedIdentity';
import '../finance/money.css';

/** /mine/userInfo/authentication: the verified identity, or the form to verify. */
export function AuthenticationPage() {
  const identity = useIdentity();
  return (
    <PageFrame title="实名认证">
      <LoadState remote={identity} rows={3}>
        {(info) =>
          info.verified ? (
            <div className="money-page">
              <VerifiedIdentity info={info} />
              <Link
                className="site-button site-button--primary site-button--medium site-button--block"
                to="/mine/userInfo/authentication/bindBankCard"
              >
                {T.bindCard}
              </Link>
            </div>
          ) : (
            <Card>
              <IdentityForm onVerified={identity.set} />
            </Card>
          )
        }
      </LoadState>
    </PageFrame>
  );
}
