import { Card, Steps } from '@site/ui';
import { useState } from 'react';
import { DataSlot, PageLead } from '../../components/FirstView';
import { NextStepResult } from '../../components/NextStepResult';
import { PageFrame } from '../../components/PageFrame';
import { SharedView } from '../../components/SharedView';
import { banksResource } from '../../state/banks';
import { identityResource } from '../../state/identity';
import { useShared } from '../../state/use-shared';
import { CardForm } from './CardForm';
import { IdentityForm } from './IdentityForm';
import { IDENTITY_TEXT as T } from './identity-text';
import '../../components/money.css';

/** The least height of the steps' box: the steps and the bank card's form (bank, card number, branch, button). */
const STEPS_HEIGHT = 590;

/**
 * /mine/userInfo/authentication/bindBankCard: verify (if needed), bind a bank card, done. Its first
 * view (issue #36, drawn into the HTML by the build) is the heading block and the steps' box; the
 * member's identity says which step fills it.
 */
export function BindBankCardPage() {
  const identity = useShared(identityResource);
  const [bound, setBound] = useState(false);
  return (
    <PageFrame title="认证绑定银行卡">
      <div className="stack money-page">
        <PageLead title="实名认证 · 绑定银行卡" text="两步完成后即可提款到本人银行卡" />
        <DataSlot loading={false} minHeight={STEPS_HEIGHT}>
          <SharedView resource={identityResource} rows={3} alsoRetry={[banksResource]}>
            {(info) => {
              const step = !info.verified ? 0 : bound ? 2 : 1;
              return (
                <div className="stack money-page">
                  <Steps items={T.steps.map((title) => ({ title }))} current={step} label={T.stepsLabel} />
                  {step === 0 ? (
                    <Card>
                      <IdentityForm onVerified={identity.set} />
                    </Card>
                  ) : step === 1 ? (
                    // The banks were started with the page, not waited for: the form comes with them,
                    // and a failure to read them has its retry here.
                    <SharedView resource={banksResource} rows={4}>
                      {() => (
                        <Card title={T.bindCard}>
                          <CardForm kind="BANK" verifiedName={info.realName} onBound={() => setBound(true)} />
                        </Card>
                      )}
                    </SharedView>
                  ) : (
                    <NextStepResult status="success" title={T.allDone} description={T.allDoneHint} steps={[{ to: '/mine/finance/withdrawal', label: T.goWithdraw }]} />
                  )}
                </div>
              );
            }}
          </SharedView>
        </DataSlot>
      </div>
    </PageFrame>
  );
}
