import type { ApiReply } from '@site/api-contract';
import { Card, Empty, MoneyText } from '@site/ui';
import { maskName } from '@site/validation';
import { Link } from '@tanstack/react-router';
import { ShareLink } from '../../components/ShareLink';
import { shanghaiDateKey } from '../../components/shanghai-date';


interface AgentDashboardProps {
  info: ApiReply<'agentInfo'>;
  team: ApiReply<'agentMembers'> | null;
}

/** An agent's centre: commission summary, the link and QR code to recruit with, and the team, page by page. */
export function AgentDashboard({ info, team }: AgentDashboardProps) {
  const pages = team ? Math.max(1, Math.ceil(team.total / team.pageSize)) : 1;
  return (
    <>
      <section className="agent-summary" aria-label="佣金概览">
        <p className="agent-summary__label">本月佣金</p>
        <p className="agent-summary__total">
          <MoneyText value={info.monthCommission} />
        </p>
        <dl className="agent-summary__grid">
          <div>
            <dt>累计佣金</dt>
            <dd>
              <MoneyText value={info.totalCommission} />
            </dd>
          </div>
          <div>
            <dt>团队人数</dt>
            <dd>{info.teamSize} 人</dd>
          </div>
          <div>
            <dt>本月新增</dt>
            <dd>{info.monthNewMembers} 人</dd>
          </div>
          <div>
            <dt>代理等级</dt>
            <dd>
              {info.level} 级 · {info.commissionRate}%
            </dd>
          </div>
        </dl>
      </section>
      <Card title="推广链接">
        <ShareLink
          code={{ label: '代理编号', value: info.agentCode }}
          link={{ id: 'agent-link', label: '推广链接', url: info.promotionUrl, copy: '复制链接' }}
          qr={{ label: '推广链接二维码', hint: '好友扫码注册，自动加入您的团队' }}
        />
      </Card>
      <Card title="团队成员" extra={team ? <span className="agent-note">共 {team.total} 人</span> : null}>
        {!team || team.list.length === 0 ? (
          <Empty description="还没有团队成员，分享推广链接邀请好友加入吧" />
        ) : (
          <>
            <table className="agent-table agent-team" data-testid="agent-team">
              <thead>
                <tr>
                  <th scope="col">会员</th>
                  <th scope="col">注册日期</th>
                  <th scope="col">累计存款</th>
                  <th scope="col">有效投注</th>
                </tr>
              </thead>
              <tbody>
                {team.list.map((m, i) => (
                  <tr key={`${m.username}-${i}`}>
                    {/* Another member's account name: masked like a name (first 2 and last 2), whatever the platform sent (issue #41). */}
                    <td>{maskName(m.username)}</td>
                    <td>{shanghaiDateKey(m.registeredAt)}</td>
                    <td>
                      <MoneyText value={m.deposit} symbol={null} />
                    </td>
                    <td>
                      <MoneyText value={m.validBet} symbol={null} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <nav className="agent-pager" aria-label="团队成员分页">
              {team.pageNum > 1 ? (
                <Link to="/agent" search={{ page: team.pageNum - 1 }} className="agent-pager__link">
                  上一页
                </Link>
              ) : (
                <span className="agent-pager__link is-disabled">上一页</span>
              )}
              <span aria-current="page">
                第 {team.pageNum} / {pages} 页
              </span>
              {team.pageNum < pages ? (
                <Link to="/agent" search={{ page: team.pageNum + 1 }} className="agent-pager__link">
                  下一页
                </Link>
              ) : (
                <span className="agent-pager__link is-disabled">下一页</span>
              )}
            </nav>
          </>
        )}
      </Card>
    </>
  );
}
