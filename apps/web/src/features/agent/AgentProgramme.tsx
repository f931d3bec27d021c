import { Card } from '@site/ui';

/** What the agent programme offers: shown to guests and to members who have not joined. */
const BENEFITS = [
  { title: '高额佣金', text: '按团队每月净输赢计算，佣金比例最高 50%' },
  { title: '每月结算', text: '每月 5 日前结算上月佣金，直接发放至中心钱包' },
  { title: '专属链接', text: '专属推广链接与二维码，好友注册自动归入您的团队' },
  { title: '专人服务', text: '代理专属客服，推广素材与数据报表随时提供' },
] as const;

const LEVELS = [
  { level: '一级', active: '5 人以上', rate: '30%' },
  { level: '二级', active: '20 人以上', rate: '35%' },
  { level: '三级', active: '50 人以上', rate: '40%' },
  { level: '四级', active: '100 人以上', rate: '45%' },
  { level: '五级', active: '200 人以上', rate: '50%' },
] as const;

const STEPS = ['提交申请', '客服审核（1 个工作日内）', '分享专属链接', '按月领取佣金'] as const;

export function AgentProgramme() {
  return (
    <>
      <section className="page-hero agent-hero">
        <h2 className="page-hero__title">加入星耀合营计划</h2>
        <p>零成本创业，推荐好友即可长期享受团队佣金。</p>
      </section>
      <ul className="agent-benefits">
        {BENEFITS.map((b) => (
          <li key={b.title}>
            <strong>{b.title}</strong>
            <span>{b.text}</span>
          </li>
        ))}
      </ul>
      <Card title="佣金比例">
        <table className="agent-table">
          <thead>
            <tr>
              <th scope="col">代理等级</th>
              <th scope="col">月活跃会员</th>
              <th scope="col">佣金比例</th>
            </tr>
          </thead>
          <tbody>
            {LEVELS.map((l) => (
              <tr key={l.level}>
                <td>{l.level}</td>
                <td>{l.active}</td>
                <td>{l.rate}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="agent-note">月活跃会员：当月有效投注满 500 元的团队会员。</p>
      </Card>
      <Card title="加入流程">
        <ol className="agent-steps">
          {STEPS.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </Card>
    </>
  );
}
