import { Skeleton } from '@site/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageFrame } from '../../components/PageFrame';
import { LOAD_TEXT } from '../../components/LoadViews';
import { FINANCE_TEXT as T } from './messages';
import './deposit-lead.css';

/** The line that opens the deposit page: safety, and the tutorial for a first deposit. */
export function DepositLead() {
  return (
    <section className="deposit-lead" aria-label={T.depositLeadLabel}>
      <p className="deposit-lead__title">{T.depositLeadTitle}</p>
      <p className="deposit-lead__text">
        {T.depositLeadFirstTime}
        <Link to="/mine/finance/introTutorial">{T.depositLeadTutorial}</Link>
      </p>
    </section>
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
