import { Button, Card, Result } from '@site/ui';
import { Link } from '@tanstack/react-router';
import { PageFrame } from '../../components/PageFrame';
import { useLoginRedirect } from '../../components/use-login-redirect';
import type { AgentData } from './agent-data';
import { AgentApplyForm } from './AgentApplyForm';
import { AgentDashboard } from './AgentDashboard';
import { AgentProgramme } from './AgentProgramme';
import './agent.css';

/** /agent: an agent's centre, or for everyone else the programme and the way to apply. */
export function AgentPage({ info, team }: AgentData) {
  const { toLogin } = useLoginRedirect();
  return (
    <PageFrame title="代理中心">
      <div className="stack agent-page">
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
    </PageFrame>
  );
}
