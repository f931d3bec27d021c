import { Link } from '@tanstack/react-router';
import { Card, Result, Steps } from '@site/ui';
import { useState } from 'react';
import { PageFrame } from '../../components/PageFrame';
import { LoadState } from '../finance/LoadState';
import { CardForm } from './CardForm';
import { IdentityForm } from './IdentityForm';
import { IDENTITY_TEXT as T } from './identity-text';
import { useIdentity } from './use-identity';
import '../finance/money.css';

/** /mine/userInfo/authentication/bindBankCard: verify (if needed), bind a bank card, done. */
export function BindBankCardPage() {
  const identity = useIdentity();
  const [bound, setBound] = useState(false);
  return (
    <PageFrame title="认证绑定银行卡">
      <LoadState remote={identity} rows={3}>
        {(info) => {
          const step = !info.verified ? 0 : bound ? 2 : 1;
          return (
            <div className="money-page">
              <Steps items={T.steps.map((title) => ({ title }))} current={step} label={T.stepsLabel} />
              {step === 0 ? (
                <Card>
                  <IdentityForm onVerified={identity.set} />
                </Card>
              ) : step === 1 ? (
                <Card title={T.bindCard}>
                  <CardForm kind="BANK" verifiedName={info.realName} onBound={() => setBound(true)} />
                </Card>
              ) : (
                <Result
                  status="success"
                  title={T.allDone}
                  description={T.allDoneHint}
                  actions={
                    <Link className="site-button site-button--primary site-button--medium" to="/mine/finance/withdrawal">
                      {T.goWithdraw}
                    </Link>
                  }
                />
              )}
            </div>
          );
        }}
      </LoadState>
    </PageFrame>
  );
}
