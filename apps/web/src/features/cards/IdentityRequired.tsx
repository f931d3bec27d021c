import { Link } from '@tanstack/react-router';
import { Result } from '@site/ui';
import { CARD_TEXT as T } from './card-kinds';

/** Binding needs a verified identity: sends the member there first. */
export function IdentityRequired() {
  return (
    <Result
      status="warning"
      title={T.needIdentity}
      description={T.needIdentityHint}
      actions={
        <Link className="site-button site-button--primary site-button--medium" to="/mine/userInfo/authentication">
          {T.goVerify}
        </Link>
      }
    />
  );
}
