import { Button, Card, Result } from '@site/ui';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { DataSlot, PageLead } from '../../components/FirstView';
import { LoadFailed } from '../../components/LoadViews';
import { PageFrame } from '../../components/PageFrame';
import { useDeferred } from '../../components/use-deferred';
import { useLoginRedirect } from '../../components/use-login-redirect';
import type { AgentData } from './agent-data';
import { AgentApplyForm } from './AgentApplyForm';
import { AgentDashboard } from './AgentDashboard';
import { AgentProgramme } from './AgentProgramme';
import './agent.css';

/** The least height of the page's box: the programme (or an agent's centre) fills more than a phone's screen. */
const AGENT_HEIGHT = 700;

/**
 * /agent: an agent's centre, or for everyone else the programme and the way to apply. Its first view
 * (issue #36, drawn into the HTML by the build) is the heading block and the box below it, the same
 * for every visitor: what the visitor is (guest, member, applicant, agent) fills the box.
 */
export function AgentPage({ data }: { data: Promise<AgentData> }) {
  const router = useRouter();
  const view = useDeferred(data);
  // Another page of the team is asked for with a new promise: the page shown stays until it comes.
  const [last, setLast] = useState<AgentData | null>(null);
  if (view.status === 'ready' && view.data !== last) setLast(view.data);
  const shown = view.status === 'ready' ? view.data : view.status === 'loading' ? last : null;
  return (
    <PageFrame title="代理中心">
      <div className="stack agent-page">
        <PageLead title="代理中心" text="推荐好友注册，团队佣金每月结算" />
        <DataSlot loading={shown === null && view.status === 'loading'} minHeight={AGENT_HEIGHT} rows={8}>
          {shown ? <AgentView {...shown} /> : null}
          {view.status === 'error' ? <LoadFailed error={view.error} onRetry={() => void router.invalidate()} /> : null}
        </DataSlot>
      </div>
    </PageFrame>
  );
}

/** What the visitor sees under the heading block. */
function AgentView({ info, team }: AgentData) {
  const { toLogin } = useLoginRedirect();
  return (
    <div className="stack">
      {info?.isAgent ? (
        <AgentDashboard info={info} team={team} />
      ) : (
        <>
          <AgentProgramme />
          {!info ? (
            <Card>
              <p className="agent-note">登录后即可在线申请，审核通过后开通代理中心。</p>
              <Button variant="primary" block onClick={toLogin}>
                登录后申请
              </Button>
            </Card>
          ) : info.applyStatus === 'pending' ? (
            <Result status="waiting" title="申请审核中" description="您的代理申请已提交，客服将在 1 个工作日内与您联系。" />
          ) : info.applyStatus === 'rejected' ? (
            <Result
              status="error"
              title="申请未通过"
              description="如需了解原因或重新申请，请联系在线客服。"
              actions={<Link to="/customer/main">联系在线客服</Link>}
            />
          ) : (
            <AgentApplyForm />
          )}
        </>
      )}
    </div>
  );
}
