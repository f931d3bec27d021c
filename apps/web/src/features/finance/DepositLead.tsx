import { Skeleton } from '@site/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageLead } from '../../components/FirstView';
import { PageFrame } from '../../components/PageFrame';
import { LOAD_TEXT } from '../../components/LoadViews';
import { FINANCE_TEXT as T } from './messages';
import './deposit-lead.css';

/**
 * The line that opens the deposit page: safety, and the tutorial for a first deposit — the shared
 * heading block (components/FirstView.tsx) with the deposit's own drawing.
 */
export function DepositLead() {
  return (
    <PageLead
      className="deposit-lead"
      label={T.depositLeadLabel}
      title={T.depositLeadTitle}
      text={
        <>
          {T.depositLeadFirstTime}
          <Link to="/mine/finance/introTutorial">{T.depositLeadTutorial}</Link>
        </>
      }
    />
  );
}

/**
 * The deposit page before its channels have come: the frame, the lead and a skeleton where the
 * form goes — or, when the channels could not be read, the failure with 重新加载 there instead.
 * It is also the page's first view in the HTML (src/prerender).
 */
export function DepositFirstView({ failure }: { failure?: ReactNode }) {
  return (
    <PageFrame title="存款">
      <DepositLead />
      {failure ?? <Skeleton rows={5} title label={LOAD_TEXT.loading} />}
    </PageFrame>
  );
}
